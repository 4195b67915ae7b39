import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress, isSameSiteRequest } from "../../lib/client.ts";
import { clearTokenCookie, readTokenCookie, setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { withSecurityEvent } from "../../lib/security-events.ts";
import { revokeToken, tokenBody } from "../auth/token.service.ts";
import { findCustomer, toCustomer } from "./customers.service.ts";
import type * as routes from "./sign-in.routes.ts";
import { loginCustomer } from "./sign-in.service.ts";
import { createSignInCode, exchangeSignInCode, signInCodeOwner } from "./sign-in-code.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onCustomerLogin: Handler<"customerLogin"> = async (c) => {
  const { db, config } = c.var;
  const result = await loginCustomer(db, config, c.req.valid("json"), clientAddress(c));
  setTokenCookie(c, "customer", result.token, result.expiresAt);
  return c.json(
    ok({
      ...tokenBody(result.token, result.expiresAt, config.tokenLifetimeSeconds),
      customer: toCustomer(result.customer),
    }),
    200,
  );
};

export const onCustomerMe: Handler<"customerMe"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const customer = await findCustomer(c.var.db, identity.customerId);
  if (!customer) throw new ApiError("unauthorized", 401);
  return c.json(
    ok({
      type: "customer" as const,
      expires_at: identity.expiresAt.toISOString(),
      customer: toCustomer(customer),
    }),
    200,
  );
};

export const onCustomerLogout: Handler<"customerLogout"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  await revokeToken(c.var.db, identity.tokenId);
  c.var.tokens.forget(identity.tokenId);
  clearTokenCookie(c, "customer");
  return c.json(ok({ logged_out: true as const }), 200);
};

export const onSignInCodeCreate: Handler<"signInCodeCreate"> = async (c) => {
  const { db, config } = c.var;
  const caller = requireIdentity(c, ["customer", "admin"]);
  const made = await createSignInCode(db, config, caller, c.req.valid("json").customer_id);
  return c.json(
    ok({
      code: made.code,
      expires_in: config.signInCodeLifetimeSeconds,
      expires_at: made.expiresAt.toISOString(),
    }),
    200,
  );
};

export const onSignInCodeCheck: Handler<"signInCodeCheck"> = async (c) => {
  const owner = await signInCodeOwner(c.var.db, c.req.valid("json").code);
  return c.json(
    ok({ name: owner.name, surname: owner.surname, expires_at: owner.expiresAt.toISOString() }),
    200,
  );
};

export const onSignInCodeExchange: Handler<"signInCodeExchange"> = async (c) => {
  const { db, config, tokens } = c.var;
  const body = c.req.valid("json");
  // The browser's current customer, if any: its cookie comes along with a link followed from
  // elsewhere (SameSite=Lax), so it is read without the origin check of cookie writes; only the
  // confirmed switch, a form of this site, must come from this site.
  const current = readTokenCookie(c, "customer");
  const signedIn = current ? await tokens.resolve(db, current, "cookie") : undefined;
  const confirmed = body.switch === true;
  if (confirmed && !isSameSiteRequest(c)) throw new ApiError("origin_not_allowed", 403);
  const result = await withSecurityEvent(
    db,
    config.logger,
    {
      kind: "sign_in",
      address: clientAddress(c),
      detail: { as: "customer", method: "sign_in_code" },
    },
    () =>
      exchangeSignInCode(db, config, {
        code: body.code,
        signedIn: signedIn?.kind === "customer" ? signedIn.customerId : undefined,
        confirmed,
      }),
    (done) => ({ kind: "customer", id: done.customer.id }),
  );
  setTokenCookie(c, "customer", result.token, result.expiresAt);
  return c.json(
    ok({
      ...tokenBody(result.token, result.expiresAt, config.tokenLifetimeSeconds),
      customer: toCustomer(result.customer),
    }),
    200,
  );
};
