// Past one machine (issue 15): the same load on the shop with 1, 2 and 4 worker processes
// (WEB_CONCURRENCY) on one PostgreSQL database, so the scaling curve shows beside each other:
// the catalogue reads (a category's products, a product's detail) and add to cart by guests.
// Needs a PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL); makes its own database,
// seeded once by the first shop, and drops it. Run alone with `node scripts/bench/workers.ts`;
// BENCH_WORKER_COUNTS=1,2 and BENCH_WORKERS_SECONDS=3 narrow and shorten it.
import { addToCartLoad, postgresDatabase } from "./commerce.ts";
import { type API_CALLS, discover } from "./discover.ts";
import { load, warmUp } from "./load.ts";
import { table } from "./report.ts";
import { startShop } from "./start-shop.ts";

/** Enough connections to keep four workers busy. */
const CONNECTIONS = 16;
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 10);
const WORKER_COUNTS = (process.env.BENCH_WORKER_COUNTS ?? "1,2,4")
  .split(",")
  .map((count) => Number(count.trim()))
  .filter((count) => Number.isInteger(count) && count > 0);

const READS = ["category products", "product by seo link"] as const satisfies ReadonlyArray<
  (typeof API_CALLS)[number]
>;

export interface WorkersRow {
  measure: string;
  workers: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  /** Refused, failed or timed-out answers. */
  non2xx: number;
}

async function measure(origin: string, workers: number, log: (m: string) => void) {
  const rows: WorkersRow[] = [];
  const found = await discover(origin);
  for (const name of READS) {
    const call = found.api[name];
    if (!call.ok) throw new Error(`${name}: ${call.missing}`);
    log(`▶ ${workers} worker(s): ${name}`);
    await warmUp(call.value, CONNECTIONS, WARM_UP_SECONDS);
    const result = await load(call.value, { connections: CONNECTIONS, seconds: SECONDS });
    rows.push({
      measure: name,
      workers,
      requestsPerSecond: result.requestsPerSecond,
      medianMs: result.medianMs,
      p99Ms: result.p99Ms,
      non2xx: result.non2xx + result.errors + result.timeouts,
    });
  }

  log(`▶ ${workers} worker(s): add to cart`);
  // Guests of this run only: the carts of an earlier worker count do not weigh on this one.
  const added = await addToCartLoad(origin, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
  });
  rows.push({ measure: "add to cart", workers, ...added });
  return rows;
}

export async function measureWorkers(log: (message: string) => void): Promise<WorkersRow[]> {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) {
    log("  (no BENCH_DATABASE_URL or TEST_DATABASE_URL: the worker scaling is left out)");
    return [];
  }
  const database = await postgresDatabase(server);
  const rows: WorkersRow[] = [];
  try {
    for (const workers of WORKER_COUNTS) {
      log(`▶ workers: starting the shop with WEB_CONCURRENCY=${workers} on PostgreSQL`);
      const shop = await startShop(log, { databaseUrl: database.url, workers });
      try {
        rows.push(...(await measure(shop.origin, workers, log)));
      } finally {
        await shop.stop();
      }
    }
  } finally {
    await database.drop();
  }
  return rows;
}

const MEASURES: readonly string[] = [...READS, "add to cart"];

export function workersTable(rows: readonly WorkersRow[]): string {
  const single = (measure: string) =>
    rows.find((row) => row.measure === measure && row.workers === 1)?.requestsPerSecond;
  const curve = [...rows].sort(
    (a, b) => MEASURES.indexOf(a.measure) - MEASURES.indexOf(b.measure) || a.workers - b.workers,
  );
  return table(
    [
      `PostgreSQL, ${CONNECTIONS} connections`,
      "workers",
      "req/s",
      "× 1 worker",
      "median ms",
      "p99 ms",
      "non-2xx",
    ],
    curve.map((row) => {
      const base = single(row.measure);
      return [
        row.measure,
        String(row.workers),
        row.requestsPerSecond.toFixed(0),
        base ? (row.requestsPerSecond / base).toFixed(2) : "",
        row.medianMs.toFixed(1),
        row.p99Ms.toFixed(1),
        String(row.non2xx),
      ];
    }),
    ["left", "right", "right", "right", "right", "right", "right"],
  );
}

if (import.meta.main) {
  const log = (message: string) => process.stdout.write(`${message}\n`);
  measureWorkers(log)
    .then((rows) => log(`\n${workersTable(rows)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
