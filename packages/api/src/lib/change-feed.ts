// What one shop process tells the others sharing its PostgreSQL: an admin wrote (drop the
// remembered catalogue reads, reference data and rendered pages) or a session was revoked (forget
// that token). PostgreSQL's LISTEN/NOTIFY carries it, so a scaled-out shop needs no other service
// for it; the embedded database serves one process, which needs no feed at all.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "./logger.ts";

export type Change = { kind: "admin_write" } | { kind: "token_revoked"; tokenId: number };

export interface ChangeFeed {
  /** Tells the other processes; this process has already acted on the change itself. */
  publish(change: Change): void;
  /** Called for each change another process published. */
  subscribe(handler: (change: Change) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "shop_changes";
const RECONNECT_MS = 1000;

/**
 * A feed over one dedicated connection (LISTEN holds it; the pool's connections come and go).
 * A lost connection is opened again; while it is down, the caches' own short TTLs bound how long
 * another process may show what an admin has changed.
 */
export async function openPostgresChangeFeed(
  databaseUrl: string,
  logger: Logger,
): Promise<ChangeFeed> {
  const origin = randomUUID();
  const handlers: Array<(change: Change) => void> = [];
  let client: pg.Client | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      const parsed = parse(message.payload);
      if (!parsed || parsed.origin === origin) return;
      for (const handler of handlers) handler(parsed.change);
    });
    next.on("error", (error) => {
      logger.warn("change feed connection lost", { error: String(error) });
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      // Changes published while no one listened are missed: drop everything remembered.
      for (const handler of handlers) handler({ kind: "admin_write" });
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      logger.warn("change feed reconnect failed", { error: String(error) });
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  await connect();
  return {
    publish(change) {
      const payload = JSON.stringify({ origin, change });
      client?.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]).catch((error: unknown) => {
        logger.warn("change not published", { error: String(error) });
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await client?.end();
      client = undefined;
    },
  };
}

function parse(payload: string | undefined): { origin: string; change: Change } | undefined {
  try {
    const value = JSON.parse(payload ?? "") as { origin?: unknown; change?: Change };
    if (typeof value.origin !== "string" || !value.change) return undefined;
    const { change } = value;
    if (change.kind === "admin_write") return { origin: value.origin, change };
    if (change.kind === "token_revoked" && Number.isInteger(change.tokenId))
      return { origin: value.origin, change };
    return undefined;
  } catch {
    return undefined;
  }
}
