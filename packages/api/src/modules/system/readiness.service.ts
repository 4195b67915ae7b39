// Whether this process may take traffic: its database answers, and holds the migrations this
// version of the code ships (a process started against a database another version migrated, or
// one still being migrated, waits outside the load balancer).
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Readiness } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrate.ts";

let latestMigration: number | undefined;
function latestShipped(): number {
  latestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  return latestMigration;
}

export async function readiness(db: Database): Promise<Readiness> {
  try {
    await db.execute(sql`SELECT 1`);
  } catch {
    return { status: "not_ready", database: false, migrations: false };
  }
  const migrations = (await latestApplied(db)) >= latestShipped();
  return { status: migrations ? "ready" : "not_ready", database: true, migrations };
}

/** When the newest migration applied was written; 0 in a database never migrated. */
async function latestApplied(db: Database): Promise<number> {
  try {
    const result = await db.execute(
      sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: Array<{ latest: string | null }> }).rows;
    return Number(rows[0]?.latest ?? 0);
  } catch {
    return 0;
  }
}
