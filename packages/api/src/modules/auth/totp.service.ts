// An admin's second factor: RFC 6238 time-based codes (6 digits, 30 s, SHA-1, as every
// authenticator app reads them) through the maintained `otpauth` package. Enrolment gives the
// secret once and takes effect when the admin confirms a first code. Once enrolled, the password
// step of adminToken answers with a ticket and the code completes the sign-in; a code is checked
// with one step either side (clock drift) and works once (the last used step is kept and only a
// later one is accepted, in one conditional UPDATE). Wrong codes count as failed sign-ins.
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../../db/client.ts";
import { admins, adminTwoFactorTickets } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { type AdminRow, countAttempt, findAdmin } from "./auth.service.ts";
import { hashToken, issueToken } from "./token.service.ts";

const PERIOD = 30;
const TICKET_LIFETIME_SECONDS = 300;
const ISSUER = "Shop admin";

const totp = (secret: string, label = "admin") =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
  });

/** The time step a code belongs to (±1 step of now), or null when it is not the secret's. */
export function stepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

export async function startTotpEnrolment(
  db: Database,
  adminId: number,
): Promise<{ secret: string; uri: string }> {
  const admin = await findAdmin(db, adminId);
  if (!admin) throw new ApiError("unauthorized", 401);
  if (admin.totpSecret) throw new ApiError("forbidden", 403);
  const secret = new Secret({ size: 20 }).base32;
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
  return { secret, uri: totp(secret, admin.email).toString() };
}

export async function confirmTotpEnrolment(
  db: Database,
  adminId: number,
  code: string,
  now = Date.now(),
): Promise<void> {
  const admin = await findAdmin(db, adminId);
  if (!admin?.totpPendingSecret || admin.totpSecret) throw new ApiError("forbidden", 403);
  const step = stepOf(admin.totpPendingSecret, code, now);
  if (step === null) throw new ApiError("wrong_code", 400);
  const [enrolled] = await db
    .update(admins)
    .set({ totpSecret: admin.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(admins.id, adminId), isNull(admins.totpSecret)))
    .returning({ id: admins.id });
  if (!enrolled) throw new ApiError("forbidden", 403);
}

/** After the right password of an enrolled admin: the ticket the code is sent with. */
export async function issueTwoFactorTicket(db: Database, adminId: number) {
  const ticket = randomBytes(32).toString("base64url");
  await db.insert(adminTwoFactorTickets).values({
    ticketHash: hashToken(ticket),
    adminId,
    expiresAt: sql`now() + make_interval(secs => ${TICKET_LIFETIME_SECONDS})`,
  });
  return { ticket, expiresIn: TICKET_LIFETIME_SECONDS };
}

export async function completeTwoFactor(
  db: Database,
  config: ApiConfig,
  input: { ticket: string; code: string },
  address: string | undefined,
  now = Date.now(),
): Promise<{ admin: AdminRow; token: string; expiresAt: Date }> {
  const usable = and(
    eq(adminTwoFactorTickets.ticketHash, hashToken(input.ticket)),
    isNull(adminTwoFactorTickets.usedAt),
    sql`${adminTwoFactorTickets.expiresAt} > now()`,
  );
  const [found] = await db
    .select({ admin: admins })
    .from(adminTwoFactorTickets)
    .innerJoin(admins, eq(admins.id, adminTwoFactorTickets.adminId))
    .where(and(usable, eq(admins.isActive, true), isNotNull(admins.totpSecret)))
    .limit(1);
  if (!found?.admin.totpSecret) throw new ApiError("unauthorized", 401);
  const { admin } = found;
  const attempt = await countAttempt(db, config, { kind: "admin", email: admin.email, address });
  const step = stepOf(admin.totpSecret as string, input.code, now);
  const [fresh] =
    step === null
      ? []
      : await db
          .update(admins)
          .set({ totpLastStep: step, lastLoginAt: sql`now()` })
          .where(
            and(
              eq(admins.id, admin.id),
              or(isNull(admins.totpLastStep), sql`${admins.totpLastStep} < ${step}`),
            ),
          )
          .returning({ id: admins.id });
  if (!fresh) {
    await attempt.failed("wrong_code");
    throw new ApiError("wrong_code", 401);
  }
  const [used] = await db
    .update(adminTwoFactorTickets)
    .set({ usedAt: sql`now()` })
    .where(usable)
    .returning({ id: adminTwoFactorTickets.id });
  if (!used) throw new ApiError("unauthorized", 401);
  await attempt.succeeded(admin.id);
  const issued = await issueToken(
    db,
    { kind: "admin", adminId: admin.id },
    config.tokenLifetimeSeconds,
  );
  return { admin, token: issued.token, expiresAt: issued.expiresAt };
}
