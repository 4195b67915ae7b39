// The API on its own: `pnpm --filter @shop/api start` serves /api/v1 on HOST:PORT.
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig, openShopApi } from "./index.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const api = await openShopApi({ config });
const server = serve({ fetch: api.app.fetch, port: config.port, hostname: config.host }, (info) => {
  api.logger.info("listening", {
    url: `http://${info.family === "IPv6" ? `[${info.address}]` : info.address}:${info.port}/api/v1`,
    docs: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}/api/v1/docs`,
  });
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  api.logger.info("stopping", { signal });
  const http = server as import("node:http").Server;
  server.close(() => {
    void api.close().then(() => process.exit(0));
  });
  http.closeIdleConnections?.();
  // Requests still running after a few seconds are cut, so that the database closes cleanly.
  setTimeout(() => http.closeAllConnections?.(), 5000).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
