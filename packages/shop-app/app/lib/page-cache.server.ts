// Which documents the server may keep rendered and serve again (server/page-cache.ts): GETs of
// catalogue pages by a shopper with no identity, keyed by everything in the request that changes
// their HTML. The server asks `pageCacheRequest` before rendering; the rendered document says
// whether it is a catalogue page (PAGE_CACHE_HEADER, set in entry.server.tsx).
import { decideRootLocale } from "../features/locale/locale-detection.server.ts";
import { LAST_VIEWED_COOKIE } from "../features/product-page/last-viewed.ts";
import { cookieNames, parseCookies } from "./cookies.ts";
import { currencyFromCookie } from "./currency.ts";

export interface PageCacheRequest {
  key: string;
  /**
   * Whether a shared cache (a CDN) may keep the page: not the front door, whose answer also
   * depends on the browser's language, referrer and user agent.
   */
  shared: boolean;
  /** A cookie the page sets for this request (the front door's remembered locale), else null. */
  setCookie: string | null;
}

/** Response header by which entry.server.tsx marks a catalogue page; the server removes it. */
export const PAGE_CACHE_HEADER = "X-Shop-Page-Cache";

/** Route ids (after the locale) of the catalogue pages, the same for every shopper. */
const CATALOGUE_ROUTES = new Set([
  "home",
  "seo-page",
  "brand-category",
  "search",
  "brand-list",
  "category-list",
]);

export function isCatalogueRoute(routeId: string | undefined): boolean {
  return CATALOGUE_ROUTES.has(routeId?.split("/").at(-1) ?? "");
}

/** Cookies that make a page someone's own: never served from or kept in the cache. */
const PERSONAL_COOKIES = [
  cookieNames.customerToken,
  cookieNames.adminToken,
  cookieNames.guestToken,
  cookieNames.guestCode,
];

/**
 * The cache key of a request whose page may come from the cache, or null. The key holds the
 * public URL and the cookies the root loader and the pages read into the HTML: currency, cookie
 * consent, the admin menu flag and the recently viewed products (the shopper's own list, so a
 * page with it is only ever served back to a browser that sends the same list).
 */
export function pageCacheRequest(request: Request): PageCacheRequest | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.searchParams.has("token")) return null;
  const cookies = parseCookies(request.headers.get("cookie"));
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const front = decideRootLocale(request, cookies);
  if (front.redirectTo) return null;
  const key = [
    url.origin + url.pathname + url.search,
    `c=${currencyFromCookie(cookies[cookieNames.currency])}`,
    `k=${cookies[cookieNames.consent] === "1" ? 1 : 0}`,
    `m=${cookies[cookieNames.adminMenu] === "0" ? 0 : 1}`,
    `v=${cookies[LAST_VIEWED_COOKIE] ?? ""}`,
  ].join("\n");
  return { key, shared: url.pathname !== "/", setCookie: front.setCookie };
}
