import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { normalizePhone, type OtpChannel, type OtpPurpose } from "../../contract/index.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { tokenBody } from "../auth/token.service.ts";
import { toCustomer } from "../customers/customers.service.ts";
import type * as routes from "./otp.routes.ts";
import { confirmPhone, loginWithOtp, sendOtp } from "./otp.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The schema has checked the notation; this is the E.164 form the database holds. */
function e164(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) {
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "phone", in: "body", code: "invalid_phone" }],
    });
  }
  return normalized;
}

const customerIdOf = (c: Context<AppEnv>) => {
  const identity = c.var.identity;
  return identity?.kind === "customer" ? identity.customerId : undefined;
};

async function send(c: Context<AppEnv>, phone: string, purpose: OtpPurpose, channel: OtpChannel) {
  const normalized = e164(phone);
  const { expiresIn, resendIn } = await sendOtp(c.var.db, c.var.config, {
    phone: normalized,
    purpose,
    channel,
    lang: c.var.lang,
    address: clientAddress(c),
    customerId: customerIdOf(c),
  });
  return {
    sent: true as const,
    channel,
    purpose,
    phone: normalized,
    expires_in: expiresIn,
    resend_in: resendIn,
  };
}

async function signIn(c: Context<AppEnv>, phone: string, code: string, channel: OtpChannel) {
  const { db, config } = c.var;
  const result = await loginWithOtp(db, config, {
    phone: e164(phone),
    code,
    channel,
    address: clientAddress(c),
  });
  setTokenCookie(c, "customer", result.token, result.expiresAt);
  return {
    ...tokenBody(result.token, result.expiresAt, config.tokenLifetimeSeconds),
    customer: toCustomer(result.customer),
  };
}

async function confirm(c: Context<AppEnv>, phone: string, code: string) {
  const customerId = customerIdOf(c);
  if (customerId === undefined) throw new ApiError("unauthorized", 401);
  const row = await confirmPhone(c.var.db, c.var.config, customerId, {
    phone: e164(phone),
    code,
    address: clientAddress(c),
  });
  return { phone_confirmed: true as const, customer: toCustomer(row) };
}

export const onSmsOtp: Handler<"smsOtp"> = async (c) => {
  const { phone, purpose } = c.req.valid("json");
  return c.json(ok(await send(c, phone, purpose, "sms")), 200);
};

export const onSmsOtpControl: Handler<"smsOtpControl"> = async (c) => {
  const { code } = c.req.valid("param");
  const { phone, purpose } = c.req.valid("json");
  const result =
    purpose === "confirm_phone"
      ? await confirm(c, phone, code)
      : await signIn(c, phone, code, "sms");
  return c.json(ok(result), 200);
};

export const onLoginPhone: Handler<"loginPhone"> = async (c) => {
  const { phone } = c.req.valid("json");
  return c.json(ok(await send(c, phone, "login", "sms")), 200);
};

export const onSendOtpWhatsapp: Handler<"sendOtpWhatsapp"> = async (c) => {
  const { phone, purpose } = c.req.valid("json");
  return c.json(ok(await send(c, phone, purpose, "whatsapp")), 200);
};

export const onLoginWhatsapp: Handler<"loginWhatsapp"> = async (c) => {
  const { phone, code } = c.req.valid("json");
  return c.json(ok(await signIn(c, phone, code, "whatsapp")), 200);
};

export const onControlWhatsapOTP: Handler<"controlWhatsapOTP"> = async (c) => {
  const { phone, code } = c.req.valid("json");
  return c.json(ok(await confirm(c, phone, code)), 200);
};
