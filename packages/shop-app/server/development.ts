// `pnpm dev`: the same server with Vite in middleware mode: modules and hot updates come from
// Vite, pages from the current source on each request, the API from the same process.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { openShopApi } from "@shop/api";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { appRoot } from "./build.ts";
import type { WebEnv } from "./env.ts";
import { createHttpApp } from "./http-app.ts";
import { apiConfig, buildEntry } from "./production.ts";
import { stopOnSignals } from "./shutdown.ts";

export async function startDevelopment(env: WebEnv): Promise<void> {
  const httpServer = createServer();
  const vite = await createViteServer({
    root: appRoot,
    appType: "custom",
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  const api = await openShopApi({ config: apiConfig(env) });
  const loadBuild = async () =>
    (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild;
  const app = createHttpApp({
    api: api.app,
    render: async (request, context) => {
      const build = await loadBuild();
      return buildEntry(build).createRequestHandler(build, "development")(request, context);
    },
    createLoadContext: async () => buildEntry(await loadBuild()).createLoadContext,
    uploads: api.uploads,
    siteUrl: env.siteUrl,
    trustProxy: env.trustProxy,
    cookieSecure: api.config.cookieSecure,
  });
  const listener = getRequestListener(app.fetch);
  httpServer.on("request", (req, res) => {
    vite.middlewares(req, res, () => {
      void listener(req, res);
    });
  });
  httpServer.listen(env.port, env.host, () => {
    const host = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
    api.logger.info("dev server listening", { url: `http://${host}:${env.port}/` });
  });
  stopOnSignals(
    httpServer,
    async () => {
      await vite.close();
      await api.close();
    },
    (message) => api.logger.info(message),
  );
}
