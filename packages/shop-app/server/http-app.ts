// The one HTTP surface of the shop: /api/v1 (the API's Hono app, mounted as is), uploads, the
// built client assets, and every other request rendered by React Router with a load context that
// lets loaders call the API in-process.
import { createHash, randomBytes } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { UploadStorage } from "@shop/api";
import { PAGE_CACHE_HEADER as PAGE_CACHE_HEADER_NAME } from "@shop/api/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { RouterContextProvider } from "react-router";
import { compressAroundNonce, gzipWithNonce, textWithNonce } from "./nonce-body.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import {
  createRenderLimit,
  type RenderLimit,
  type RenderLimitOptions,
  RenderRefused,
} from "./render-limit.ts";
import { serveUploads } from "./serve-uploads.ts";

export interface ApiApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  request(
    input: Request,
    init?: RequestInit,
    env?: { clientAddress?: string },
  ): Response | Promise<Response>;
}

export interface LoadContextDeps {
  api: { fetch(request: Request, clientAddress: string | undefined): Promise<Response> };
  clientAddress?: string | undefined;
  siteUrl?: string | undefined;
  /** This response's script nonce (Content-Security-Policy). */
  nonce: string;
  /** The API's COOKIE_SECURE, for the app's own cookies. */
  cookieSecure?: "auto" | "always" | "never" | undefined;
  /** build/client, whose stylesheet the documents carry inline. */
  clientDir?: string | undefined;
}

/** What the app says about a request's page before it is rendered (app/lib/page-cache.server.ts). */
export interface PageCacheRequest {
  key: string;
  shared: boolean;
  setCookie: string | null;
}

export interface HttpAppOptions {
  api: ApiApp;
  /** React Router's request handler (production build or the dev server's build). */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** The build's createLoadContext (exported by app/entry.server.tsx). */
  createLoadContext: () => Promise<(deps: LoadContextDeps) => RouterContextProvider>;
  /** Where /uploads/* are read from (the API's upload storage). */
  uploads: UploadStorage;
  /** build/client; absent in development, where Vite serves the client. */
  clientDir?: string;
  siteUrl?: string | undefined;
  trustProxy: boolean;
  /** The API's COOKIE_SECURE, which the app's own cookies follow too. */
  cookieSecure?: "auto" | "always" | "never";
  /** Rendered catalogue pages kept in the process; without it every page is rendered. */
  pageCache?: PageCache;
  /** The build's pageCacheRequest (exported by app/entry.server.tsx). */
  pageCacheRequest?: () => Promise<(request: Request) => PageCacheRequest | null>;
  renderLimit?: RenderLimitOptions;
  /** Counts and times every request (server/metrics.ts). */
  metrics?: MiddlewareHandler;
  /** True once the process is stopping: readiness then answers 503, so balancers look away. */
  draining?: () => boolean;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The policy every page is sent with: only scripts that carry this response's nonce run (React
 * Router's, React's and the admin's from the site settings all get it), and what they load
 * ('strict-dynamic'); `https:` and 'unsafe-inline' only for browsers too old for nonces, which
 * newer ones ignore. No framing by other sites, no <base> or plugin tricks, and forms that post
 * only to the shop.
 */
export function pagePolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'; frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'`;
}
/** A fresh nonce for each response: 128 random bits. */
export const newNonce = () => randomBytes(16).toString("base64url");
/** How the app marks a page it may keep (app/lib/page-cache.server.ts), as headers list it. */
const PAGE_CACHE_HEADER = PAGE_CACHE_HEADER_NAME.toLowerCase();
/** Headers made per response, never kept with a cached page. */
const PER_RESPONSE = new Set([
  "set-cookie",
  "content-security-policy",
  "cache-control",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  PAGE_CACHE_HEADER,
]);
const DEFAULT_RENDER_LIMIT: RenderLimitOptions = { concurrent: 4, queue: 24, maxWaitMs: 1500 };
/** How long a CDN may serve a kept page while it fetches a fresh one. */
const STALE_SECONDS = 60;

const BUSY: Record<string, string> = {
  tr: "Mağaza şu anda çok yoğun. Lütfen birkaç saniye sonra yeniden deneyin.",
  en: "The shop is very busy right now. Please try again in a few seconds.",
  ar: "المتجر مشغول جدًا الآن. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
};
const HSTS = "max-age=31536000; includeSubDomains";

/** The shopper's address for rate limits: the last X-Forwarded-For hop behind a trusted proxy. */
export function shopperAddress(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  if (trustProxy) {
    const last = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress;
}

/** The request as the shopper sent it: https and the public host when a trusted proxy says so. */
export function publicRequest(request: Request, trustProxy: boolean): Request {
  if (!trustProxy) return request;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (!proto && !host) return request;
  const url = new URL(request.url);
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) url.host = host;
  if (url.href === request.url) return request;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
  };
  if (request.body) {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Whether If-None-Match names the page's ETag (weak comparison, as for GET). */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

type StaticOptions = Parameters<typeof serveStatic>[0];

/**
 * serveStatic with headers on the files it serves. (Its `onFound` runs after the response is
 * made, so headers set there never reach the browser.) A request it passes on is left alone.
 */
function staticWith(options: StaticOptions, headers: Record<string, string>): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c, next) => {
    let passedOn = false;
    const response = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (!passedOn && response) {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    }
    return response;
  };
}

export function createHttpApp(options: HttpAppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const inProcessApi: LoadContextDeps["api"] = {
    fetch: async (request, clientAddress) => {
      // The in-process API and the embedded database answer in microtasks: without a turn of
      // the event loop a whole render runs without reading a socket, so requests pile up
      // unseen by the render bound (nothing to queue, time or refuse). One turn per call.
      await new Promise((resolve) => setImmediate(resolve));
      return options.api.request(request, undefined, clientAddress ? { clientAddress } : {});
    },
  };

  if (options.metrics) app.use(options.metrics);
  app.use(compress());

  app.get("/api/v1/health/ready", async (c, next) => {
    if (!options.draining?.()) return next();
    return c.json({ status: "not_ready", database: true, migrations: true }, 503, {
      "Cache-Control": "no-store",
    });
  });
  app.all("/api/v1/*", (c) => options.api.fetch(c.req.raw, c.env));
  app.all("/api/v1", (c) => options.api.fetch(c.req.raw, c.env));

  app.all("/uploads/*", serveUploads(options.uploads));

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // Hashed file names: cached for a year and never revalidated. Precompressed copies (.br,
    // .gz) are written at build time.
    app.use(
      "/assets/*",
      staticWith({ root: clientDir, precompressed: true }, { "Cache-Control": IMMUTABLE }),
    );
    app.all("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      staticWith(
        { root: clientDir, precompressed: true },
        { "Cache-Control": "public, max-age=3600" },
      ),
    );
  }

  const limit: RenderLimit = createRenderLimit(options.renderLimit ?? DEFAULT_RENDER_LIMIT);

  async function render(request: Request, socketAddress: string | undefined, nonce: string) {
    const createLoadContext = await options.createLoadContext();
    const context = createLoadContext({
      api: inProcessApi,
      clientAddress: shopperAddress(request, socketAddress, options.trustProxy),
      siteUrl: options.siteUrl,
      nonce,
      cookieSecure: options.cookieSecure,
      clientDir: options.clientDir,
    });
    return options.render(request, context);
  }

  /** The page's own headers and the ones every page gets. */
  function pageHeaders(from: Headers, request: Request, nonce: string): Headers {
    const headers = new Headers(from);
    headers.delete(PAGE_CACHE_HEADER);
    if (!headers.has("X-Content-Type-Options")) headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy"))
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "SAMEORIGIN");
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", pagePolicy(nonce));
    if (new URL(request.url).protocol === "https:") headers.set("Strict-Transport-Security", HSTS);
    return headers;
  }

  /**
   * The rendered response as a page to keep, or null: a catalogue page answered 200 whose only
   * cookie is the one the request was known to set. Its body is read here (the render waits for
   * the whole document anyway), so a page that is not kept comes back as a new Response.
   */
  async function keepable(
    response: Response,
    nonce: string,
    expected: PageCacheRequest,
  ): Promise<{ page: CachedPage | null; result: Response }> {
    const cookieName = expected.setCookie?.split("=")[0];
    const cookies = response.headers.getSetCookie();
    const storable =
      response.status === 200 &&
      response.headers.has(PAGE_CACHE_HEADER) &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
      cookies.every((cookie) => cookieName !== undefined && cookie.startsWith(`${cookieName}=`));
    if (!storable) return { page: null, result: response };
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
    const etag = `W/"${createHash("sha256").update(html.split(nonce).join("\0")).digest("base64url").slice(0, 27)}"`;
    return {
      page: { body: compressAroundNonce(html, nonce), headers, etag },
      result: new Response(html, response),
    };
  }

  function serveKept(
    page: CachedPage,
    request: Request,
    nonce: string,
    expected: PageCacheRequest,
  ): Response {
    const cache = options.pageCache;
    const seconds = Math.max(1, Math.round((cache?.ttlMs ?? 0) / 1000));
    const headers = pageHeaders(new Headers(page.headers), request, nonce);
    headers.set("ETag", page.etag);
    headers.set("Vary", "Accept-Encoding, Cookie");
    headers.set(
      "Cache-Control",
      expected.shared
        ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS}`
        : "private, no-cache",
    );
    if (expected.setCookie) headers.append("Set-Cookie", expected.setCookie);
    if (matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
      // The browser keeps the copy it has, whose scripts carry the nonce of the policy it was
      // sent with: a new policy here would replace that one and block them.
      headers.delete("Content-Security-Policy");
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
    if (/\bgzip\b/i.test(request.headers.get("Accept-Encoding") ?? "")) {
      headers.set("Content-Encoding", "gzip");
      return new Response(new Uint8Array(gzipWithNonce(page.body, nonce)), {
        status: 200,
        headers,
      });
    }
    return new Response(textWithNonce(page.body, nonce), { status: 200, headers });
  }

  function busy(request: Request): Response {
    const { pathname } = new URL(request.url);
    const locale = pathname.match(/^\/(en|ar)(\/|$)/)?.[1] ?? "tr";
    const dir = locale === "ar" ? "rtl" : "ltr";
    return new Response(
      `<!doctype html><html lang="${locale}" dir="${dir}"><meta charset="utf-8"><title>503</title><p>${BUSY[locale]}</p></html>`,
      {
        status: 503,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Retry-After": "2",
          "Cache-Control": "no-store",
          "Content-Security-Policy": pagePolicy(newNonce()),
          "X-Content-Type-Options": "nosniff",
        },
      },
    );
  }

  app.all("*", async (c) => {
    const request = publicRequest(c.req.raw, options.trustProxy);
    const socketAddress = c.env?.incoming?.socket?.remoteAddress;
    const nonce = newNonce();
    try {
      const cache = options.pageCache;
      const expected =
        cache && cache.ttlMs > 0 && options.pageCacheRequest
          ? (await options.pageCacheRequest())(request)
          : null;
      if (cache && cache.ttlMs > 0 && expected) {
        const outcome = await cache.getOrRender(expected.key, async () =>
          keepable(await limit.run(() => render(request, socketAddress, nonce)), nonce, expected),
        );
        if ("page" in outcome) return serveKept(outcome.page, request, nonce, expected);
        return finish(outcome.result, request, nonce);
      }
      return finish(await limit.run(() => render(request, socketAddress, nonce)), request, nonce);
    } catch (error) {
      if (error instanceof RenderRefused) return busy(request);
      throw error;
    }
  });

  function finish(response: Response, request: Request, nonce: string): Response {
    const headers = pageHeaders(response.headers, request, nonce);
    if (
      !headers.has("Cache-Control") &&
      (headers.get("Content-Type") ?? "").startsWith("text/html")
    ) {
      // Pages carry the shopper's state (sign-in, cart, currency): never shared by caches.
      headers.set("Cache-Control", "private, no-cache");
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }

  return app;
}
