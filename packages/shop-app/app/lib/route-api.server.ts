// The pieces most loaders start with: the page's locale (from its URL, or in the admin area the
// admin's choice) and an API client for the request in that locale and the shopper's currency.

import type { RouterContextProvider } from "react-router";
import { cookieNames } from "./cookies.ts";
import { defaultLocale, isLocale, type Locale, splitLocale } from "./locale.ts";
import { isAdminPath } from "./paths.ts";
import { requestCookies, requestCurrency, serverShopApi } from "./request-context.server.ts";
import type { ShopApi } from "./shop-api.ts";

export { currencyFromCookie } from "./currency.ts";

/** The page's locale: its URL's prefix; in the admin area, the language the admin chose. */
export function pageLocale(url: URL, cookies: Record<string, string>): Locale {
  if (!isAdminPath(url.pathname)) return splitLocale(url.pathname).locale;
  const chosen = cookies[cookieNames.adminLocale];
  return isLocale(chosen) ? chosen : defaultLocale;
}

export function routeApi(args: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const cookies = requestCookies(args.request);
  const locale: Locale = pageLocale(args.url, cookies);
  const currency = requestCurrency(args.context, args.request);
  return {
    locale,
    currency,
    shopApi: serverShopApi(args.context, args.request, { language: locale, currency }),
  };
}

/**
 * What the loader of a list page (category, brand, search, blog...) gets: the seo-page
 * dispatcher's arguments, or a route's.
 */
export interface ListingPageArgs {
  shopApi: ShopApi;
  locale: Locale;
  currency: number;
  url: URL;
  request: Request;
}
