import { Hono } from "hono";
import client from "prom-client";
import { expect, it } from "vitest";
import { createMetrics, serveMetrics } from "./metrics.ts";

it("counts and times requests by kind and status class, and reports the pool and the outbox", async () => {
  const app = new Hono();
  app.use(
    createMetrics(async () => ({ pool: { total: 4, idle: 3, waiting: 0 }, outboxBacklog: 7 })),
  );
  app.get("/giyim", (c) => c.text("page"));
  app.get("/api/v1/nothing", (c) => c.json({}, 404));
  await app.request("/giyim");
  await app.request("/giyim");
  await app.request("/api/v1/nothing");

  const server = serveMetrics(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.headers.get("content-type")).toBe(client.register.contentType);
    const text = await answer.text();
    expect(text).toContain('shop_http_requests_total{kind="page",method="GET",status="2xx"} 2');
    expect(text).toContain('shop_http_requests_total{kind="api",method="GET",status="4xx"} 1');
    expect(text).toContain('shop_http_request_duration_seconds_count{kind="page"} 2');
    expect(text).toContain('shop_db_pool_connections{state="idle"} 3');
    expect(text).toContain("shop_outbox_backlog 7");
    expect(text).toContain("process_resident_memory_bytes");
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  } finally {
    server.close();
  }
});
