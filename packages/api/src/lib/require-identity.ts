// The one way a handler learns who may act: the identity the authenticate middleware resolved,
// narrowed to the kinds the route accepts, or 401. Handlers pass the result's owner to the
// service, which puts it in the WHERE clause of every query on an owned row (see `ownerOf`), so
// another shopper's id finds nothing and answers 404 rather than someone else's data.
import type { Context } from "hono";
import type { AppEnv, Identity, IdentityKind } from "./app-env.ts";
import { ApiError } from "./errors.ts";

export function requireIdentity<K extends IdentityKind>(
  c: Context<AppEnv>,
  kinds: readonly K[],
): Extract<Identity, { kind: K }> {
  const identity = c.var.identity;
  if (!identity || !(kinds as readonly IdentityKind[]).includes(identity.kind)) {
    throw new ApiError("unauthorized", 401);
  }
  return identity as Extract<Identity, { kind: K }>;
}

/**
 * Who owns what a shopper makes (cart, address, order): a customer by id, a guest by the guest id
 * of its token, never by a guest code that a page script could read and replay.
 */
export type Owner =
  | { customerId: number; guestId?: never }
  | { guestId: number; customerId?: never };

export function ownerOf(identity: Extract<Identity, { kind: "customer" | "guest" }>): Owner {
  return identity.kind === "customer"
    ? { customerId: identity.customerId }
    : { guestId: identity.guestId };
}
