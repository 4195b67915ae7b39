// Which documents the server may keep rendered and serve again (server/page-cache.ts): GETs of
// catalogue pages by a shopper with no identity, keyed by everything in the request that changes
// their HTML. The server asks `pageCacheRequest` before rendering; the rendered document says
// whether it is a catalogue page (PAGE_CACHE_HEADER, set in entry.server.tsx).

import type { RouterContextProvider } from "react-router";
import { decideRootLocale } from "../features/locale/locale-detection.server.ts";
import { LAST_VIEWED_COOKIE } from "../features/product-page/last-viewed.ts";
import { cookieNames, parseCookies } from "./cookies.ts";
import { currencyFromCookie } from "./currency.ts";
import { pageAnswersContext } from "./request-context.server.ts";

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

/** The API marks an answer that may go into a kept page with it, entry.server.tsx such a page. */
export { PAGE_CACHE_HEADER } from "@shop/api/contract";

/**
 * Whether the rendered page may be kept for every shopper: made of the API's answers only, each
 * of a route that declares it may go into a kept page (its policy's page_cache). So a page is
 * kept because of what it asks, not because a list names its route.
 */
export function isKeepablePage(context: Readonly<RouterContextProvider>): boolean {
  const answers = context.get(pageAnswersContext);
  return answers.count > 0 && !answers.personal;
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
 * consent, the admin menu flag, the admin area's language (its sign-in page shows in it) and the
 * recently viewed products (the shopper's own list, so a page with it is only ever served back
 * to a browser that sends the same list).
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
    `a=${cookies[cookieNames.adminLocale] ?? ""}`,
  ].join("\n");
  return { key, shared: url.pathname !== "/", setCookie: front.setCookie };
}
