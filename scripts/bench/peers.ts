// `pnpm bench:peers`: our store API beside the best-known open-source TypeScript shop engines,
// Medusa and Vendure, measured in one run on one machine (only a ratio taken so means anything).
// Each peer is set up, benchmarked and stopped by its own scripts from PEERS_DIR (default
// ../shared/peers from the repository; see its README), one at a time: they share the cores.
// The same calls as theirs at 10 connections: a list of products, a product's detail, search,
// and add to cart. Ours runs on PostgreSQL as theirs do (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; otherwise the embedded database). BENCH_PEERS=vendure narrows the peers;
// BENCH_PEERS_SECONDS (10) and BENCH_PEERS_WARMUP (5) set the length of each run.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { addToCartLoad, postgresDatabase } from "./commerce.ts";
import { type ApiCall, discover } from "./discover.ts";
import { load, warmUp } from "./load.ts";
import { table } from "./report.ts";
import { startShop } from "./start-shop.ts";

const root = resolve(import.meta.dirname, "../..");
const PEERS_DIR = resolve(root, process.env.PEERS_DIR ?? "../shared/peers");
const SECONDS = Number(process.env.BENCH_PEERS_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_PEERS_WARMUP ?? 5);
const CONNECTIONS = 10;

const MEASURES = ["list", "detail", "search", "add to cart"] as const;
type Measure = (typeof MEASURES)[number];

/** Our call for each measure (add to cart is measured with guests, as in the selling bench). */
const OURS: Record<Exclude<Measure, "add to cart">, ApiCall> = {
  list: "category products",
  detail: "product by seo link",
  search: "search suggestions",
};

/** The runs of each peer's bench script that are the same calls as ours. */
const PEER_RUNS: Record<string, Partial<Record<Measure, string>>> = {
  medusa: { list: "list", detail: "detail", "add to cart": "cart_line_item" },
  vendure: { list: "list", detail: "detail", search: "search", "add to cart": "add_item" },
};

interface Figure {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that failed (non-2xx, errors, timeouts): a low rate may be refusals. */
  failed: number;
}
type Figures = Partial<Record<Measure, Figure>>;

const log = (message: string) => process.stdout.write(`${message}\n`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function measureOurs(): Promise<{ database: string; figures: Figures }> {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const database = server ? await postgresDatabase(server) : undefined;
  const name = database ? "PostgreSQL" : "embedded";
  log(`▶ ours: starting the shop on a fresh ${name} database`);
  const shop = await startShop(log, database ? { databaseUrl: database.url } : {});
  const figures: Figures = {};
  try {
    const found = await discover(shop.origin);
    for (const [measure, call] of Object.entries(OURS) as Array<[Measure, ApiCall]>) {
      const target = found.api[call];
      if (!target.ok) continue;
      log(`▶ ours: ${measure} (${call})`);
      await warmUp(target.value, CONNECTIONS, WARM_UP_SECONDS);
      const r = await load(target.value, { connections: CONNECTIONS, seconds: SECONDS });
      figures[measure] = { ...r, failed: r.non2xx + r.errors + r.timeouts };
    }
    log("▶ ours: add to cart");
    const added = await addToCartLoad(shop.origin, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    figures["add to cart"] = { ...added, failed: added.non2xx };
  } finally {
    await shop.stop();
    await database?.drop();
  }
  return { database: name, figures };
}

/** Runs a peer's script with bash; its output goes to `logFile`. */
function script(file: string, args: string[], logFile: string, env: Record<string, string> = {}) {
  return new Promise<void>((done, fail) => {
    const out = openSync(logFile, "a");
    const child = spawn("bash", [file, ...args], {
      cwd: PEERS_DIR,
      stdio: ["ignore", out, out],
      env: { ...process.env, ...env },
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0) return done();
      const tail = readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-15).join("\n");
      fail(new Error(`${file} ${args.join(" ")} exited ${code}:\n${tail}`));
    });
  });
}

/**
 * Processes still running in the peer's folder (/tmp/peer-<name>) after its `stop`: the scripts
 * stop the pid they recorded, but Medusa's and Vendure's servers run as its children, which would
 * go on holding the cores and the port. Each is stopped by its pid.
 */
async function stopLeftovers(peer: string) {
  const folder = `/tmp/peer-${peer}`;
  const inFolder = () =>
    readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const cwd = readlinkSync(`/proc/${pid}/cwd`);
          return cwd === folder || cwd.startsWith(`${folder}/`);
        } catch {
          return false; // exited, or not ours to read
        }
      })
      .map(Number);
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  const left = inFolder();
  if (left.length === 0) return;
  log(`  ${peer}: stopping ${left.length} process(es) its stop left running`);
  signal(left, "SIGTERM");
  await new Promise((done) => setTimeout(done, 3000));
  signal(inFolder(), "SIGKILL");
}

async function measurePeer(peer: string, runs: Partial<Record<Measure, string>>, dir: string) {
  const setup = join(PEERS_DIR, `${peer}-setup.sh`);
  const bench = join(PEERS_DIR, `${peer}-bench.sh`);
  const logFile = join(dir, `${peer}.log`);
  const out = join(dir, peer);
  log(`▶ ${peer}: setting up (1 to 3 minutes; log ${logFile})`);
  try {
    await script(setup, [], logFile);
    log(`▶ ${peer}: ${Object.keys(runs).join(", ")}`);
    await script(bench, [], logFile, {
      RUNS: Object.values(runs).join(" "),
      CONNS: String(CONNECTIONS),
      DURATION: String(SECONDS),
      WARMUP: String(WARM_UP_SECONDS),
      OUT: out,
    });
  } finally {
    log(`▶ ${peer}: stopping`);
    await script(setup, ["stop"], logFile).catch((error: unknown) => log(message(error)));
    await stopLeftovers(peer);
  }
  const rows = JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as Array<{
    run: string;
    rps: number;
    p99_ms: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }>;
  const figures: Figures = {};
  for (const [measure, run] of Object.entries(runs) as Array<[Measure, string]>) {
    const row = rows.find((r) => r.run === run);
    if (row) {
      figures[measure] = {
        requestsPerSecond: row.rps,
        p99Ms: row.p99_ms,
        failed: row.non2xx + row.errors + row.timeouts,
      };
    }
  }
  return figures;
}

export function peersTable(
  ours: Figures,
  database: string,
  peers: Array<{ peer: string; figures?: Figures; error?: string }>,
): string {
  const rps = (figure: Figure | undefined) =>
    figure
      ? `${figure.requestsPerSecond.toFixed(0)}${figure.failed ? ` (${figure.failed} failed)` : ""}`
      : "-";
  const p99 = (figure: Figure | undefined) => (figure ? `${figure.p99Ms.toFixed(0)} ms` : "-");
  const rows = MEASURES.map((measure) => {
    const mine = ours[measure];
    return [
      measure,
      rps(mine),
      p99(mine),
      ...peers.flatMap(({ figures }) => {
        const theirs = figures?.[measure];
        const ratio =
          mine && theirs?.requestsPerSecond
            ? `${(mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}×`
            : "-";
        return [rps(theirs), p99(theirs), ratio];
      }),
    ];
  });
  const headers = [
    `${CONNECTIONS} connections, req/s`,
    "ours",
    "p99",
    ...peers.flatMap(({ peer }) => [peer, "p99", `ours/${peer}`]),
  ];
  return [
    `Store API beside the peers: ${SECONDS} s a run after ${WARM_UP_SECONDS} s, ours on ${database}`,
    table(headers, rows, ["left", ...headers.slice(1).map(() => "right" as const)]),
    ...peers.flatMap(({ peer, error }) => (error ? [`${peer}: failed: ${error}`] : [])),
  ].join("\n");
}

async function main() {
  if (!existsSync(PEERS_DIR)) throw new Error(`no peers' scripts in ${PEERS_DIR} (set PEERS_DIR)`);
  const only = (process.env.BENCH_PEERS ?? "").split(",").filter(Boolean);
  const names = Object.keys(PEER_RUNS).filter(
    (peer) =>
      (only.length === 0 || only.includes(peer)) &&
      existsSync(join(PEERS_DIR, `${peer}-setup.sh`)) &&
      existsSync(join(PEERS_DIR, `${peer}-bench.sh`)),
  );
  const ours = await measureOurs();
  const dir = mkdtempSync(join(tmpdir(), "shop-bench-peers-"));
  const peers: Array<{ peer: string; figures?: Figures; error?: string }> = [];
  for (const peer of names) {
    try {
      peers.push({ peer, figures: await measurePeer(peer, PEER_RUNS[peer] ?? {}, dir) });
    } catch (error) {
      peers.push({ peer, error: message(error) });
    }
  }
  log(`\n${peersTable(ours.figures, ours.database, peers)}`);
  log(
    "Calls: list = a category's products (ours 24, theirs 20), detail = a product by its link or id, " +
      "search = suggestions (ours) / search (Vendure), add to cart = a line into one of many guest carts.",
  );
  if (peers.every((p) => !p.error)) rmSync(dir, { recursive: true, force: true });
  else log(`peers' logs in ${dir}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`bench:peers failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
