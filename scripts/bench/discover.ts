// Real URLs of each page type and the catalogue reads, found from the running shop through its
// API (the category tree, a category's products), so the bench follows the seed and the routes
// as they are. A page type or call the shop does not serve yet is reported as missing.
import { paths } from "../../packages/shop-app/app/lib/paths.ts";
import type { LoadTarget } from "./load.ts";

export const PAGE_TYPES = ["home", "category", "product", "search"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const API_CALLS = [
  "category products",
  "product by seo link",
  "search suggestions",
  "site settings",
] as const;
export type ApiCall = (typeof API_CALLS)[number];

export type Found<T> = { ok: true; value: T } | { ok: false; missing: string };

export interface Discovery {
  pages: Record<PageType, Found<string>>;
  api: Record<ApiCall, Found<LoadTarget>>;
}

const LOCALE_QUERY = "language=tr&currency=1";

interface Answer {
  status: number;
  json: unknown;
}

async function call(origin: string, target: LoadTarget): Promise<Answer> {
  const response = await fetch(new URL(target.url, origin), {
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

const apiTarget = (
  origin: string,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): LoadTarget => ({
  url: `${origin}/api/v1${path}${path.includes("?") ? "&" : "?"}${LOCALE_QUERY}`,
  method: init.method ?? "GET",
  ...(init.body === undefined
    ? {}
    : { body: JSON.stringify(init.body), headers: { "content-type": "application/json" } }),
});

/** Every object inside `value` (depth first, in document order) that `match` accepts. */
function collect<T>(value: unknown, match: (node: Record<string, unknown>) => T | undefined): T[] {
  const found: T[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const hit = match(record);
    if (hit !== undefined) found.push(hit);
    for (const child of Object.values(record)) walk(child);
  };
  walk(value);
  return found;
}

function missingCall(target: LoadTarget, answer: Answer): string {
  const path = new URL(target.url).pathname;
  return answer.status === 404
    ? `n/a (endpoint missing: ${target.method ?? "GET"} ${path})`
    : `n/a (${target.method ?? "GET"} ${path} answered ${answer.status})`;
}

async function probeApi(
  origin: string,
  target: LoadTarget,
): Promise<{ found: Found<LoadTarget>; json: unknown }> {
  const answer = await call(origin, target);
  const success = (answer.json as { success?: unknown } | undefined)?.success === true;
  if (answer.status >= 200 && answer.status < 300 && success)
    return { found: { ok: true, value: target }, json: answer.json };
  return { found: { ok: false, missing: missingCall(target, answer) }, json: answer.json };
}

async function probePage(origin: string, path: string): Promise<Found<string>> {
  const response = await fetch(new URL(path, origin), {
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status === 200) return { ok: true, value: path };
  if (response.status === 404) return { ok: false, missing: "n/a (route missing)" };
  return { ok: false, missing: `n/a (${path} answered ${response.status})` };
}

/** A word of the product's name to search for: the longest, so it finds something. */
function searchWord(name: string): string {
  const words = name
    .toLocaleLowerCase("tr")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  return words.sort((a, b) => b.length - a.length)[0] ?? "elbise";
}

export async function discover(origin: string): Promise<Discovery> {
  const pages: Discovery["pages"] = {
    home: await probePage(origin, "/"),
    category: { ok: false, missing: "n/a (no category found)" },
    product: { ok: false, missing: "n/a (no product found)" },
    search: { ok: false, missing: "n/a (route missing)" },
  };
  const settings = await probeApi(origin, apiTarget(origin, "/siteSettings/getSettings/home"));
  const api: Discovery["api"] = {
    "category products": { ok: false, missing: "n/a (no category found)" },
    "product by seo link": { ok: false, missing: "n/a (no product found)" },
    "search suggestions": { ok: false, missing: "n/a" },
    "site settings": settings.found,
  };

  const tree = await probeApi(origin, apiTarget(origin, "/category/tree"));
  if (!tree.found.ok) {
    api["category products"] = tree.found;
    pages.category = { ok: false, missing: tree.found.missing };
  }
  const categories = collect(tree.json, (node) =>
    typeof node.id === "number" &&
    typeof node.seo_link === "string" &&
    (typeof node.product_count !== "number" || node.product_count > 0)
      ? { id: node.id, seoLink: node.seo_link }
      : undefined,
  );
  let productName: string | undefined;
  const category = tree.found.ok ? categories[0] : undefined;
  if (category) {
    pages.category = await probePage(origin, `/${category.seoLink}`);
    const list = await probeApi(
      origin,
      apiTarget(origin, "/product/getCategoryProducts", {
        method: "POST",
        body: { category_id: category.id, page: 1, page_size: 24 },
      }),
    );
    api["category products"] = list.found;
    const products = collect(list.json, (node) =>
      typeof node.seo_link === "string" && typeof node.sku === "string" && "price" in node
        ? { seoLink: node.seo_link, name: typeof node.name === "string" ? node.name : "" }
        : undefined,
    );
    const product = list.found.ok ? products[0] : undefined;
    if (product) {
      productName = product.name;
      pages.product = await probePage(origin, `/${product.seoLink}`);
      const seo = encodeURIComponent(product.seoLink);
      const detail = await probeApi(
        origin,
        apiTarget(origin, `/product/getProductBySeoLink/${seo}`, { method: "POST" }),
      );
      api["product by seo link"] = detail.found;
    }
  }

  const word = encodeURIComponent(searchWord(productName ?? ""));
  api["search suggestions"] = (
    await probeApi(origin, apiTarget(origin, `/search/elastic-search/${word}`))
  ).found;
  pages.search = await probePage(origin, `${paths.search}?q=${word}`);
  return { pages, api };
}
