// The figures as readable tables on the terminal, and the whole result as JSON
// (bench-results.json at the repository root, gitignored).
import { writeFileSync } from "node:fs";
import type { CommerceRow } from "./commerce.ts";
import type { ApiCall, PageType } from "./discover.ts";
import type { JsWeight } from "./js-weight.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import { MEMORY_AIMS, type MemoryResult } from "./memory.ts";
import type { PageCost } from "./page-cost.ts";
import type { WorkersRow } from "./workers.ts";

/** App JavaScript on a product page beyond the framework, gzip (the shop's budget). */
export const APP_JS_BUDGET_KB = 25;

export interface Settings {
  render: {
    connections: number;
    warmUpSeconds: number;
    seconds: number;
    overloadConnections: number;
  };
  api: {
    rate: number;
    rateConnections: number;
    seconds: number;
    maxConnections: number;
    maxSeconds: number;
  };
  apiVariants: { warmUpSeconds: number; seconds: number };
}

export interface PageResult {
  url?: string;
  missing?: string;
  render?: LoadResult;
  renderError?: string;
  /** Per locale (tr, ar). */
  js?: Record<string, JsWeight>;
  jsError?: Record<string, string>;
}

/** A render row beyond the page types: a signed-in shopper, many connections. */
export interface RenderExtra {
  name: string;
  url: string;
  connections: number;
  render?: LoadResult;
  renderError?: string;
}

export interface ApiResult {
  method?: string;
  url?: string;
  missing?: string;
  fixedRate?: LoadResult;
  max?: LoadResult;
  error?: string;
}

export type ApiResults = Partial<Record<ApiCall, ApiResult>>;

/** The API's rows on another database or read-cache setting than the first shop's. */
export interface ApiVariant {
  database: "embedded" | "PostgreSQL";
  cache: "on" | "off";
  api: ApiResults;
}

export interface SearchLargeResult {
  products?: number;
  url?: string;
  load?: LoadResult;
  /** EXPLAIN ANALYZE of the search statement, once. */
  explain?: { executionMs: number; planningMs: number };
  error?: string;
}

export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; node: string; platform: string };
  settings: Settings;
  shop?: { origin: string; startSeconds: number };
  pages: Partial<Record<PageType, PageResult>>;
  /** What one render costs: in-process API calls and CPU. */
  pageCosts?: PageCost[];
  renderExtras?: RenderExtra[];
  /** The first shop's: embedded database, read cache on. */
  api: ApiResults;
  apiVariants?: ApiVariant[];
  apiVariantsError?: string;
  searchLarge?: SearchLargeResult;
  memory?: MemoryResult;
  lighthouse?: { page: PageType; locale: string; result?: LighthouseResult; error?: string }[];
  commerce?: CommerceRow[];
  commerceError?: string;
  workers?: WorkersRow[];
  workersError?: string;
}

type Align = "left" | "right";
type Cell = string | { text: string; span: true };

/** Columns padded to their widest cell; a spanning cell (a "n/a" note) fills the rest of its row. */
export function table(headers: string[], rows: Cell[][], align: Align[]): string {
  const widths = headers.map((header) => header.length);
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (typeof cell === "string") widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (cells: Cell[]) =>
    cells
      .map((cell, i) => {
        if (typeof cell !== "string") return cell.text;
        const width = widths[i] ?? cell.length;
        return align[i] === "right" ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(headers), rule, ...rows.map(line)].join("\n");
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "-");
const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const span = (text: string): Cell => ({ text, span: true });
const failures = (result: LoadResult) => `${result.errors}/${result.non2xx}`;

export function renderTable(results: BenchResults, pageTypes: readonly PageType[]): string {
  const { connections, warmUpSeconds, seconds } = results.settings.render;
  const rows = pageTypes.map((type): Cell[] => {
    const page = results.pages[type];
    if (!page?.url) return [type, span(page?.missing ?? "n/a")];
    if (!page.render) return [type, page.url, span(`failed: ${page.renderError ?? "?"}`)];
    const r = page.render;
    return [type, page.url, num(r.requestsPerSecond, 1), ms(r.medianMs), ms(r.p99Ms), failures(r)];
  });
  for (const extra of results.renderExtras ?? []) {
    const r = extra.render;
    rows.push(
      r
        ? [
            extra.name,
            extra.url,
            num(r.requestsPerSecond, 1),
            ms(r.medianMs),
            ms(r.p99Ms),
            failures(r),
          ]
        : [extra.name, extra.url, span(`failed: ${extra.renderError ?? "?"}`)],
    );
  }
  return [
    `Server render: ${connections} connections, ${seconds} s after a ${warmUpSeconds} s warm-up`,
    table(["page", "url", "req/s", "median", "p99", "errors/non-2xx"], rows, [
      "left",
      "left",
      "right",
      "right",
      "right",
      "right",
    ]),
  ].join("\n");
}

export function pageCostTable(costs: PageCost[]): string {
  const rows = costs.map((cost): Cell[] =>
    cost.error
      ? [cost.name, cost.url, span(`failed: ${cost.error}`)]
      : [cost.name, cost.url, num(cost.apiCalls ?? 0, 1), `${num(cost.cpuMs ?? 0, 1)} ms`],
  );
  return [
    "What a render costs (one at a time, each a URL the page cache has not seen)",
    table(["page", "url", "API calls", "CPU"], rows, ["left", "left", "right", "right"]),
  ].join("\n");
}

/** The aims of the performance issue for the catalogue reads, on every database and cache. */
export const API_AIMS: Partial<Record<ApiCall, { maxRps: number; maxP99Ms?: number }>> = {
  "product by seo link": { maxRps: 3000 },
  "category products": { maxRps: 3000 },
  "search suggestions": { maxRps: 2000, maxP99Ms: 20 },
};
/** p99 at the fixed rate, for each call with an aim. */
export const API_FIXED_RATE_P99_MS = 25;

function apiAim(name: ApiCall, f: LoadResult, m: LoadResult): string {
  const aim = API_AIMS[name];
  if (!aim) return "";
  const met =
    m.requestsPerSecond >= aim.maxRps &&
    (aim.maxP99Ms === undefined || m.p99Ms <= aim.maxP99Ms) &&
    f.p99Ms <= API_FIXED_RATE_P99_MS;
  return met ? "met" : "not met";
}

export function apiTable(results: BenchResults, calls: readonly ApiCall[]): string {
  const s = results.settings.api;
  const v = results.settings.apiVariants;
  const variants: ApiVariant[] = [
    { database: "embedded", cache: "on", api: results.api },
    ...(results.apiVariants ?? []),
  ];
  const rows = variants.flatMap((variant) =>
    calls.map((name): Cell[] => {
      const head = [name, variant.database, variant.cache];
      const call = variant.api[name];
      if (!call?.url) return [...head, span(call?.missing ?? "n/a")];
      if (!call.fixedRate || !call.max) return [...head, span(`failed: ${call.error ?? "?"}`)];
      const f = call.fixedRate;
      const m = call.max;
      return [
        ...head,
        ms(f.medianMs),
        ms(f.p99Ms),
        num(f.requestsPerSecond, 0),
        failures(f),
        num(m.requestsPerSecond, 0),
        ms(m.medianMs),
        ms(m.p99Ms),
        failures(m),
        apiAim(name, f, m),
      ];
    }),
  );
  const aims = Object.entries(API_AIMS)
    .map(
      ([name, aim]) =>
        `${name} >= ${aim.maxRps} req/s${aim.maxP99Ms ? ` with p99 <= ${aim.maxP99Ms} ms` : ""}`,
    )
    .join(", ");
  return [
    `API latency: fixed ${s.rate} req/s for ${s.seconds} s (${s.rateConnections} connections);` +
      ` max throughput: ${s.maxConnections} connections for ${s.maxSeconds} s.` +
      ` Other databases and read cache (READ_CACHE_TTL_MS=0: off): ${v.seconds} s each after ${v.warmUpSeconds} s`,
    table(
      [
        "call",
        "database",
        "cache",
        `median@${s.rate}`,
        `p99@${s.rate}`,
        "achieved/s",
        "errors/non-2xx",
        "max req/s",
        "median@max",
        "p99@max",
        "errors/non-2xx@max",
        "aim",
      ],
      rows,
      [
        "left",
        "left",
        "left",
        "right",
        "right",
        "right",
        "right",
        "right",
        "right",
        "right",
        "right",
        "left",
      ],
    ),
    `Aim: ${aims} at ${s.maxConnections} connections; p99 <= ${API_FIXED_RATE_P99_MS} ms at a fixed ${s.rate} req/s.`,
    ...(results.apiVariantsError ? [`other databases: failed: ${results.apiVariantsError}`] : []),
  ].join("\n");
}

/** Search on a large catalogue: the aim of the performance issue. */
export const SEARCH_LARGE_AIM_RPS = 1000;

export function searchLargeTable(results: BenchResults): string {
  const r = results.searchLarge;
  const title = "Search suggestions on a large catalogue (PostgreSQL, read cache off)";
  if (!r) return `${title}: not run`;
  const lines = [title];
  if (r.load) {
    const l = r.load;
    lines.push(
      table(
        ["products", "url", "req/s", "median", "p99", "errors/non-2xx", "aim"],
        [
          [
            String(r.products ?? "?"),
            r.url ?? "",
            num(l.requestsPerSecond, 0),
            ms(l.medianMs),
            ms(l.p99Ms),
            failures(l),
            l.requestsPerSecond >= SEARCH_LARGE_AIM_RPS ? "met" : "not met",
          ],
        ],
        ["right", "left", "right", "right", "right", "right", "left"],
      ),
    );
  }
  if (r.explain) {
    lines.push(
      `EXPLAIN ANALYZE of the search statement: execution ${r.explain.executionMs.toFixed(1)} ms, planning ${r.explain.planningMs.toFixed(1)} ms`,
    );
  }
  if (r.error) lines.push(`failed: ${r.error}`);
  lines.push(`Aim: >= ${SEARCH_LARGE_AIM_RPS} req/s at 10 connections on 10,000 products.`);
  return lines.join("\n");
}

export function memoryTable(memory: MemoryResult): string {
  const mb = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(0));
  const mark = (value: number | undefined, aim: number) =>
    value === undefined ? "" : value <= aim ? "met" : "not met";
  return [
    "Memory of the first shop (RSS of the shop process and its workers, sampled every 500 ms)",
    table(
      ["when", "RSS MB", "aim MB", "aim"],
      [
        [
          "idle (started, each page asked once)",
          mb(memory.idleMb),
          String(MEMORY_AIMS.idleMb),
          mark(memory.idleMb, MEMORY_AIMS.idleMb),
        ],
        [
          `peak under the bench (${memory.samples ?? 0} samples, ${memory.processes ?? "?"} processes)`,
          mb(memory.peakMb),
          String(MEMORY_AIMS.peakMb),
          mark(memory.peakMb, MEMORY_AIMS.peakMb),
        ],
      ],
      ["left", "right", "right", "left"],
    ),
  ].join("\n");
}

/** The whole budget of a shopper's page: the framework (~110 KB) and ours. */
export const PAGE_JS_BUDGET_KB = 136;

export function jsTable(
  results: BenchResults,
  pageTypes: readonly PageType[],
  locales: readonly string[],
): string {
  const rows = pageTypes.flatMap((type) =>
    locales.map((locale): Cell[] => {
      const page = results.pages[type];
      const name = `${type} ${locale}`;
      if (!page?.url) return [name, span(page?.missing ?? "n/a")];
      const js = page.js?.[locale];
      if (!js) return [name, span(`failed: ${page.jsError?.[locale] ?? "?"}`)];
      const appKb = js.appGzip / 1024;
      const totalKb = js.totalGzip / 1024;
      const within = appKb <= APP_JS_BUDGET_KB && totalKb <= PAGE_JS_BUDGET_KB;
      return [
        name,
        kb(js.frameworkGzip),
        kb(js.appGzip),
        kb(js.totalGzip),
        kb(js.totalBytes),
        String(js.scripts.length),
        type === "search" ? "" : within ? "within" : "over",
      ];
    }),
  );
  return [
    "JavaScript per page, cold load in Chromium (KB; framework = chunks of React, ReactDOM, React Router)",
    table(["page", "framework gz", "app gz", "total gz", "raw", "files", "aim"], rows, [
      "left",
      "right",
      "right",
      "right",
      "right",
      "right",
      "left",
    ]),
    `Aim: home, category and product pages <= ${PAGE_JS_BUDGET_KB} KB gzip in all, app <= ${APP_JS_BUDGET_KB} KB beyond the framework.`,
  ].join("\n");
}

export function lighthouseTable(results: BenchResults): string {
  const runs = results.lighthouse;
  if (!runs) return "Lighthouse: not run";
  const rows = runs.map((run): Cell[] => {
    const name = `${run.page} ${run.locale}`;
    if (!run.result) return [name, span(`failed: ${run.error ?? "?"}`)];
    const r = run.result;
    return [
      name,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores["best-practices"]),
      String(r.scores.seo),
      ms(r.lcpMs),
      ms(r.tbtMs),
      num(r.cls, 3),
      ms(r.fcpMs),
      ms(r.speedIndexMs),
    ];
  });
  const warnings = runs.flatMap((run) =>
    (run.result?.warnings ?? []).map((w) => `  warning (${run.page} ${run.locale}): ${w}`),
  );
  return [
    "Lighthouse, mobile emulation with default throttling",
    table(
      ["page", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS", "FCP", "Speed Index"],
      rows,
      ["left", "right", "right", "right", "right", "right", "right", "right", "right", "right"],
    ),
    "Aim: performance >= 98, the other three 100, LCP <= 1.2 s, CLS <= 0.02.",
    ...warnings,
  ].join("\n");
}

export function writeJson(path: string, results: BenchResults): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
