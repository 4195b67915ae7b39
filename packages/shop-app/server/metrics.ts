// The process's figures in Prometheus's format (prom-client): requests by kind and status class,
// their latency, the database pool, the outbox backlog, and Node's own (CPU, memory, event loop).
// Served on METRICS_PORT, apart from the shop's port, so that it is never public: one process
// serves its own; with WEB_CONCURRENCY the primary serves the sum over its workers.
import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import client, { AggregatorRegistry } from "prom-client";

/** What a request was for: four kinds keep the series few, whatever the URLs. */
function kindOf(path: string): "api" | "upload" | "asset" | "page" {
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/uploads/")) return "upload";
  if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

export interface ShopStats {
  pool: { total: number; idle: number; waiting: number } | null;
  outboxBacklog: number;
}

/** Registers the shop's metrics in prom-client's global registry, read by `serveMetrics`. */
export function createMetrics(stats: () => Promise<ShopStats>): MiddlewareHandler {
  client.collectDefaultMetrics();
  // A worker answers its primary's requests for its figures: prom-client 15 adds that listener
  // when an AggregatorRegistry is made, in a worker as in the primary.
  if (cluster.isWorker) new AggregatorRegistry();
  const requests = new client.Counter({
    name: "shop_http_requests_total",
    help: "Requests answered, by kind (page, api, upload, asset), method and status class",
    labelNames: ["kind", "method", "status"] as const,
  });
  const duration = new client.Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time to the response's headers, by kind",
    labelNames: ["kind"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  let latest: Promise<ShopStats> | undefined;
  // One database read per scrape, shared by the gauges below.
  const read = () => {
    latest ??= stats().finally(() => setTimeout(() => (latest = undefined), 1000).unref());
    return latest;
  };
  new client.Gauge({
    name: "shop_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting for one)",
    labelNames: ["state"] as const,
    aggregator: "sum",
    async collect() {
      const { pool } = await read();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new client.Gauge({
    name: "shop_outbox_backlog",
    help: "Messages to shoppers written and not yet sent",
    // Every process reads the same table: the sum over workers would count it N times.
    aggregator: "max",
    async collect() {
      this.set((await read()).outboxBacklog);
    },
  });
  return async (c, next) => {
    const kind = kindOf(c.req.path);
    const stop = duration.startTimer({ kind });
    try {
      await next();
    } finally {
      stop();
      requests.inc({ kind, method: c.req.method, status: `${Math.floor(c.res.status / 100)}xx` });
    }
  };
}

/** Serves /metrics on its own port: this process's registry, or (`read`) its workers' summed. */
export function serveMetrics(
  port: number,
  host: string,
  read: () => Promise<string> = () => client.register.metrics(),
): Server {
  const server = createServer(async (request, response) => {
    if (request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await read();
      response.writeHead(200, { "Content-Type": client.register.contentType }).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  server.listen(port, host);
  return server;
}

/** The primary's view: asks every worker for its figures and sums them (prom-client's cluster). */
export function clusterMetrics(): () => Promise<string> {
  const registry = new AggregatorRegistry();
  return () => registry.clusterMetrics();
}
