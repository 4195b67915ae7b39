// What one server render of a page costs the shop, with nothing else asking: the API calls its
// loaders make in-process, and the CPU time of the shop's processes. The calls are counted from
// the shop's own request log (the API writes one line a call, whether its read cache answers or
// not); the CPU is read from /proc before and after renders made one after another. Each render
// asks for a URL the page cache has not seen, so every one is rendered; the signed-in shopper's
// never comes from the page cache anyway.
import { readFileSync, statSync } from "node:fs";
import { cpuSeconds } from "./memory.ts";
import type { RunningShop } from "./start-shop.ts";

/** Renders per page: enough that the timers the shop runs meanwhile weigh little. */
const RENDERS = 20;

export interface PageCost {
  name: string;
  url: string;
  /** In-process API calls per render. */
  apiCalls?: number;
  /** CPU milliseconds of the shop's processes per render. */
  cpuMs?: number;
  error?: string;
}

/** The request lines the API wrote to the log since `offset`, and the log's new length. */
function apiRequestsSince(logFile: string, offset: number): { calls: number; end: number } {
  const written = readFileSync(logFile).subarray(offset);
  const text = written.toString("utf8");
  let calls = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; path?: string };
      if (entry.msg === "request" && entry.path?.startsWith("/api/")) calls += 1;
    } catch {
      // a line of something else (a warning from Node)
    }
  }
  return { calls, end: offset + written.length };
}

/** A URL of `path` that no earlier request asked for, so that the page cache cannot answer. */
function unseen(origin: string, path: string, n: number): string {
  const url = new URL(path, origin);
  url.searchParams.set("cost", String(n));
  return url.href;
}

export async function measurePageCost(
  shop: RunningShop,
  pages: Array<{ name: string; url: string; headers?: Record<string, string> }>,
): Promise<PageCost[]> {
  const costs: PageCost[] = [];
  let n = 0;
  for (const page of pages) {
    const cost: PageCost = { name: page.name, url: page.url };
    costs.push(cost);
    try {
      const render = async () => {
        n += 1;
        const response = await fetch(unseen(shop.origin, page.url, n), {
          headers: { accept: "text/html", ...page.headers },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${response.status} for ${page.url}`);
      };
      await render(); // the route's code loaded and compiled: not what a render costs
      // The request log is written as the calls are made; what a render wrote is read after it.
      let offset = statSync(shop.logFile).size;
      let calls = 0;
      const cpuBefore = cpuSeconds(shop.pid);
      for (let i = 0; i < RENDERS; i++) {
        await render();
        const since = apiRequestsSince(shop.logFile, offset);
        calls += since.calls;
        offset = since.end;
      }
      cost.cpuMs = ((cpuSeconds(shop.pid) - cpuBefore) * 1000) / RENDERS;
      cost.apiCalls = calls / RENDERS;
    } catch (error) {
      cost.error = error instanceof Error ? error.message : String(error);
    }
  }
  return costs;
}
