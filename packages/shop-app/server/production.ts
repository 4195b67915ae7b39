// The production server: builds if needed, opens the API (database migrated and seeded), then
// serves everything on one port.
import cluster from "node:cluster";
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig, openShopApi } from "@shop/api";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { clientDir, ensureBuild, serverBuildFile } from "./build.ts";
import type { WebEnv } from "./env.ts";
import { createHttpApp, type LoadContextDeps, type PageCacheRequest } from "./http-app.ts";
import { createMetrics, serveMetrics } from "./metrics.ts";
import { createPageCache } from "./page-cache.ts";
import { stopOnSignals } from "./shutdown.ts";

export type CreateLoadContext = (deps: LoadContextDeps) => RouterContextProvider;

type RequestHandlerFactory = (
  build: ServerBuild,
  mode: string,
) => (request: Request, context: RouterContextProvider) => Promise<Response>;

interface EntryExports {
  createLoadContext?: CreateLoadContext;
  createRequestHandler?: RequestHandlerFactory;
  pageCacheRequest?: (request: Request) => PageCacheRequest | null;
}

/** Compressed bytes of rendered pages kept at most (a product page is about 40 KB). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The build's own createLoadContext and createRequestHandler (app/entry.server.tsx). */
export function buildEntry(build: ServerBuild) {
  const entry = build.entry.module as EntryExports;
  if (
    typeof entry.createLoadContext !== "function" ||
    typeof entry.createRequestHandler !== "function" ||
    typeof entry.pageCacheRequest !== "function"
  ) {
    throw new Error(
      "app/entry.server.tsx must export createLoadContext, createRequestHandler and pageCacheRequest",
    );
  }
  return {
    createLoadContext: entry.createLoadContext,
    createRequestHandler: entry.createRequestHandler,
    pageCacheRequest: entry.pageCacheRequest,
  };
}

export function apiConfig(env: WebEnv) {
  try {
    return loadConfig({
      ...process.env,
      DATA_DIR: env.dataDir,
      PORT: String(env.port),
      HOST: env.host,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export async function startProduction(env: WebEnv): Promise<void> {
  const log = (message: string) => process.stdout.write(`${message}\n`);
  if (!env.skipBuild) await ensureBuild(log);
  const pageCache = createPageCache({ ttlMs: env.pageCacheTtlMs, maxBytes: PAGE_CACHE_MAX_BYTES });
  // An admin's write drops the rendered pages with the API's own caches.
  const api = await openShopApi({
    config: apiConfig(env),
    api: { onAdminWrite: () => pageCache.clear() },
  });
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const { createLoadContext, createRequestHandler, pageCacheRequest } = buildEntry(build);
  const render = createRequestHandler(build, env.mode);
  let stopping = () => false;
  const app = createHttpApp({
    api: api.app,
    render: (request, context) => render(request, context),
    createLoadContext: async () => createLoadContext,
    pageCache,
    pageCacheRequest: async () => pageCacheRequest,
    uploads: api.uploads,
    clientDir,
    siteUrl: env.siteUrl,
    trustProxy: env.trustProxy,
    cookieSecure: api.config.cookieSecure,
    metrics: createMetrics(() => api.stats()),
    draining: () => stopping(),
  });
  // A worker's figures are served, summed, by its primary (server/workers.ts).
  const metricsServer =
    env.metricsPort && cluster.isPrimary ? serveMetrics(env.metricsPort, env.host) : undefined;
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const host = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : info.address;
    api.logger.info("listening", { url: `http://${host}:${info.port}/`, data_dir: env.dataDir });
  }) as Server;
  stopping = stopOnSignals(
    server,
    async () => {
      metricsServer?.close();
      await api.close();
    },
    (message) => api.logger.info(message),
  );
}
