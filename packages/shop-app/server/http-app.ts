// The one HTTP surface of the shop: /api/v1 (the API's Hono app, mounted as is), uploads, the
// built client assets, and every other request rendered by React Router with a load context that
// lets loaders call the API in-process.
import { mkdirSync } from "node:fs";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { RouterContextProvider } from "react-router";

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
}

export interface HttpAppOptions {
  api: ApiApp;
  /** React Router's request handler (production build or the dev server's build). */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** The build's createLoadContext (exported by app/entry.server.tsx). */
  createLoadContext: () => Promise<(deps: LoadContextDeps) => RouterContextProvider>;
  uploadsDir: string;
  /** build/client; absent in development, where Vite serves the client. */
  clientDir?: string;
  siteUrl?: string | undefined;
  trustProxy: boolean;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The policy every page is sent with: no framing by other sites, no <base> or plugin tricks, and
 * forms that post only to the shop. Scripts are not restricted here yet: the admin's head and body
 * scripts (site settings) are inline and would need a nonce each.
 */
export const PAGE_POLICY =
  "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'";
/** Uploaded files are pictures: nothing in them runs, even opened on their own. */
const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
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
  mkdirSync(options.uploadsDir, { recursive: true });
  const app = new Hono<{ Bindings: HttpBindings }>();
  const inProcessApi: LoadContextDeps["api"] = {
    fetch: async (request, clientAddress) =>
      options.api.request(request, undefined, clientAddress ? { clientAddress } : {}),
  };

  app.use(compress());

  app.all("/api/v1/*", (c) => options.api.fetch(c.req.raw, c.env));
  app.all("/api/v1", (c) => options.api.fetch(c.req.raw, c.env));

  app.use(
    "/uploads/*",
    staticWith(
      { root: options.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") },
      {
        "Cache-Control": "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": UPLOAD_POLICY,
      },
    ),
  );
  app.all("/uploads/*", (c) => c.text("Not found", 404));

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

  app.all("*", async (c) => {
    const createLoadContext = await options.createLoadContext();
    const request = publicRequest(c.req.raw, options.trustProxy);
    const context = createLoadContext({
      api: inProcessApi,
      clientAddress: shopperAddress(
        c.req.raw,
        c.env?.incoming?.socket?.remoteAddress,
        options.trustProxy,
      ),
      siteUrl: options.siteUrl,
    });
    const response = await options.render(request, context);
    const headers = new Headers(response.headers);
    if (!headers.has("X-Content-Type-Options")) headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy"))
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "SAMEORIGIN");
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", PAGE_POLICY);
    if (new URL(request.url).protocol === "https:") headers.set("Strict-Transport-Security", HSTS);
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
  });

  return app;
}
