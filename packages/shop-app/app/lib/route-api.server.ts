// The pieces most loaders start with: the page's locale (from its URL) and an API client for the
// request in that locale and the shopper's currency.

import type { RouterContextProvider } from "react-router";
import { cookieNames } from "./cookies.ts";
import { currencyFromCookie } from "./currency.ts";
import { type Locale, splitLocale } from "./locale.ts";
import { requestCookies, serverApi } from "./request-context.server.ts";

export { currencyFromCookie } from "./currency.ts";

export function routeApi(args: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const locale: Locale = splitLocale(args.url.pathname).locale;
  const currency = currencyFromCookie(requestCookies(args.request)[cookieNames.currency]);
  return {
    locale,
    currency,
    api: serverApi(args.context, args.request, { language: locale, currency }),
  };
}
