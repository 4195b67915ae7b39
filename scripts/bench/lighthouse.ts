// Lighthouse's four categories (performance, accessibility, best practices, SEO) for one page, with its default mobile emulation and
// simulated throttling, run by its CLI (a process of its own) in Debian's Chromium.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { PageType } from "./discover.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./js-weight.ts";

const cli = resolve(import.meta.dirname, "../../node_modules/lighthouse/cli/index.js");
const TIMEOUT_MS = 180_000;

/** The pages audited, each in tr and ar (issue 9's aims). */
export const LIGHTHOUSE_PAGES: readonly PageType[] = ["home", "category", "product"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  url: string;
  score: number;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  warnings: string[];
}

interface Audit {
  numericValue?: number;
}
interface Report {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<Category, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
}

export async function lighthouse(url: string, locale = "tr"): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), "shop-lighthouse-"));
  const output = join(dir, "report.json");
  try {
    const stderr: string[] = [];
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          `--only-categories=${CATEGORIES.join(",")}`,
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          `--extra-headers=${JSON.stringify({ "Accept-Language": `${locale};q=0.9` })}`,
          `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "ignore", "pipe"] },
      );
      const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
      child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
      child.on("error", fail);
      child.on("exit", (exitCode) => {
        clearTimeout(timer);
        done(exitCode);
      });
    });
    if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.join("").slice(-2000)}`);
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const score = (category: Category) =>
      Math.round((report.categories[category]?.score ?? Number.NaN) * 100);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<
      Category,
      number
    >;
    return {
      url,
      score: scores.performance,
      scores,
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      fcpMs: value("first-contentful-paint"),
      speedIndexMs: value("speed-index"),
      warnings: report.runWarnings ?? [],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
