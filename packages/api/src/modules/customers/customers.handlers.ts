import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { recordSecurityEvent } from "../../lib/security-events.ts";
import type * as routes from "./customers.routes.ts";
import { findCustomer, registerCustomer, toCustomer } from "./customers.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onRegister: Handler<"register"> = async (c) => {
  const { db, config, lang } = c.var;
  // Each registration costs a memory-hard hash: an address gets a bounded number per hour.
  const address = clientAddress(c);
  if (address) {
    await enforceLimit(
      db,
      `register:address:${address}`,
      config.creationLimits.registrationsPerHour,
      3600,
    );
  }
  const { customer, ...issued } = await registerCustomer(db, c.req.valid("json"), {
    language: lang,
    passwordCost: config.passwordCost,
    tokenLifetimeSeconds: config.tokenLifetimeSeconds,
  });
  await recordSecurityEvent(db, config.logger, {
    kind: "registration",
    outcome: "success",
    actor: { kind: "customer", id: customer.id },
    address,
  });
  setTokenCookie(c, "customer", issued.token, issued.expiresAt);
  return c.json(
    ok({
      token: issued.token,
      token_type: "Bearer" as const,
      expires_in: config.tokenLifetimeSeconds,
      expires_at: issued.expiresAt.toISOString(),
      customer: toCustomer(customer),
    }),
    201,
  );
};

export const onGetCustomer: Handler<"getCustomer"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const customer = await findCustomer(c.var.db, identity.customerId);
  if (!customer) throw new ApiError("unauthorized", 401);
  return c.json(ok(toCustomer(customer)), 200);
};
