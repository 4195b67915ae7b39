// Renders documents: every page is complete HTML before any script runs (we wait for all of it,
// for shoppers and crawlers alike), then the admin's own head and body markup from the site
// settings is put into the stream outside React. Every script carries the response's CSP nonce
// (made by the server per response, server/http-app.ts), the admin's scripts included.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { injector, withNonce } from "./lib/html-injector.server.ts";
import { isKeepablePage, PAGE_CACHE_HEADER } from "./lib/page-cache.server.ts";
import {
  documentInjectionContext,
  outgoingCookiesContext,
  serverDeps,
} from "./lib/request-context.server.ts";
import { stylesheetReader } from "./lib/stylesheet-text.server.ts";
import { StylesheetText } from "./lib/stylesheet-text.ts";

// For the Node server: the load context and the request handler must come from the same copy of
// React Router as the routes (in development Vite loads its own), so the server takes both from
// the build.
export { createRequestHandler } from "react-router";
export { pageCacheRequest } from "./lib/page-cache.server.ts";
export { createLoadContext } from "./lib/request-context.server.ts";

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Cookies collected while loading (a guest's stale token cleared, ...), for error documents
  // too, which do not pass through the root middleware's normal return.
  const cookies = loadContext.get(outgoingCookiesContext);
  const existing = new Set(responseHeaders.getSetCookie());
  for (const cookie of cookies.splice(0))
    if (!existing.has(cookie)) responseHeaders.append("Set-Cookie", cookie);

  // A page the database could not serve for a moment (lib/request-context.server.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", "3");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, clientDir } = serverDeps(loadContext);
  const found = loadContext.get(documentInjectionContext);
  const injection = found ? withNonce(found, nonce) : null;
  if (isKeepablePage(loadContext)) responseHeaders.set(PAGE_CACHE_HEADER, "1");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetText value={stylesheetReader(clientDir)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetText>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          // A shopper who leaves mid-answer cancels the stream (AbortError on `body`): stop
          // rendering. Without a listener that error would take the whole process down.
          body.on("error", () => {
            clearTimeout(timeout);
            abort();
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          if (injection) pipe(injector(injection)).pipe(body);
          else pipe(body);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
