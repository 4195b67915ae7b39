// The root's server side: middleware that runs for every document and data request (cookies on
// the response, the front-door locale redirect, sign-in by ?token=, who is calling), and the root
// loader with what every page needs (locale, customer state, shop settings, currencies, menu).
import { data, type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { signInByToken } from "./features/identity/token-sign-in.server.ts";
import { decideRootLocale } from "./features/locale/locale-detection.server.ts";
import { catalogueJsonFor } from "./i18n/catalogues.server.ts";
import { loadCartProductDetails } from "./lib/cart.server.ts";
import { cookieMaxAge, cookieNames, serializeCookie } from "./lib/cookies.ts";
import { currencyFromCookie, DEFAULT_CURRENCY, offeredCurrency } from "./lib/currency.ts";
import {
  identityContext,
  isSecureRequest,
  requestIdentity,
  resolveIdentity,
} from "./lib/identity.server.ts";
import { isLocale, type Locale, localeCodes, localeDir } from "./lib/locale.ts";
import { isAdminPath } from "./lib/paths.ts";
import {
  addResponseCookie,
  currencyContext,
  documentInjectionContext,
  outgoingCookiesContext,
  publicOrigin,
  requestCookies,
  requestCurrency,
  serverDeps,
  serverShopApi,
} from "./lib/request-context.server.ts";
import type { RootData } from "./lib/root-data.ts";
import { pageLocale } from "./lib/route-api.server.ts";
import { type ShopApi, unwrap } from "./lib/shop-api.ts";
import { shopTimeZone } from "./lib/shop-time.ts";
import {
  documentInjection,
  emptyLayout,
  pageLayout,
  shopConfig,
  shopHead,
} from "./lib/site-settings.server.ts";
import { headerMenuOf } from "./lib/trees.server.ts";
import type { CustomerSnapshot, ShopConfig } from "./state/customer.ts";

export type { RootData } from "./lib/root-data.ts";

type MiddlewareContext = Parameters<MiddlewareFunction<Response>>[0]["context"];

function localeFor(request: Request, context: MiddlewareContext, url: URL) {
  return {
    language: pageLocale(url, requestCookies(request)),
    currency: requestCurrency(context, request),
  };
}

/** Cookies collected during the request go out with the response, redirects included. */
const responseCookies: MiddlewareFunction<Response> = async ({ context }, next) => {
  const attach = (response: Response) => {
    for (const cookie of context.get(outgoingCookiesContext).splice(0)) {
      response.headers.append("Set-Cookie", cookie);
    }
    return response;
  };
  try {
    return attach(await next());
  } catch (thrown) {
    if (thrown instanceof Response) throw attach(thrown);
    throw thrown;
  }
};

/**
 * A path with an empty segment ("//", "/en//x") is none the shop links to, and one that URL
 * parsers read as another origin ("//evil.example"): it names no page.
 */
const readablePath: MiddlewareFunction<Response> = async ({ url }, next) => {
  if (url.pathname.includes("//")) throw data(null, { status: 404 });
  return next();
};

const rootLocale: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const decision = decideRootLocale(request, requestCookies(request));
  if (decision.setCookie) addResponseCookie(context, decision.setCookie);
  if (decision.redirectTo)
    throw redirect(decision.redirectTo, { headers: { Vary: "Cookie, Accept-Language" } });
  return next();
};

/** The admin area's language switcher links to the page with ?lang=: remembered, then dropped. */
const adminLocale: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const chosen = url.searchParams.get("lang");
  if (request.method !== "GET" || chosen === null || !isAdminPath(url.pathname)) return next();
  if (isLocale(chosen)) {
    addResponseCookie(
      context,
      serializeCookie(cookieNames.adminLocale, chosen, {
        maxAge: cookieMaxAge.adminLocale,
        secure: isSecureRequest(request, context),
      }),
    );
  }
  const target = new URL(url);
  target.searchParams.delete("lang");
  throw redirect(`${target.pathname}${target.search}`);
};

/** `?token=` on any page (features/identity/token-sign-in.server.ts); exported for its tests. */
export const tokenSignIn: MiddlewareFunction<Response> = async (
  { request, context, url },
  next,
) => {
  if (request.method === "GET" && url.searchParams.has("token")) {
    await signInByToken(
      url,
      serverShopApi(context, request, localeFor(request, context, url)),
      context,
      isSecureRequest(request, context),
      requestCookies(request),
    );
  }
  return next();
};

const identity: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const { identity, clearCookies } = await resolveIdentity(
    serverShopApi(context, request, localeFor(request, context, url)),
    requestCookies(request),
    isSecureRequest(request, context),
  );
  for (const cookie of clearCookies) addResponseCookie(context, cookie);
  context.set(identityContext, identity);
  return next();
};

/**
 * A stored currency that an admin has since switched off (/admin/exchange-rates) gives way to the
 * default, for this page's loaders and, with its cookie cleared, for the pages after it.
 */
const offeredCurrencyOnly: MiddlewareFunction<Response> = async (
  { request, context, url },
  next,
) => {
  const stored = currencyFromCookie(requestCookies(request)[cookieNames.currency]);
  if (stored === DEFAULT_CURRENCY || isAdminPath(url.pathname)) return next();
  const shopApi = serverShopApi(context, request, localeFor(request, context, url));
  const offered = await unwrap(shopApi.currency.$get()).catch((error: unknown) => {
    console.error("currency check: currencies unavailable", error);
    return [];
  });
  const currency = offeredCurrency(stored, offered);
  context.set(currencyContext, currency);
  if (currency !== stored)
    addResponseCookie(
      context,
      serializeCookie(cookieNames.currency, "", {
        maxAge: 0,
        secure: isSecureRequest(request, context),
      }),
    );
  return next();
};

export const middleware: MiddlewareFunction<Response>[] = [
  responseCookies,
  readablePath,
  rootLocale,
  adminLocale,
  tokenSignIn,
  identity,
  offeredCurrencyOnly,
];

/** The active languages the storefront has catalogues for; every one when none is known. */
function activeLocales(languages: { code: string }[]): Locale[] {
  const known = languages.map((language) => language.code).filter(isLocale);
  return known.length > 0 ? known : [...localeCodes];
}

async function orFallback<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`root loader: ${what} unavailable`, error);
    return fallback;
  }
}

async function loadSettings(shopApi: ShopApi) {
  try {
    return await unwrap(shopApi.siteSettings.getSettings[":id"].$get({ param: { id: "default" } }));
  } catch (error) {
    console.error("root loader: site settings unavailable", error);
    return null;
  }
}

export async function loader({ request, context, url }: LoaderFunctionArgs): Promise<RootData> {
  const cookies = requestCookies(request);
  const locale = pageLocale(url, cookies);
  const currency = requestCurrency(context, request);
  const shopApi = serverShopApi(context, request, { language: locale, currency });
  const who = requestIdentity(context);

  const [settings, currencies, languages, menu, cart, favouriteIds] = await Promise.all([
    loadSettings(shopApi),
    orFallback(unwrap(shopApi.currency.$get()), [], "currencies"),
    orFallback(unwrap(shopApi.language.$get()), [], "languages"),
    orFallback(headerMenuOf(shopApi), [], "header menu"),
    loadCartProductDetails(shopApi, who),
    who.customer
      ? orFallback(unwrap(shopApi.customer.getCustomerFavoriteIds.$get()), [], "favourites")
      : Promise.resolve([]),
  ]);
  // The admin's scripts and CSS dress the storefront; the admin area stays the shop's own code.
  if (settings && !isAdminPath(url.pathname))
    context.set(
      documentInjectionContext,
      documentInjection(settings, { consented: cookies[cookieNames.consent] === "1" }),
    );

  const config: ShopConfig = settings
    ? shopConfig(settings)
    : { shopName: "", noImageProduct: "", settings: {} };
  const user = who.customer
    ? {
        id: who.customer.id,
        name: who.customer.name,
        surname: who.customer.surname,
        email: who.customer.email,
      }
    : null;
  const customer: CustomerSnapshot = {
    token: who.admin ? "admin" : who.customer ? "customer" : null,
    guestToken: who.guest !== null,
    guestCode: who.guest?.guestCode ?? cookies[cookieNames.guestCode] ?? null,
    user,
    sessionId: user ? (cookies[cookieNames.sessionId] ?? null) : null,
    language: locale,
    currency,
    paymentCode: null,
    userLoggedIn: user !== null,
    guestLoggedIn: who.guest !== null,
    adminLoggedIn: who.admin !== null,
    adminShowLeftMenu: cookies[cookieNames.adminMenu] !== "0",
    cartProductDetails: cart,
    favouriteIds,
    config,
  };

  return {
    locale,
    dir: localeDir(locale),
    origin: publicOrigin(request, serverDeps(context)),
    customer,
    layout: settings ? pageLayout(settings) : emptyLayout,
    head: settings
      ? shopHead(settings)
      : { favicon: null, googleSiteVerification: null, shopName: "" },
    timeZone: shopTimeZone(config.settings.time_zone),
    currencies,
    languages: activeLocales(languages),
    menu,
    cookieConsent: cookies[cookieNames.consent] === "1",
    messages: catalogueJsonFor(locale, isAdminPath(url.pathname) ? "admin" : "storefront"),
  };
}
