// JavaScript a shopper downloads per page: every JS response of a cold page load in Chromium,
// gzipped here (level 9, as the build's precompressed .gz copies), split into the framework
// (React, ReactDOM, scheduler, React Router) and the app. The production build has no
// manifest of modules, so a chunk is told apart by its content: one holding framework code
// counts as framework.
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright";

export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Strings that survive minification and occur only in the framework's own modules. */
const FRAMEWORK_MARKERS = [
  "react.transitional.element", // react, react/jsx-runtime
  "react.dev/errors/", // production error links of react and react-dom
  "__reactContainer$", // react-dom
  "unstable_scheduleCallback", // scheduler
  "__reactRouterContext", // react-router
  "useNavigate() may be used only", // react-router
  "React Router", // react-router's messages
];

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
  framework: boolean;
}

export interface JsWeight {
  frameworkGzip: number;
  appGzip: number;
  totalGzip: number;
  totalBytes: number;
  scripts: ScriptWeight[];
}

export function isFrameworkChunk(source: string): boolean {
  return FRAMEWORK_MARKERS.some((marker) => source.includes(marker));
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export async function measureJs(browser: Browser, url: string, locale = "tr"): Promise<JsWeight> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const seen = new Map<string, Promise<ScriptWeight | undefined>>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !contentType.includes("javascript")) return;
    if (seen.has(response.url())) return;
    seen.set(
      response.url(),
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          framework: isFrameworkChunk(body.toString("utf8")),
        }),
        () => undefined, // a redirect or an aborted request has no body
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    const scripts = (await Promise.all(seen.values())).filter(
      (script): script is ScriptWeight => script !== undefined,
    );
    const sum = (list: ScriptWeight[], key: "bytes" | "gzipBytes") =>
      list.reduce((total, script) => total + script[key], 0);
    const framework = scripts.filter((script) => script.framework);
    const app = scripts.filter((script) => !script.framework);
    return {
      frameworkGzip: sum(framework, "gzipBytes"),
      appGzip: sum(app, "gzipBytes"),
      totalGzip: sum(scripts, "gzipBytes"),
      totalBytes: sum(scripts, "bytes"),
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}
