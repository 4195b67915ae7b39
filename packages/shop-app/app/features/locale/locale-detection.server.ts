// Which locale a shopper who opens the shop's front door gets (spec section 2): the URL prefix
// decides; on the bare root ("/", the tr home) a remembered choice (i18n_redirected cookie) and
// then the browser's Accept-Language may send the shopper to /en or /ar instead. Only the root
// is redirected, and only when the shopper arrives from outside (a bookmark, a typed address, a
// search result): a link inside the shop to "/" is a deliberate choice of Turkish, and deep links
// and crawlers always get the page they asked for.
import { isbot } from "isbot";
import { cookieMaxAge, cookieNames, serializeCookie } from "../../lib/cookies.ts";
import {
  defaultLocale,
  isLocale,
  type Locale,
  localizePath,
  negotiateLocale,
} from "../../lib/locale.ts";

export interface RootLocaleDecision {
  redirectTo: string | null;
  setCookie: string | null;
}

export function decideRootLocale(
  request: Request,
  cookies: Record<string, string>,
): RootLocaleDecision {
  const none = { redirectTo: null, setCookie: null };
  const url = new URL(request.url);
  if (request.method !== "GET" || url.pathname !== "/") return none;
  if (isbot(request.headers.get("user-agent") ?? "")) return none;
  if (arrivedFromInside(request)) return none;

  const remembered = cookies[cookieNames.locale];
  let locale: Locale;
  let setCookie: string | null = null;
  if (isLocale(remembered)) {
    locale = remembered;
  } else {
    locale = negotiateLocale(request.headers.get("accept-language")) ?? defaultLocale;
    setCookie = serializeCookie(cookieNames.locale, locale, {
      maxAge: cookieMaxAge.locale,
      secure: url.protocol === "https:",
    });
  }
  if (locale === defaultLocale) return { redirectTo: null, setCookie };
  return { redirectTo: `${localizePath("/", locale)}${url.search}`, setCookie };
}

function arrivedFromInside(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}
