// The figures as readable tables on the terminal, and the whole result as JSON
// (bench-results.json at the repository root, gitignored).
import { writeFileSync } from "node:fs";
import type { CommerceRow } from "./commerce.ts";
import type { ApiCall, PageType } from "./discover.ts";
import type { JsWeight } from "./js-weight.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
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

export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; node: string; platform: string };
  settings: Settings;
  shop?: { origin: string; startSeconds: number };
  pages: Partial<Record<PageType, PageResult>>;
  renderExtras?: RenderExtra[];
  api: Partial<Record<ApiCall, ApiResult>>;
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

export function apiTable(results: BenchResults, calls: readonly ApiCall[]): string {
  const s = results.settings.api;
  const rows = calls.map((name): Cell[] => {
    const call = results.api[name];
    if (!call?.url) return [name, span(call?.missing ?? "n/a")];
    if (!call.fixedRate || !call.max) return [name, span(`failed: ${call.error ?? "?"}`)];
    const f = call.fixedRate;
    const m = call.max;
    return [
      name,
      ms(f.medianMs),
      ms(f.p99Ms),
      num(f.requestsPerSecond, 0),
      failures(f),
      num(m.requestsPerSecond, 0),
      ms(m.medianMs),
      failures(m),
    ];
  });
  return [
    `API latency: fixed ${s.rate} req/s for ${s.seconds} s (${s.rateConnections} connections);` +
      ` max throughput: ${s.maxConnections} connections for ${s.maxSeconds} s`,
    table(
      [
        "call",
        `median@${s.rate}`,
        `p99@${s.rate}`,
        "achieved/s",
        "errors/non-2xx",
        "max req/s",
        "median@max",
        "errors/non-2xx@max",
      ],
      rows,
      ["left", "right", "right", "right", "right", "right", "right", "right"],
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
