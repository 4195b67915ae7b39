// WEB_CONCURRENCY=N: one primary process builds the app once, then forks N workers that each open
// the API on the shared PostgreSQL (migrating and seeding under its advisory lock, so only the
// first does it) and serve the same port; the kernel shares the connections between them.
// A worker that dies is replaced; SIGTERM or SIGINT stops them all gracefully.
import cluster, { type Worker } from "node:cluster";
import { ensureBuild } from "./build.ts";
import type { WebEnv } from "./env.ts";
import { clusterMetrics, serveMetrics } from "./metrics.ts";

/** A worker dying this soon after starting is a broken configuration, not a crash to recover. */
const EARLY_EXIT_MS = 10_000;

export async function startWorkers(env: WebEnv): Promise<void> {
  const log = (message: string) => process.stdout.write(`${message}\n`);
  if (!env.skipBuild) await ensureBuild(log);
  let stopping = false;
  const started = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork({ SKIP_BUILD: "true" });
    started.set(worker, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit();
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? code})`);
    if (Date.now() - since < EARLY_EXIT_MS) {
      log("a worker failed while starting: stopping");
      stop("worker failure", 1);
      return;
    }
    fork();
  });

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`stopping ${started.size} workers (${reason})`);
    process.exitCode = exitCode;
    metrics?.close();
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    if (started.size === 0) process.exit();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  const metrics = env.metricsPort
    ? serveMetrics(env.metricsPort, env.host, clusterMetrics())
    : undefined;
  for (let i = 0; i < env.workers; i++) fork();
  log(`${env.workers} workers on port ${env.port}`);
}
