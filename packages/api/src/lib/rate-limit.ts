// Fixed-window counters in the database (table rate_limits), so that every process of the shop
// counts together and a restart forgets nothing.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { ApiError } from "./errors.ts";

export interface LimitState {
  key: string;
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Current counts of the given keys (windows that have ended count as zero). */
export async function readLimits(db: Database, keys: string[]): Promise<Map<string, LimitState>> {
  const rows = await db
    .select({
      key: rateLimits.key,
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
    })
    .from(rateLimits)
    .where(sql`${inArray(rateLimits.key, keys)} AND ${rateLimits.resetAt} > now()`);
  return new Map(rows.map((row) => [row.key, row]));
}

/** Counts one hit for the key; a window that has ended starts again. Returns the new count. */
export async function hitLimit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<LimitState> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + ${window} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned nothing");
  return row;
}

/** Holds the key for the given seconds from now (a wait that readLimits then reports). */
export async function holdLimit(db: Database, key: string, seconds: number): Promise<void> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt: until } });
}

export async function clearLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes windows that ended long ago (called now and then; the table stays small). */
export async function pruneLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 day'`);
}

/** Takes back one hit (a sign-in that succeeded should not count against its address). */
export async function unhitLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Counts a hit and refuses with 429 too_many_attempts once the key has used up its window. */
export async function enforceLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const state = await hitLimit(db, key, windowSeconds);
  if (state.hits > limit) {
    const retryAfter = Math.max(1, state.retryAfter);
    throw new ApiError("too_many_attempts", 429, {
      params: { minutes: Math.ceil(retryAfter / 60) },
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
