import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { clearTokenCookie, readTokenCookie, setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { type Owner, ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import { createGuest } from "../auth/auth.service.ts";
import { resolveToken } from "../auth/token.service.ts";
import type * as routes from "./cart.routes.ts";
import {
  addToCart,
  applyCampaignToCart,
  applyCouponToCart,
  chooseCargo,
  deleteLine,
  moveGuestCart,
  removeCampaignFromCart,
  removeCouponFromCart,
  updateChoices,
  updateLines,
} from "./cart.service.ts";
import { type CartRow, evaluateCart, findCart } from "./cart-view.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const shopperOf = (c: Context<AppEnv>) => requireIdentity(c, ["customer", "guest"]);

function contextOf(c: Context<AppEnv>) {
  const paymentCode = (c.req.query("payment_code") ?? undefined) as
    | "card"
    | "wire_transfer"
    | "door"
    | undefined;
  return { lang: c.var.lang, currencyId: c.var.currencyId, paymentCode, cache: c.var.reference };
}

/** The cart as it is now, the answer of every call that changes it. */
async function cartOf(c: Context<AppEnv>, owner: Owner, cart?: CartRow) {
  const db = c.var.db;
  return (await evaluateCart(db, cart ?? (await findCart(db, owner)), contextOf(c))).details;
}

const answer = async (c: Context<AppEnv>, owner: Owner, cart?: CartRow) =>
  c.json(ok(await cartOf(c, owner, cart)), 200 as const);

export const onAdd: Handler<"add"> = async (c) => {
  const { db, config } = c.var;
  const { products } = c.req.valid("json");
  const { fbp, fbc } = c.req.valid("query");
  let identity = c.var.identity;
  let created: Awaited<ReturnType<typeof createGuest>> | undefined;
  if (identity?.kind !== "customer" && identity?.kind !== "guest") {
    // The first add of a visitor makes a guest (section 6), limited like guestToken is.
    const address = clientAddress(c);
    if (address)
      await enforceLimit(
        db,
        `guest:address:${networkOf(address)}`,
        config.creationLimits.guestsPerHour,
        3600,
      );
    created = await createGuest(db, config);
    identity = {
      kind: "guest",
      guestId: created.guestId,
      guestCode: created.guestCode,
      tokenId: 0,
      expiresAt: created.expiresAt,
      via: "cookie",
    };
  }
  const owner = ownerOf(identity);
  // The cart row as the add left it: its lines are read with the answer, the row need not be.
  const cart = await addToCart(db, owner, products, { fbp, fbc });
  if (created) setTokenCookie(c, "guest", created.token, created.expiresAt);
  const first = products[0];
  return c.json(
    ok({
      guest_code: created?.guestCode ?? null,
      guest_token: created?.token ?? null,
      added: { product_id: first?.product_id ?? 0, sub_product_id: first?.sub_product_id ?? null },
      cartDetails: await cartOf(c, owner, cart),
    }),
    200,
  );
};

export const onUpdate: Handler<"update"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  const cart = await updateLines(c.var.db, owner, c.req.valid("json").products);
  return answer(c, owner, cart);
};

export const onRemove: Handler<"remove"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  const cart = await deleteLine(c.var.db, owner, c.req.valid("param").id);
  return answer(c, owner, cart);
};

export const onChoices: Handler<"choices"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await updateChoices(c.var.db, owner, c.req.valid("json"));
  return answer(c, owner);
};

export const onDetails: Handler<"details"> = async (c) => {
  const identity = c.var.identity;
  const { id } = c.req.valid("param");
  if (identity?.kind !== "customer" && identity?.kind !== "guest") {
    return c.json(ok((await evaluateCart(c.var.db, undefined, contextOf(c))).details), 200);
  }
  const own =
    id === "me" ||
    (identity.kind === "customer" ? id === String(identity.customerId) : id === identity.guestCode);
  if (!own) throw new ApiError("record_not_found", 404);
  return answer(c, ownerOf(identity));
};

const guestCodeOf = (c: Context<AppEnv>) => {
  const identity = c.var.identity;
  return identity?.kind === "guest" ? identity.guestCode : undefined;
};

export const onActiveCampaign: Handler<"activeCampaign"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await applyCampaignToCart(c.var.db, owner, c.req.valid("json").campaign_id, {
    ...contextOf(c),
    guestCode: guestCodeOf(c),
  });
  return answer(c, owner);
};

export const onRemoveCampaign: Handler<"removeCampaign"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await removeCampaignFromCart(c.var.db, owner, c.req.valid("json").campaign_id);
  return answer(c, owner);
};

export const onActiveCoupon: Handler<"activeCoupon"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await applyCouponToCart(c.var.db, owner, c.req.valid("json").code, {
    ...contextOf(c),
    guestCode: guestCodeOf(c),
  });
  return answer(c, owner);
};

export const onRemoveCoupon: Handler<"removeCoupon"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await removeCouponFromCart(c.var.db, owner, c.req.valid("json").coupon_code_id);
  return answer(c, owner);
};

/**
 * Moves the cart of the guest a token stands for (the guest cookie when none is given) to the
 * customer; a guest known by its cookie stops being one.
 */
export async function joinGuestCart(
  c: Context<AppEnv>,
  customerId: number,
  guestToken?: string,
): Promise<void> {
  const token = guestToken ?? readTokenCookie(c, "guest");
  const guest = token ? await resolveToken(c.var.db, token, "cookie") : undefined;
  if (guest?.kind !== "guest") return;
  await moveGuestCart(c.var.db, guest.guestId, customerId);
  if (!guestToken) clearTokenCookie(c, "guest");
}

export const onGuestToCustomer: Handler<"guestToCustomer"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  await joinGuestCart(c, identity.customerId, c.req.valid("json").guest_token);
  return answer(c, ownerOf(identity));
};

export const onGetCargo: Handler<"getCargo"> = async (c) => {
  const identity = c.var.identity;
  const owner =
    identity?.kind === "customer" || identity?.kind === "guest" ? ownerOf(identity) : undefined;
  const cart = owner ? await findCart(c.var.db, owner) : undefined;
  return c.json(ok((await evaluateCart(c.var.db, cart, contextOf(c))).details.cargo), 200);
};

export const onChangeCargo: Handler<"changeCargo"> = async (c) => {
  const owner = ownerOf(shopperOf(c));
  await chooseCargo(c.var.db, owner, c.req.valid("param").id);
  return answer(c, owner);
};
