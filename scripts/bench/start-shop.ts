// The shop as `pnpm start` runs it (production build, embedded database), on a free loopback
// port with a fresh DATA_DIR, so every run measures the freshly seeded demo shop. The process is
// started with Node directly and stopped by its PID: a pnpm wrapper would not pass the signal on.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureBuild } from "../../packages/shop-app/server/build.ts";
import { shopNodeFlags, shopProcessEnv } from "../shop-process-env.mjs";

const root = resolve(import.meta.dirname, "../..");
const serveScript = join(root, "packages/shop-app/serve.ts");
const READY_TIMEOUT_MS = 120_000;

export interface RunningShop {
  origin: string;
  dataDir: string;
  logFile: string;
  pid: number;
  /** The last lines the shop wrote (for error messages). */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

async function waitUntilReady(origin: string, child: ChildProcess, tail: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the shop exited (${child.exitCode ?? child.signalCode}):\n${tail()}`);
    }
    try {
      const response = await fetch(`${origin}/api/v1/health`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) {
        const page = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
        if (page.status < 500) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

/**
 * Builds the storefront when its build is missing or stale, then starts and awaits the shop: on
 * a fresh embedded database, or on the PostgreSQL database `databaseUrl` names, with `workers`
 * processes serving the port (WEB_CONCURRENCY, PostgreSQL only); `env` adds to its environment
 * (READ_CACHE_TTL_MS=0, say).
 */
export async function startShop(
  log: (message: string) => void,
  options: { databaseUrl?: string; workers?: number; env?: Record<string, string> } = {},
): Promise<RunningShop> {
  await ensureBuild(log);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  const logFile = join(dataDir, "shop.log");
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [...shopNodeFlags, serveScript], {
    cwd: root,
    stdio: ["ignore", out, out],
    env: {
      ...shopProcessEnv,
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SKIP_BUILD: "true",
      DATABASE_URL: options.databaseUrl ?? "",
      WEB_CONCURRENCY: String(options.workers ?? 1),
      ...options.env,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the shop process could not be started");
  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "";
    }
  };
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(pid, "SIGTERM");
        const killer = setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
        }, 10_000);
        await exited(child);
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(origin, child, () => logTail());
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, logFile, pid, logTail, stop };
}
