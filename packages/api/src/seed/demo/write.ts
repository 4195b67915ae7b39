// Batched, idempotent writes for the demo seed: rows go in chunks with ON CONFLICT DO NOTHING
// (any unique key: natural codes, translation keys, seo links), so a second run adds nothing and
// never overwrites what an admin has changed since.
import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client.ts";
import { chunks } from "./util.ts";

export type Tx = Transaction;

// PostgreSQL takes at most 65535 parameters per statement; 400 rows of up to ~30 columns fit.
const ROWS_PER_STATEMENT = 400;

export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Array<T["$inferInsert"]>,
): Promise<void> {
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    if (part.length) await tx.insert(table).values(part).onConflictDoNothing();
  }
}

/** Natural key → id, for a table with `id` and `code` columns. */
export async function idsByCode(
  tx: Tx,
  table: PgTable & { id: unknown; code: unknown },
): Promise<Map<string, number>> {
  // biome-ignore lint/suspicious/noExplicitAny: the two columns are checked by the parameter type
  const t = table as any;
  const rows = (await tx.select({ id: t.id, code: t.code }).from(table)) as Array<{
    id: number;
    code: string;
  }>;
  return new Map(rows.map((r) => [r.code, r.id]));
}

export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: no ${what} ${String(key)}`);
  return value;
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
