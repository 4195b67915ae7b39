// The shopper's recently viewed products: a readable cookie of product ids, most recent first,
// written by the product page in the browser and read by its loader on the server.
import { parseCookies, readBrowserCookie, setBrowserCookie } from "../../lib/cookies.ts";

export const LAST_VIEWED_COOKIE = "last_viewed";
export const LAST_VIEWED_LIMIT = 20;
const LAST_VIEWED_MAX_AGE = 30 * 86_400;

/** The ids in a cookie value: positive integers, no repeats, at most the limit. */
export function parseLastViewed(value: string | undefined | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(/[,-]/)) {
    const id = Number(part);
    if (!/^\d+$/.test(part) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) continue;
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === LAST_VIEWED_LIMIT) break;
  }
  return ids;
}

/** The list with `productId` moved to the front, capped at the limit. */
export function withLastViewed(ids: readonly number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, LAST_VIEWED_LIMIT);
}

/** The ids a product page shows: the cookie's, without the product itself. */
export function lastViewedOf(request: Request, currentId?: number): number[] {
  const ids = parseLastViewed(parseCookies(request.headers.get("cookie"))[LAST_VIEWED_COOKIE]);
  return currentId === undefined ? ids : ids.filter((id) => id !== currentId);
}

/** Records a product view in the browser's cookie. */
export function recordLastViewed(productId: number): void {
  const ids = withLastViewed(parseLastViewed(readBrowserCookie(LAST_VIEWED_COOKIE)), productId);
  setBrowserCookie(LAST_VIEWED_COOKIE, ids.join("-"), LAST_VIEWED_MAX_AGE);
}
