// Opening the shop's database: the embedded PostgreSQL (PGlite, data in a directory) or a
// PostgreSQL server (node-postgres pool). Both give the same `Database`; nothing else in the API
// knows which one it talks to. The handle is always passed in, never held in a module.
import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export { schema };

/** The typed database: a drizzle PgDatabase over the whole schema, on PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction inside `db.transaction(async (tx) => ...)`; accepted wherever a Database is. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs `work` on one connection that holds a PostgreSQL advisory lock for its duration, so that
   * of several processes starting at once only one migrates and seeds at a time.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** The server connections held, idle and waited for (PostgreSQL's pool; none embedded). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Extensions every PGlite of the shop loads (search uses trigram similarity and unaccent). */
export const pgliteExtensions = { pg_trgm, unaccent } as const;

/**
 * Memory settings of the embedded PostgreSQL (docs/decisions/api-027-memory.md). PGlite's
 * WebAssembly memory only ever grows: every buffer PostgreSQL touches once stays in the process
 * for good. The defaults (128 MB of shared buffers, 64 MB for index builds) were made for a server
 * of its own; a shop's catalogue fits in a fraction and the operating system caches the files.
 */
export const pgliteMemorySettings = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
} as const;

export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  const pgliteOptions: PGliteOptions = {
    extensions: pgliteExtensions,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(pgliteMemorySettings).flatMap(([name, value]) => [
        "-c",
        `${name}=${value}`,
      ]),
    ],
  };
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    pgliteOptions.dataDir = options.dataDir;
  }
  if (options.loadDataDir) pgliteOptions.loadDataDir = options.loadDataDir;
  return PGlite.create(pgliteOptions);
}

/** Wraps an open PGlite instance. Closing the handle closes the instance. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    // One connection only: every call is already exclusive within this process.
    exclusive: (work) => work(db),
    poolStats: () => null,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool. Closing the handle ends the pool. */
export function postgresDatabase(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async exclusive(work) {
      const connection = await pool.connect();
      try {
        await connection.query("SELECT pg_advisory_lock(727274)");
        try {
          return await work(drizzlePostgres({ client: connection, schema }) as unknown as Database);
        } finally {
          await connection.query("SELECT pg_advisory_unlock(727274)");
        }
      } finally {
        connection.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/** Which driver a Database runs on. */
export function databaseKindOf(db: Database): DatabaseKind {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? "pglite" : "postgres";
}

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database's files (PGlite). */
  pgliteDir?: string | undefined;
  /** Connections in the server pool. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // A broken idle connection must not take the process down; the pool replaces it.
    pool.on("error", () => {});
    return postgresDatabase(pool);
  }
  if (!options.pgliteDir) throw new Error("openDatabase needs a databaseUrl or a pgliteDir");
  return pgliteDatabase(await createPglite({ dataDir: options.pgliteDir }));
}
