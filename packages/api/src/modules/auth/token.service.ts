// Bearer tokens of customers, admins and guests: 32 random bytes given to the client once, stored
// as their SHA-256, valid until expires_at unless revoked.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, authTokens, customers, guests } from "../../db/schema/index.ts";
import type { Identity } from "../../lib/app-env.ts";

export type TokenOwner =
  | { kind: "customer"; customerId: number }
  | { kind: "admin"; adminId: number }
  | { kind: "guest"; guestId: number };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** An admin's session ends after this long without a request (ADMIN_IDLE_MINUTES). */
export const DEFAULT_ADMIN_IDLE_SECONDS = 1800;

export async function issueToken(
  db: Database,
  owner: TokenOwner,
  lifetimeSeconds: number,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(token),
      kind: owner.kind,
      customerId: owner.kind === "customer" ? owner.customerId : null,
      adminId: owner.kind === "admin" ? owner.adminId : null,
      guestId: owner.kind === "guest" ? owner.guestId : null,
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .returning({ id: authTokens.id, expiresAt: authTokens.expiresAt });
  if (!row) throw new Error("token insert returned nothing");
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/**
 * The identity a token stands for, or undefined when it is unknown, expired or revoked, or, for
 * an admin, unused for longer than `adminIdleSeconds` (each use moves the admin's clock on, in
 * one conditional UPDATE, so the idle end holds however many processes serve the admin).
 */
export async function resolveToken(
  db: Database,
  token: string,
  via: "bearer" | "cookie",
  adminIdleSeconds: number = DEFAULT_ADMIN_IDLE_SECONDS,
): Promise<Identity | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({
      id: authTokens.id,
      kind: authTokens.kind,
      customerId: authTokens.customerId,
      adminId: authTokens.adminId,
      guestId: authTokens.guestId,
      guestCode: guests.code,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .leftJoin(customers, eq(customers.id, authTokens.customerId))
    .leftJoin(admins, eq(admins.id, authTokens.adminId))
    .leftJoin(guests, eq(guests.id, authTokens.guestId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > now()`,
        sql`(${authTokens.kind} <> 'customer' OR ${customers.isActive})`,
        sql`(${authTokens.kind} <> 'admin' OR ${admins.isActive})`,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const base = { tokenId: row.id, expiresAt: row.expiresAt, via };
  if (row.kind === "customer" && row.customerId)
    return { kind: "customer", customerId: row.customerId, ...base };
  if (row.kind === "admin" && row.adminId) {
    const [active] = await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.id, row.id),
          sql`${authTokens.lastUsedAt} > now() - make_interval(secs => ${adminIdleSeconds})`,
        ),
      )
      .returning({ id: authTokens.id });
    if (!active) {
      await revokeToken(db, row.id);
      return undefined;
    }
    return { kind: "admin", adminId: row.adminId, ...base };
  }
  if (row.kind === "guest" && row.guestId && row.guestCode) {
    return { kind: "guest", guestId: row.guestId, guestCode: row.guestCode, ...base };
  }
  return undefined;
}

/**
 * Customers' and guests' tokens resolved within the last `ttlMs` (a few seconds), so that a
 * shopper's burst of calls costs one token lookup. A token revoked through this process is
 * forgotten at once (`forget`; an admin's write clears it all); revoked through another process,
 * it stops working there within `ttlMs`. Admin tokens, unknown and expired tokens are never kept.
 */
export interface TokenCache {
  resolve(db: Database, token: string, via: "bearer" | "cookie"): Promise<Identity | undefined>;
  forget(tokenId: number): void;
  clear(): void;
}

export function createTokenCache({
  ttlMs,
  adminIdleSeconds = DEFAULT_ADMIN_IDLE_SECONDS,
  maxEntries = 10_000,
  now = Date.now,
}: {
  ttlMs: number;
  adminIdleSeconds?: number;
  maxEntries?: number;
  now?: () => number;
}): TokenCache {
  const entries = new Map<string, { identity: Identity; expires: number }>();
  return {
    async resolve(db, token, via) {
      if (ttlMs <= 0 || !TOKEN_SHAPE.test(token))
        return resolveToken(db, token, via, adminIdleSeconds);
      const key = hashToken(token);
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expires > at && hit.identity.expiresAt.getTime() > at)
        return { ...hit.identity, via };
      entries.delete(key);
      const identity = await resolveToken(db, token, via, adminIdleSeconds);
      if (identity && identity.kind !== "admin") {
        entries.set(key, { identity, expires: at + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return identity;
    },
    forget(tokenId) {
      for (const [key, entry] of entries) {
        if (entry.identity.tokenId === tokenId) entries.delete(key);
      }
    },
    clear: () => entries.clear(),
  };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of an owner (after a password change or an account deletion). */
export async function revokeAllTokens(db: Database, owner: TokenOwner): Promise<void> {
  const column =
    owner.kind === "customer"
      ? eq(authTokens.customerId, owner.customerId)
      : owner.kind === "admin"
        ? eq(authTokens.adminId, owner.adminId)
        : eq(authTokens.guestId, owner.guestId);
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(column, isNull(authTokens.revokedAt)));
}

/** Deletes tokens that expired more than a week ago. */
export async function pruneTokens(db: Database): Promise<void> {
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < now() - interval '7 days'`);
}

/** A new token as a sign-in answers it (the customer's, the admin's, the guest's). */
export const tokenBody = (token: string, expiresAt: Date, lifetime: number) => ({
  token,
  token_type: "Bearer" as const,
  expires_in: lifetime,
  expires_at: expiresAt.toISOString(),
});
