// One-time codes to a member's phone, by SMS or WhatsApp: six digits from a CSPRNG, only their
// hash stored, ten minutes, five tries, one use, a new code only after a minute. Sending is
// limited per phone and per client network; checking per client network. A code signs the member
// in (purpose login, only a confirmed phone) or confirms the signed-in member's phone
// (confirm_phone).
import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { LanguageCode, OtpChannel, OtpPurpose } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { customers, otpCodes, settings } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { recordSecurityEvent } from "../../lib/security-events.ts";
import { issueToken } from "../auth/token.service.ts";
import { type CustomerRow, findCustomer } from "../customers/customers.service.ts";
import { otpText } from "./otp-message.ts";
import { phoneProviderFor } from "./phone-providers.ts";

export const OTP_LIFETIME_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

/** Six digits, every one of the million equally likely. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** The stored form of a code: bound to its phone and purpose, so a hash fits nowhere else. */
export const hashOtp = (phone: string, purpose: OtpPurpose, code: string) =>
  createHash("sha256").update(`${phone}|${purpose}|${code}`).digest("hex");

const tooMany = (retryAfter: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new ApiError("too_many_attempts", 429, {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { "Retry-After": String(seconds) },
  });
};

async function shopName(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.code, "shop_name"))
    .limit(1);
  return row?.value.trim() ?? "";
}

/** Seconds until the (phone, purpose) may be sent a new code; 0 when it may now. */
async function resendWait(db: Database, phone: string, purpose: OtpPurpose): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${otpCodes.createdAt} + make_interval(secs => ${OTP_RESEND_SECONDS}) - now())))::int`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .limit(1);
  return Math.max(0, row?.wait ?? 0);
}

export interface SendRequest {
  phone: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  lang: LanguageCode;
  address: string | undefined;
  /** The signed-in customer (needed for confirm_phone). */
  customerId: number | undefined;
}

/**
 * Sends a new code. The resend wait is checked first (an impatient second tap costs nothing of
 * the hourly allowance), then the limits are counted before anyone is looked up, so an unknown
 * phone costs the same as a known one.
 */
export async function sendOtp(
  db: Database,
  config: ApiConfig,
  request: SendRequest,
): Promise<{ expiresIn: number; resendIn: number }> {
  const { phone, purpose, channel, lang } = request;
  let owner: CustomerRow | undefined;
  if (purpose === "confirm_phone") {
    if (request.customerId === undefined) throw new ApiError("unauthorized", 401);
    owner = await findCustomer(db, request.customerId);
    if (!owner?.isActive) throw new ApiError("unauthorized", 401);
    // Only the member's own phone, as saved in the profile, can be confirmed.
    if (owner.phone !== phone) throw new ApiError("check_phone", 400);
  }

  const wait = await resendWait(db, phone, purpose);
  if (wait > 0) throw tooMany(wait);
  const { sendsPerPhone, sendsPerAddress, windowSeconds } = config.otpLimits;
  if (request.address) {
    const network = networkOf(request.address);
    await enforceLimit(db, `otp:send:address:${network}`, sendsPerAddress, windowSeconds);
  }
  await enforceLimit(db, `otp:send:phone:${phone}`, sendsPerPhone, windowSeconds);

  if (purpose === "login") {
    const [found] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
    if (!found?.isActive) throw new ApiError("user_not_found", 404);
    // A phone nobody proved to own could be someone else's number, typed by mistake or on
    // purpose: its holder must not get into the account by it.
    if (!found.phoneConfirmedAt) throw new ApiError("phone_confirmation_needed", 403);
    owner = found;
  }
  if (!owner) throw new Error("no owner for the code");
  const customerId = owner.id;

  const code = newOtpCode();
  const name = await shopName(db);
  await db.transaction(async (tx) => {
    const expiresAt = sql`now() + make_interval(secs => ${OTP_LIFETIME_SECONDS})`;
    const values = {
      phone,
      purpose,
      channel,
      customerId,
      codeHash: hashOtp(phone, purpose, code),
      attempts: 0,
      expiresAt,
    };
    // The wait again, inside the upsert: of two sends at the same moment one stores a code.
    const [stored] = await tx
      .insert(otpCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [otpCodes.phone, otpCodes.purpose],
        set: { ...values, createdAt: sql`now()`, usedAt: null },
        setWhere: sql`${otpCodes.createdAt} <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})`,
      })
      .returning({ id: otpCodes.id });
    if (!stored) throw tooMany(OTP_RESEND_SECONDS);
    // A provider that fails rolls the code back, so the shopper may ask again at once.
    await phoneProviderFor(config, tx, channel, `otp_${purpose}`).send(
      phone,
      otpText(name, purpose, code, OTP_LIFETIME_SECONDS, lang),
      lang,
    );
  });
  return { expiresIn: OTP_LIFETIME_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

interface CheckRequest {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  address: string | undefined;
  /** For confirm_phone: only a code sent for this customer counts. */
  customerId?: number;
}

/**
 * Uses the code: one conditional UPDATE takes a live, matching code, so of two uses at once one
 * succeeds. A live code that does not match counts a try; the fifth wrong try kills it
 * (too_many_attempts afterwards, until a new code is sent). A used, expired, replaced or never
 * sent code is `timeout`.
 */
async function useOtp(
  db: Database,
  config: ApiConfig,
  request: CheckRequest,
): Promise<{ customerId: number }> {
  const { phone, purpose } = request;
  if (request.address) {
    const { checksPerAddress, windowSeconds } = config.otpLimits;
    const network = networkOf(request.address);
    await enforceLimit(db, `otp:check:address:${network}`, checksPerAddress, windowSeconds);
  }
  const conditions: SQL[] = [
    eq(otpCodes.phone, phone),
    eq(otpCodes.purpose, purpose),
    isNull(otpCodes.usedAt),
    sql`${otpCodes.expiresAt} > now()`,
    lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
  ];
  if (request.customerId !== undefined)
    conditions.push(eq(otpCodes.customerId, request.customerId));
  const live = and(...conditions);

  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(live, eq(otpCodes.codeHash, hashOtp(phone, purpose, request.code))))
    .returning({ customerId: otpCodes.customerId });
  if (used) return used;

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(live)
    .returning({ attempts: otpCodes.attempts });
  if (counted) throw new ApiError("wrong_code", 400);

  const [dead] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${otpCodes.createdAt} + make_interval(secs => ${OTP_RESEND_SECONDS}) - now())))::int`,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, phone),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.usedAt),
        sql`${otpCodes.expiresAt} > now()`,
        sql`${otpCodes.attempts} >= ${OTP_MAX_ATTEMPTS}`,
      ),
    )
    .limit(1);
  if (dead) throw tooMany(dead.wait);
  throw new ApiError("timeout", 410);
}

/** Signs the member in with a login code: a token, exactly as e-mail and password give one. */
export async function loginWithOtp(
  db: Database,
  config: ApiConfig,
  request: { phone: string; code: string; address: string | undefined; channel: OtpChannel },
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  const event = { kind: "sign_in" as const, address: request.address };
  let customerId: number;
  try {
    ({ customerId } = await useOtp(db, config, { ...request, purpose: "login" }));
  } catch (error) {
    if (error instanceof ApiError) {
      await recordSecurityEvent(db, config.logger, {
        ...event,
        outcome: error.status === 429 ? "refused" : "failure",
        detail: { as: "customer", via: request.channel, reason: error.code },
      });
    }
    throw error;
  }
  const customer = await findCustomer(db, customerId);
  // The member deleted the account or changed the phone since the code was sent.
  if (!customer?.isActive || customer.phone !== request.phone) {
    throw new ApiError("user_not_found", 401);
  }
  await db.update(customers).set({ lastLoginAt: sql`now()` }).where(eq(customers.id, customer.id));
  const issued = await issueToken(
    db,
    { kind: "customer", customerId: customer.id },
    config.tokenLifetimeSeconds,
  );
  await recordSecurityEvent(db, config.logger, {
    ...event,
    outcome: "success",
    actor: { kind: "customer", id: customer.id },
    detail: { as: "customer", via: request.channel },
  });
  return { customer, token: issued.token, expiresAt: issued.expiresAt };
}

/** Confirms the signed-in member's phone with a confirm_phone code. */
export async function confirmPhone(
  db: Database,
  config: ApiConfig,
  customerId: number,
  request: { phone: string; code: string; address: string | undefined },
): Promise<CustomerRow> {
  const customer = await findCustomer(db, customerId);
  if (!customer?.isActive) throw new ApiError("unauthorized", 401);
  if (customer.phone !== request.phone) throw new ApiError("check_phone", 400);
  await useOtp(db, config, { ...request, purpose: "confirm_phone", customerId });
  const [confirmed] = await db
    .update(customers)
    .set({ phoneConfirmedAt: sql`coalesce(${customers.phoneConfirmedAt}, now())` })
    .where(and(eq(customers.id, customerId), eq(customers.phone, request.phone)))
    .returning();
  // The phone was changed between the check above and now.
  if (!confirmed) throw new ApiError("check_phone", 400);
  return confirmed;
}
