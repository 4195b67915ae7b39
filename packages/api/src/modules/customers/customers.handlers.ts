import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { clearTokenCookie, setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { recordSecurityEvent, withSecurityEvent } from "../../lib/security-events.ts";
import { tokenBody } from "../auth/token.service.ts";
import { Pricing } from "../catalog/catalog.service.ts";
import { changePassword, deleteAccount, updateCustomer } from "./account.service.ts";
import type * as routes from "./customers.routes.ts";
import { findCustomer, registerCustomer, toCustomer } from "./customers.service.ts";
import {
  addFavorite,
  listFavoriteIds,
  listFavorites,
  removeFavorite,
} from "./favorites.service.ts";
import { listGiftCertificates } from "./gift-certificates.service.ts";
import { checkResetToken, requestPasswordReset, resetPassword } from "./password-reset.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onRegister: Handler<"register"> = async (c) => {
  const { db, config, lang } = c.var;
  // Each registration costs a memory-hard hash: an address gets a bounded number per hour.
  const address = clientAddress(c);
  if (address) {
    await enforceLimit(
      db,
      `register:address:${networkOf(address)}`,
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
      ...tokenBody(issued.token, issued.expiresAt, config.tokenLifetimeSeconds),
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

export const onUpdate: Handler<"update"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const row = await updateCustomer(c.var.db, identity.customerId, c.req.valid("json"), c.var.lang);
  return c.json(ok(toCustomer(row)), 200);
};

export const onChangePassword: Handler<"changePassword"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const { config } = c.var;
  const { customer, ...issued } = await withSecurityEvent(
    c.var.db,
    config.logger,
    {
      kind: "password_change",
      actor: { kind: "customer", id: identity.customerId },
      address: clientAddress(c),
    },
    () => changePassword(c.var.db, config, identity.customerId, c.req.valid("json")),
  );
  setTokenCookie(c, "customer", issued.token, issued.expiresAt);
  return c.json(
    ok({
      ...tokenBody(issued.token, issued.expiresAt, config.tokenLifetimeSeconds),
      customer: toCustomer(customer),
    }),
    200,
  );
};

export const onDeleteAccount: Handler<"deleteAccount"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const { password } = c.req.valid("json");
  const { deletedAt } = await deleteAccount(c.var.db, c.var.config, identity.customerId, password);
  clearTokenCookie(c, "customer");
  return c.json(ok({ deleted: true as const, deleted_at: deletedAt.toISOString() }), 200);
};

export const onFavorites: Handler<"favorites"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const pricing = await Pricing.load(c.var.db, c.var.currencyId, c.var.reference);
  const request = c.req.valid("json") ?? {};
  const page = await listFavorites(c.var.db, identity.customerId, request, c.var.lang, pricing);
  return c.json(ok(page), 200);
};

export const onFavoriteIds: Handler<"favoriteIds"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  return c.json(ok(await listFavoriteIds(c.var.db, identity.customerId)), 200);
};

export const onAddFavorite: Handler<"addFavorite"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await addFavorite(c.var.db, identity.customerId, id)), 200);
};

export const onRemoveFavorite: Handler<"removeFavorite"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await removeFavorite(c.var.db, identity.customerId, id)), 200);
};

export const onForgotPassword: Handler<"forgotPassword"> = async (c) => {
  const { email } = c.req.valid("json");
  const { expiresIn } = await requestPasswordReset(
    c.var.db,
    c.var.config,
    email,
    clientAddress(c),
    c.var.lang,
  );
  return c.json(ok({ sent: true as const, expires_in: expiresIn }), 200);
};

export const onForgotPasswordCheck: Handler<"forgotPasswordCheck"> = async (c) => {
  const { expiresAt } = await checkResetToken(c.var.db, c.req.valid("json").token);
  return c.json(ok({ valid: true as const, expires_at: expiresAt.toISOString() }), 200);
};

export const onForgotPasswordChange: Handler<"forgotPasswordChange"> = async (c) => {
  const { db, config } = c.var;
  await withSecurityEvent(
    db,
    config.logger,
    { kind: "password_reset", address: clientAddress(c) },
    () => resetPassword(db, config, c.req.valid("json")),
    (customerId) => ({ kind: "customer", id: customerId }),
  );
  return c.json(ok({ password_changed: true as const }), 200);
};

export const onGiftCertificates: Handler<"giftCertificates"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  return c.json(ok(await listGiftCertificates(c.var.db, identity.customerId)), 200);
};
