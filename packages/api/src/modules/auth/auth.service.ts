// Signing in and out: customers and admins by e-mail and password, guests by a new guest code;
// the browsing sessions of signed-in customers. Sign-in attempts are slowed per account and client
// address together, and limited per client address, in the database.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, customerSessions, guests } from "../../db/schema/index.ts";
import type { ApiConfig } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { clearLimit, hitLimit, holdLimit, readLimits, unhitLimit } from "../../lib/rate-limit.ts";
import { recordSecurityEvent, type SecurityEvent } from "../../lib/security-events.ts";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { issueToken } from "./token.service.ts";
import { issueTwoFactorTicket } from "./totp.service.ts";

export type AdminRow = typeof admins.$inferSelect;

interface Attempt {
  kind: "customer" | "admin";
  email: string;
  address: string | undefined;
}

/** The longest a shopper waits between two tries after many failures. */
const MAX_WAIT_SECONDS = 900;

const tooMany = (retryAfter: number) => {
  const seconds = Math.max(1, retryAfter);
  return new ApiError("too_many_attempts", 429, {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { "Retry-After": String(seconds) },
  });
};

/**
 * Failures are counted per account and client address together. After `perAccount` of them from
 * one address, each further try there waits twice as long as the one before (2 s, 4 s, … up to
 * 15 minutes): guessing slows to a crawl, yet nobody can lock an owner out, since the owner's
 * own address keeps its own count. One address is also limited across accounts (`perAddress`
 * tries per window, counted before the password is looked at, atomically, so parallel guesses
 * cannot slip past).
 */
export async function countAttempt(db: Database, config: ApiConfig, attempt: Attempt) {
  const { perAccount, perAddress, windowSeconds } = config.loginLimits;
  const record = (outcome: SecurityEvent["outcome"], extra: Partial<SecurityEvent> = {}) =>
    recordSecurityEvent(db, config.logger, {
      kind: "sign_in",
      outcome,
      email: attempt.email,
      address: attempt.address,
      detail: { as: attempt.kind },
      ...extra,
    });
  // Counted per network (an IPv6 /64 is one client), so a guesser cannot rotate addresses.
  const network = attempt.address ? networkOf(attempt.address) : undefined;
  const pairKey = `login:${attempt.kind}:pair:${attempt.email}|${network ?? "unknown"}`;
  const waitKey = `${pairKey}:wait`;
  const addressKey = network ? `login:${attempt.kind}:address:${network}` : undefined;
  const waiting = (await readLimits(db, [waitKey])).get(waitKey);
  if (waiting) {
    await record("refused", { detail: { as: attempt.kind, reason: "slowed" } });
    throw tooMany(waiting.retryAfter);
  }
  if (addressKey) {
    const address = await hitLimit(db, addressKey, windowSeconds);
    if (address.hits > perAddress) {
      await record("refused", { detail: { as: attempt.kind, reason: "address_limit" } });
      throw tooMany(address.retryAfter);
    }
  }
  return {
    /** A successful sign-in forgets the pair's failures and takes its own hit off the address. */
    async succeeded(id: number) {
      await clearLimit(db, pairKey);
      await clearLimit(db, waitKey);
      if (addressKey) await unhitLimit(db, addressKey);
      await record("success", { actor: { kind: attempt.kind, id } });
    },
    async failed(reason: "user_not_found" | "wrong_password" | "wrong_code") {
      await record("failure", { detail: { as: attempt.kind, reason } });
      const pair = await hitLimit(db, pairKey, windowSeconds);
      const over = pair.hits - perAccount;
      if (over >= 0) await holdLimit(db, waitKey, Math.min(2 ** (over + 1), MAX_WAIT_SECONDS));
    },
  };
}

export async function findAdmin(db: Database, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function loginAdmin(
  db: Database,
  config: ApiConfig,
  credentials: { email: string; password: string },
  address: string | undefined,
): Promise<
  | { admin: AdminRow; token: string; expiresAt: Date }
  | { admin: AdminRow; twoFactor: { ticket: string; expiresIn: number } }
> {
  const email = credentials.email.trim().toLowerCase();
  const attempt = await countAttempt(db, config, {
    kind: "admin",
    email,
    address,
  });
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`)
    .limit(1);
  if (!admin?.isActive) {
    await attempt.failed("user_not_found");
    throw new ApiError("user_not_found", 401);
  }
  if (!(await verifyPassword(credentials.password, admin.passwordHash))) {
    await attempt.failed("wrong_password");
    throw new ApiError("wrong_password", 401);
  }
  const passwordHash = needsRehash(admin.passwordHash, config.passwordCost)
    ? await hashPassword(credentials.password, config.passwordCost)
    : admin.passwordHash;
  if (admin.totpSecret) {
    // Half-way: the failures stay counted until the code is right too.
    if (passwordHash !== admin.passwordHash)
      await db.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    return { admin, twoFactor: await issueTwoFactorTicket(db, admin.id) };
  }
  await attempt.succeeded(admin.id);
  await db
    .update(admins)
    .set({ lastLoginAt: sql`now()`, passwordHash })
    .where(eq(admins.id, admin.id));
  const issued = await issueToken(
    db,
    { kind: "admin", adminId: admin.id },
    config.tokenLifetimeSeconds,
  );
  return { admin, token: issued.token, expiresAt: issued.expiresAt };
}

/** Guest codes: 16 characters of an alphabet without look-alikes (0/O, 1/I/L). */
const GUEST_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newGuestCode(): string {
  const bytes = randomBytes(16);
  let code = "";
  for (const byte of bytes) code += GUEST_ALPHABET[byte % GUEST_ALPHABET.length];
  return code;
}

export async function createGuest(
  db: Database,
  config: ApiConfig,
): Promise<{ guestId: number; guestCode: string; token: string; expiresAt: Date }> {
  const [guest] = await db.insert(guests).values({ code: newGuestCode() }).returning();
  if (!guest) throw new Error("guest insert returned nothing");
  const issued = await issueToken(
    db,
    { kind: "guest", guestId: guest.id },
    config.tokenLifetimeSeconds,
  );
  return {
    guestId: guest.id,
    guestCode: guest.code,
    token: issued.token,
    expiresAt: issued.expiresAt,
  };
}

/**
 * Starts (or continues) a customer's browsing session. A known, open session of the same customer
 * is continued; anything else starts a new one.
 */
export async function startSession(
  db: Database,
  customerId: number,
  sessionId: string | undefined,
): Promise<{ sessionId: string; startedAt: Date }> {
  if (sessionId) {
    const [open] = await db
      .update(customerSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(customerSessions.sessionId, sessionId),
          eq(customerSessions.customerId, customerId),
          isNull(customerSessions.endedAt),
        ),
      )
      .returning();
    if (open) return { sessionId: open.sessionId, startedAt: open.startedAt };
  }
  const [created] = await db
    .insert(customerSessions)
    .values({ sessionId: randomBytes(18).toString("base64url"), customerId })
    .returning();
  if (!created) throw new Error("session insert returned nothing");
  return { sessionId: created.sessionId, startedAt: created.startedAt };
}

export async function endSession(
  db: Database,
  customerId: number,
  sessionId: string,
): Promise<boolean> {
  const ended = await db
    .update(customerSessions)
    .set({ endedAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.sessionId, sessionId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.endedAt),
      ),
    )
    .returning({ id: customerSessions.id });
  return ended.length > 0;
}
