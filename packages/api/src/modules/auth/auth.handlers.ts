import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { clearTokenCookie, setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./auth.routes.ts";
import { createGuest, endSession, findAdmin, loginAdmin, startSession } from "./auth.service.ts";
import { revokeToken, tokenBody } from "./token.service.ts";
import { completeTwoFactor, confirmTotpEnrolment, startTotpEnrolment } from "./totp.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onSessionStart: Handler<"sessionStart"> = async (c) => {
  const identity = requireIdentity(c, ["customer"]);
  const { userId } = c.req.valid("param");
  // Another shopper's id is answered as if it did not exist.
  if (userId !== identity.customerId) throw new ApiError("record_not_found", 404);
  const session = await startSession(
    c.var.db,
    identity.customerId,
    c.req.valid("query").session_id,
  );
  return c.json(
    ok({ session_id: session.sessionId, started_at: session.startedAt.toISOString() }),
    200,
  );
};

const endSessionOf = async (c: Context<AppEnv>, userId: number, sessionId: string) => {
  const identity = requireIdentity(c, ["customer"]);
  if (userId !== identity.customerId) throw new ApiError("record_not_found", 404);
  const ended = await endSession(c.var.db, identity.customerId, sessionId);
  return { session_id: sessionId, ended };
};

export const onSessionEnd: Handler<"sessionEnd"> = async (c) => {
  const { userId, sessionId } = c.req.valid("param");
  return c.json(ok(await endSessionOf(c, userId, sessionId)), 200);
};

export const onSessionEndBeacon: Handler<"sessionEndBeacon"> = async (c) => {
  const { userId, sessionId } = c.req.valid("param");
  return c.json(ok(await endSessionOf(c, userId, sessionId)), 200);
};

export const onAdminLogin: Handler<"adminLogin"> = async (c) => {
  const { db, config } = c.var;
  const result = await loginAdmin(db, config, c.req.valid("json"), clientAddress(c));
  if ("twoFactor" in result) {
    return c.json(
      ok({
        two_factor_required: true as const,
        ticket: result.twoFactor.ticket,
        expires_in: result.twoFactor.expiresIn,
      }),
      200,
    );
  }
  setTokenCookie(c, "admin", result.token, result.expiresAt);
  const { id, email, name } = result.admin;
  return c.json(
    ok({
      ...tokenBody(result.token, result.expiresAt, config.tokenLifetimeSeconds),
      admin: { id, email, name },
    }),
    200,
  );
};

export const onAdminTwoFactor: Handler<"adminTwoFactor"> = async (c) => {
  const { db, config } = c.var;
  const result = await completeTwoFactor(db, config, c.req.valid("json"), clientAddress(c));
  setTokenCookie(c, "admin", result.token, result.expiresAt);
  const { id, email, name } = result.admin;
  return c.json(
    ok({
      ...tokenBody(result.token, result.expiresAt, config.tokenLifetimeSeconds),
      admin: { id, email, name },
    }),
    200,
  );
};

export const onAdminTotpEnrol: Handler<"adminTotpEnrol"> = async (c) => {
  const identity = requireIdentity(c, ["admin"]);
  const enrolment = await startTotpEnrolment(c.var.db, identity.adminId);
  return c.json(ok({ secret: enrolment.secret, otpauth_uri: enrolment.uri }), 200);
};

export const onAdminTotpConfirm: Handler<"adminTotpConfirm"> = async (c) => {
  const identity = requireIdentity(c, ["admin"]);
  await confirmTotpEnrolment(c.var.db, identity.adminId, c.req.valid("json").code);
  return c.json(ok({ enabled: true as const }), 200);
};

export const onAdminMe: Handler<"adminMe"> = async (c) => {
  const identity = requireIdentity(c, ["admin"]);
  const admin = await findAdmin(c.var.db, identity.adminId);
  if (!admin) throw new ApiError("unauthorized", 401);
  return c.json(
    ok({
      type: "admin" as const,
      expires_at: identity.expiresAt.toISOString(),
      admin: { id: admin.id, email: admin.email, name: admin.name },
    }),
    200,
  );
};

export const onAdminLogout: Handler<"adminLogout"> = async (c) => {
  const identity = requireIdentity(c, ["admin"]);
  await revokeToken(c.var.db, identity.tokenId);
  c.var.tokens.forget(identity.tokenId);
  clearTokenCookie(c, "admin");
  return c.json(ok({ logged_out: true as const }), 200);
};

export const onGuestCreate: Handler<"guestCreate"> = async (c) => {
  const { db, config } = c.var;
  const address = clientAddress(c);
  if (address)
    await enforceLimit(
      db,
      `guest:address:${networkOf(address)}`,
      config.creationLimits.guestsPerHour,
      3600,
    );
  const guest = await createGuest(db, config);
  setTokenCookie(c, "guest", guest.token, guest.expiresAt);
  return c.json(
    ok({
      ...tokenBody(guest.token, guest.expiresAt, config.tokenLifetimeSeconds),
      guest_code: guest.guestCode,
    }),
    200,
  );
};

export const onGuestMe: Handler<"guestMe"> = async (c) => {
  const identity = requireIdentity(c, ["guest"]);
  return c.json(
    ok({
      type: "guest" as const,
      expires_at: identity.expiresAt.toISOString(),
      guest_code: identity.guestCode,
    }),
    200,
  );
};
