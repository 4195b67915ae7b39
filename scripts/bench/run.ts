// `pnpm bench`: the shop's performance figures on this machine. Starts the production shop on a
// fresh embedded database, finds a real URL of each page type, then measures JavaScript weight,
// Lighthouse, server rendering under load and catalogue API latency; then selling, and the
// scaling over 1, 2 and 4 worker processes on PostgreSQL. Numbers are printed and
// written to bench-results.json, never asserted: the machine is shared and noisy.
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { explainSearch, growCatalogue, LARGE_CATALOGUE } from "./catalogue.ts";
import { commerceAims, commerceTable, measureCommerce, postgresDatabase } from "./commerce.ts";
import {
  API_CALLS,
  type ApiCall,
  type Discovery,
  discover,
  PAGE_TYPES,
  type PageType,
} from "./discover.ts";
import { type JsWeight, measureJs, openBrowser } from "./js-weight.ts";
import { LIGHTHOUSE_PAGES, lighthouse } from "./lighthouse.ts";
import { load, warmUp } from "./load.ts";
import { sampleRss, treeRss } from "./memory.ts";
import { measurePageCost } from "./page-cost.ts";
import {
  type ApiResult,
  type ApiResults,
  type ApiVariant,
  apiTable,
  type BenchResults,
  jsTable,
  lighthouseTable,
  memoryTable,
  type PageResult,
  pageCostTable,
  type RenderExtra,
  renderTable,
  type Settings,
  searchLargeTable,
  writeJson,
} from "./report.ts";
import { type RunningShop, startShop } from "./start-shop.ts";
import { measureWorkers, workersTable } from "./workers.ts";

const root = resolve(import.meta.dirname, "../..");
const output = join(root, "bench-results.json");

const settings: Settings = {
  render: { connections: 10, warmUpSeconds: 2, seconds: 10, overloadConnections: 50 },
  api: { rate: 500, rateConnections: 50, seconds: 10, maxConnections: 10, maxSeconds: 5 },
  // The other databases and read-cache settings: shorter runs, to keep the bench's length.
  apiVariants: { warmUpSeconds: 2, seconds: 5 },
};

// autocannon's rate limiter sets a -1 ms timer when it falls behind a fixed rate (Node clamps
// it to 1 ms); the warning says nothing about the shop, so it is not printed. Others still are.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name !== "TimeoutNegativeWarning")
    process.stderr.write(`${warning.stack ?? warning}\n`);
});

/** Locales whose pages are weighed and audited: the default and the right-to-left one. */
const BENCH_LOCALES = ["tr", "ar"] as const;

/**
 * BENCH_ONLY=js,lighthouse runs only those rows (js, lighthouse, cost, render, api, memory,
 * search-10k, commerce, workers).
 */
const only = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
const runs = (row: string) => only.size === 0 || only.has(row);
/** The rows measured on the first shop, on the embedded database (its memory is sampled). */
const FIRST_SHOP_ROWS = ["js", "lighthouse", "cost", "render", "api", "memory"];
const postgresServer = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/**
 * The page's path in `locale`, after the redirects the shop answers it with (another locale's
 * seo link leads to this locale's), so that Lighthouse audits the page rather than a redirect.
 */
async function inLocale(origin: string, path: string, locale: string): Promise<string> {
  const prefixed = locale === "tr" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
  try {
    const response = await fetch(`${origin}${prefixed}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    const final = new URL(response.url);
    return `${final.pathname}${final.search}`;
  } catch {
    return prefixed; // measured as asked: its failure is reported by the row itself
  }
}

const log = (message: string) => process.stdout.write(`${message}\n`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function pageEntry(results: BenchResults, type: PageType): PageResult {
  const entry = results.pages[type] ?? {};
  results.pages[type] = entry;
  return entry;
}

function apiEntry(api: ApiResults, name: ApiCall): ApiResult {
  const entry = api[name] ?? {};
  api[name] = entry;
  return entry;
}

/** The calls as found, before they are measured (what discovery could not find shows why). */
function apiCalls(found: Discovery, origin: string): ApiResults {
  const api: ApiResults = {};
  for (const name of API_CALLS) {
    const call = found.api[name];
    api[name] = call.ok
      ? { method: call.value.method ?? "GET", url: call.value.url.replace(origin, "") }
      : { missing: call.missing };
  }
  return api;
}

async function measureJsWeight(results: BenchResults, origin: string, found: Discovery) {
  const browser = await openBrowser();
  try {
    for (const type of PAGE_TYPES) {
      const page = found.pages[type];
      if (!page.ok) continue;
      const entry = pageEntry(results, type);
      const weights: Record<string, JsWeight> = {};
      const errors: Record<string, string> = {};
      entry.js = weights;
      entry.jsError = errors;
      for (const locale of BENCH_LOCALES) {
        const path = await inLocale(origin, page.value, locale);
        log(`▶ JavaScript weight: ${type} ${path}`);
        try {
          weights[locale] = await measureJs(browser, `${origin}${path}`, locale);
        } catch (error) {
          errors[locale] = message(error);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(results: BenchResults, origin: string, found: Discovery) {
  results.lighthouse = [];
  for (const type of LIGHTHOUSE_PAGES) {
    const page = found.pages[type];
    for (const locale of BENCH_LOCALES) {
      if (!page.ok) {
        results.lighthouse.push({ page: type, locale, error: page.missing });
        continue;
      }
      const path = await inLocale(origin, page.value, locale);
      log(`▶ Lighthouse: ${type} ${path}`);
      try {
        const result = await lighthouse(`${origin}${path}`, locale);
        results.lighthouse.push({ page: type, locale, result });
      } catch (error) {
        results.lighthouse.push({ page: type, locale, error: message(error) });
      }
    }
  }
}

async function measureRender(results: BenchResults, origin: string, found: Discovery) {
  const { connections, warmUpSeconds, seconds, overloadConnections } = settings.render;
  const page = (path: string, headers: Record<string, string> = {}) => ({
    url: `${origin}${path}`,
    headers: { accept: "text/html", ...headers },
  });
  for (const type of PAGE_TYPES) {
    const typePage = found.pages[type];
    if (!typePage.ok) continue;
    log(`▶ server render: ${type} ${typePage.value}`);
    const entry = pageEntry(results, type);
    try {
      await warmUp(page(typePage.value), connections, warmUpSeconds);
      entry.render = await load(page(typePage.value), { connections, seconds });
    } catch (error) {
      entry.renderError = message(error);
    }
  }
  // A signed-in shopper's page is never served from the page cache; and at many connections a
  // page must still answer (or refuse quickly), not time out.
  const product = found.pages.product;
  if (!product.ok) return;
  const signedIn = { cookie: await signedInCookie(origin) };
  const extras: Array<{ name: string; connections: number; headers?: Record<string, string> }> = [
    { name: "product, signed in", connections, headers: signedIn },
    { name: `product, ${overloadConnections} connections`, connections: overloadConnections },
    {
      name: `product, signed in, ${overloadConnections} connections`,
      connections: overloadConnections,
      headers: signedIn,
    },
  ];
  for (const extra of extras) {
    log(`▶ server render: ${extra.name}`);
    const target = page(product.value, extra.headers);
    const row: RenderExtra = {
      name: extra.name,
      url: product.value,
      connections: extra.connections,
    };
    try {
      await warmUp(target, extra.connections, warmUpSeconds);
      row.render = await load(target, { connections: extra.connections, seconds });
    } catch (error) {
      row.renderError = message(error);
    }
    results.renderExtras = [...(results.renderExtras ?? []), row];
  }
}

/** Each page type's API calls and CPU per render, and the product page's for a signed-in shopper. */
async function measureCost(results: BenchResults, shop: RunningShop, found: Discovery) {
  log("▶ what a render costs: API calls and CPU");
  const pages: Parameters<typeof measurePageCost>[1] = PAGE_TYPES.flatMap((type) => {
    const page = found.pages[type];
    return page.ok ? [{ name: type, url: page.value }] : [];
  });
  const product = found.pages.product;
  if (product.ok) {
    const cookie = await signedInCookie(shop.origin);
    pages.push({ name: "product, signed in", url: product.value, headers: { cookie } });
  }
  results.pageCosts = await measurePageCost(shop, pages);
}

/** The customer_token cookie of a newly registered shopper. */
async function signedInCookie(origin: string): Promise<string> {
  const n = String(Date.now()).slice(-8);
  const response = await fetch(`${origin}/api/v1/customer/add?language=tr`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: "Bench",
      surname: "Shopper",
      email: `bench.${n}@example.com`,
      phone: `0532${n.slice(-7)}`,
      password: "correct-horse-1",
      kvkk_agreement: true,
      membership_agreement: true,
    }),
  });
  if (!response.ok) throw new Error(`registration: ${response.status} ${await response.text()}`);
  const { token } = ((await response.json()) as { response: { token: string } }).response;
  return `customer_token=${token}`;
}

/**
 * Each catalogue read at a fixed rate (latency) and at a fixed number of connections (the most
 * it serves). The first shop's row runs longer; the other databases and cache settings shorter.
 */
async function measureApi(
  api: ApiResults,
  found: Discovery,
  timing: { warmUpSeconds: number; seconds: number; maxSeconds: number },
) {
  const s = settings.api;
  for (const name of API_CALLS) {
    const call = found.api[name];
    if (!call.ok) continue;
    log(`▶ API: ${name}`);
    const entry = apiEntry(api, name);
    try {
      await warmUp(call.value, s.maxConnections, timing.warmUpSeconds);
      entry.fixedRate = await load(call.value, {
        connections: s.rateConnections,
        seconds: timing.seconds,
        overallRate: s.rate,
      });
      entry.max = await load(call.value, {
        connections: s.maxConnections,
        seconds: timing.maxSeconds,
      });
    } catch (error) {
      entry.error = message(error);
    }
  }
}

/** The API's rows on another shop: another database or read-cache setting than the first's. */
async function measureApiVariant(
  results: BenchResults,
  variant: Omit<ApiVariant, "api">,
  shop: RunningShop,
) {
  const found = await discover(shop.origin);
  const api = apiCalls(found, shop.origin);
  results.apiVariants = [...(results.apiVariants ?? []), { ...variant, api }];
  const { warmUpSeconds, seconds } = settings.apiVariants;
  log(`▶ API on the ${variant.database} database, read cache ${variant.cache}`);
  await measureApi(api, found, { warmUpSeconds, seconds, maxSeconds: seconds });
}

const CACHE_OFF = { READ_CACHE_TTL_MS: "0" };

/**
 * The catalogue reads beyond the first shop, so that a cache cannot hide a slow query: the
 * embedded database with the read cache off, PostgreSQL with it on and off; and search on a
 * PostgreSQL catalogue grown to 10,000 products (read cache off: each request searches).
 */
async function measureOtherDatabases(
  results: BenchResults,
  rows: { api: boolean; large: boolean },
) {
  if (rows.api) {
    log("▶ API: starting the shop on a fresh embedded database, read cache off");
    const shop = await startShop(log, { env: CACHE_OFF });
    try {
      await measureApiVariant(results, { database: "embedded", cache: "off" }, shop);
    } finally {
      await shop.stop();
    }
  }
  const server = postgresServer();
  if (!server) {
    log("  (no BENCH_DATABASE_URL or TEST_DATABASE_URL: the API on PostgreSQL is left out)");
    if (rows.large) results.searchLarge = { error: "no BENCH_DATABASE_URL or TEST_DATABASE_URL" };
    return;
  }
  const database = await postgresDatabase(server);
  try {
    if (rows.api) {
      log("▶ API: starting the shop on a fresh PostgreSQL database, read cache on");
      const shop = await startShop(log, { databaseUrl: database.url });
      try {
        await measureApiVariant(results, { database: "PostgreSQL", cache: "on" }, shop);
      } finally {
        await shop.stop();
      }
    }
    log("▶ API: starting the shop on PostgreSQL, read cache off");
    const shop = await startShop(log, { databaseUrl: database.url, env: CACHE_OFF });
    try {
      if (rows.api)
        await measureApiVariant(results, { database: "PostgreSQL", cache: "off" }, shop);
      if (rows.large) results.searchLarge = await measureLargeSearch(shop, database.url);
    } finally {
      await shop.stop();
    }
  } catch (error) {
    if (rows.large) results.searchLarge ??= { error: message(error) };
    if (rows.api) throw error;
  } finally {
    await database.drop();
  }
}

/** Search suggestions on the catalogue grown to 10,000 products, and the statement's plan. */
async function measureLargeSearch(shop: RunningShop, databaseUrl: string) {
  const found = await discover(shop.origin);
  const call = found.api["search suggestions"];
  if (!call.ok) return { error: call.missing };
  log(`▶ search: growing the catalogue to ${LARGE_CATALOGUE} products`);
  const { products } = await growCatalogue(databaseUrl);
  const text = decodeURIComponent(new URL(call.value.url).pathname.split("/").pop() ?? "");
  const result: NonNullable<BenchResults["searchLarge"]> = {
    products,
    url: call.value.url.replace(shop.origin, ""),
  };
  try {
    log(`▶ search on ${products} products: ${text}`);
    const { warmUpSeconds, seconds } = settings.apiVariants;
    await warmUp(call.value, settings.api.maxConnections, warmUpSeconds);
    result.load = await load(call.value, { connections: settings.api.maxConnections, seconds });
    result.explain = await explainSearch(databaseUrl, text);
  } catch (error) {
    result.error = message(error);
  }
  return result;
}

async function main() {
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    settings,
    pages: {},
    api: {},
  };
  const started = Date.now();
  let shop: RunningShop | undefined;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void (shop?.stop() ?? Promise.resolve()).finally(() =>
      process.exit(signal === "SIGINT" ? 130 : 143),
    );
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  if (FIRST_SHOP_ROWS.some(runs)) {
    try {
      log("▶ starting the shop (production build, fresh embedded database)");
      shop = await startShop(log);
      results.shop = { origin: shop.origin, startSeconds: (Date.now() - started) / 1000 };
      log(`  ready at ${shop.origin} in ${results.shop.startSeconds.toFixed(1)} s`);

      const found = await discover(shop.origin);
      for (const type of PAGE_TYPES) {
        const page = found.pages[type];
        results.pages[type] = page.ok ? { url: page.value } : { missing: page.missing };
      }
      results.api = apiCalls(found, shop.origin);

      // Idle: started, and every page asked once (by the discovery); then the peak under load.
      results.memory = { idleMb: treeRss(shop.pid).mb };
      const sampler = sampleRss(shop.pid);
      try {
        if (runs("js")) await measureJsWeight(results, shop.origin, found);
        if (runs("lighthouse")) await measureLighthouse(results, shop.origin, found);
        if (runs("cost")) await measureCost(results, shop, found);
        if (runs("render")) await measureRender(results, shop.origin, found);
        if (runs("api")) {
          const { seconds, maxSeconds } = settings.api;
          await measureApi(results.api, found, { warmUpSeconds: 1, seconds, maxSeconds });
        }
      } finally {
        Object.assign(results.memory, sampler.stop());
      }
    } finally {
      await shop?.stop();
    }
  }
  try {
    if (runs("api") || runs("search-10k"))
      await measureOtherDatabases(results, { api: runs("api"), large: runs("search-10k") });
  } catch (error) {
    results.apiVariantsError = message(error);
  }
  try {
    if (runs("commerce")) results.commerce = await measureCommerce(log);
  } catch (error) {
    results.commerceError = message(error);
  }
  try {
    if (runs("workers")) results.workers = await measureWorkers(log);
  } catch (error) {
    results.workersError = message(error);
  } finally {
    results.finishedAt = new Date().toISOString();
    writeJson(output, results);
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  log("");
  const tables = [
    runs("cost") && results.pageCosts && pageCostTable(results.pageCosts),
    runs("render") && renderTable(results, PAGE_TYPES),
    runs("api") && apiTable(results, API_CALLS),
    runs("search-10k") && searchLargeTable(results),
    results.memory && memoryTable(results.memory),
    runs("js") && jsTable(results, PAGE_TYPES, BENCH_LOCALES),
    runs("lighthouse") && lighthouseTable(results),
    runs("commerce") &&
      (results.commerce
        ? `${commerceTable(results.commerce)}\n\n${commerceAims(results.commerce)}`
        : `selling: ${results.commerceError}`),
    runs("workers") &&
      (results.workers ? workersTable(results.workers) : `worker scaling: ${results.workersError}`),
  ];
  for (const text of tables) if (text) log(`${text}\n`);
  log(
    `${results.machine.cpus} CPUs, Node ${results.machine.node}; shop and load generator share the machine. ` +
      `Took ${minutes} min; written to bench-results.json.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
