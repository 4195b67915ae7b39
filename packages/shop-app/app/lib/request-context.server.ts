// What the Node server hands to every request (the RouterContextProvider of the load context):
// the in-process API, the caller's address, and a list that collects cookies for the response.
// entry.server.tsx exports createLoadContext so that the server builds the context with the very
// same context keys the bundled routes read.
import { PAGE_CACHE_HEADER } from "@shop/api/contract";
import { createContext, data, RouterContextProvider } from "react-router";
import { cookieNames, parseCookies } from "./cookies.ts";
import { currencyFromCookie } from "./currency.ts";
import { createShopApi, type ShopApi, type ShopApiOptions } from "./shop-api.ts";

export interface InProcessApi {
  /** Answers a Request for /api/v1/* without a network hop (Hono's app.request). */
  fetch(request: Request, clientAddress: string | undefined): Promise<Response>;
}

export interface ServerDeps {
  api: InProcessApi;
  /** The shopper's address as the server saw it (for the API's rate limits). */
  clientAddress?: string | undefined;
  /** Public origin for canonical and hreflang links (SITE_URL); else the request's origin. */
  siteUrl?: string | undefined;
  /** This response's Content-Security-Policy nonce, for every script the page has. */
  nonce?: string | undefined;
  /**
   * The API's COOKIE_SECURE: "always" marks the app's own cookies Secure too (a shop behind a
   * TLS proxy that does not say so), "never" leaves it off; "auto" follows the request's scheme.
   */
  cookieSecure?: "auto" | "always" | "never" | undefined;
  /** build/client, whose stylesheet the documents carry inline; absent in development. */
  clientDir?: string | undefined;
}

/** Admin-written markup that the document gets outside React (entry.server.tsx injects it). */
export interface DocumentInjection {
  /** Before </head>. */
  head: string;
  /** Right after <body>. */
  bodyStart: string;
  /** Before </body>, after the app's own scripts. */
  bodyEnd: string;
}

export const serverDepsContext = createContext<ServerDeps | null>(null);
/** Set-Cookie values to add to the response (from the API's answers and from the app). */
export const outgoingCookiesContext = createContext<string[]>([]);
export const documentInjectionContext = createContext<DocumentInjection | null>(null);
/**
 * The API's answers this request's render was made of: how many, and whether any of them may not
 * go into a page kept for every shopper (lib/page-cache.server.ts).
 */
export const pageAnswersContext = createContext({ count: 0, personal: false });
/** The currency the page is priced in, once the root middleware has checked the stored one. */
export const currencyContext = createContext<number | null>(null);

export function createLoadContext(deps: ServerDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverDepsContext, deps);
  context.set(outgoingCookiesContext, []);
  context.set(pageAnswersContext, { count: 0, personal: false });
  return context;
}

export function serverDeps(context: Readonly<RouterContextProvider>): ServerDeps {
  const deps = context.get(serverDepsContext);
  if (!deps) throw new Error("The load context has no server dependencies (createLoadContext)");
  return deps;
}

export function addResponseCookie(context: Readonly<RouterContextProvider>, cookie: string): void {
  context.get(outgoingCookiesContext).push(cookie);
}

/** Headers of the shopper's request that the API needs to see the same caller. */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "sec-fetch-site",
  "user-agent",
  "accept-language",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
] as const;

/** The request's public origin (SITE_URL when set). */
export function publicOrigin(request: Request, deps: ServerDeps): string {
  return deps.siteUrl ?? new URL(request.url).origin;
}

/**
 * The options of this request's API clients: the page's origin and locale, and a fetch that
 * calls the API in-process, carrying the shopper's cookies (so the API sees the same identity),
 * whose answers' Set-Cookie headers go back to the browser with the page.
 */
function inProcess(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: { language: string; currency: number },
): ShopApiOptions {
  const deps = serverDeps(context);
  return {
    origin: new URL(request.url).origin,
    ...locale,
    fetch: async (apiRequest) => {
      const headers = new Headers(apiRequest.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers.get(name);
        if (value !== null && !headers.has(name)) headers.set(name, value);
      }
      const init: RequestInit & { duplex?: "half" } = { headers };
      if (apiRequest.body) init.duplex = "half";
      const response = await deps.api.fetch(new Request(apiRequest, init), deps.clientAddress);
      for (const cookie of response.headers.getSetCookie()) addResponseCookie(context, cookie);
      const answers = context.get(pageAnswersContext);
      answers.count += 1;
      if (!response.headers.has(PAGE_CACHE_HEADER)) answers.personal = true;
      // The database is away for a moment: the page answers 503 and says so in the shopper's
      // language (features/layout/error-screen.tsx), rather than a fault.
      if (response.status === 503) throw data(null, { status: 503 });
      return response;
    },
  };
}

/** The typed API client of this request (calls in-process). */
export const serverShopApi = (...args: Parameters<typeof inProcess>): ShopApi =>
  createShopApi(inProcess(...args));

export function requestCookies(request: Request): Record<string, string> {
  return parseCookies(request.headers.get("cookie"));
}

/** The page's currency: as checked by the root middleware, else as the cookie stores it. */
export function requestCurrency(
  context: Readonly<RouterContextProvider>,
  request: Request,
): number {
  return (
    context.get(currencyContext) ??
    currencyFromCookie(requestCookies(request)[cookieNames.currency])
  );
}
