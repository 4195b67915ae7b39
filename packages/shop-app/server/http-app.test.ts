import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createHttpApp, type LoadContextDeps, PAGE_POLICY } from "./http-app.ts";

function app(trustProxy: boolean) {
  const uploadsDir = mkdtempSync(join(tmpdir(), "shop-http-"));
  writeFileSync(join(uploadsDir, "photo.webp"), "RIFF");
  const seen: LoadContextDeps[] = [];
  const http = createHttpApp({
    api: { fetch: () => new Response("{}"), request: () => new Response("{}") },
    render: async () =>
      new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html" } }),
    createLoadContext: async () => (deps) => {
      seen.push(deps);
      return new RouterContextProvider();
    },
    uploadsDir,
    trustProxy,
  });
  return { http, seen };
}

describe("the shop's HTTP surface", () => {
  it("sends pages with a policy against framing, base and plugin tricks, and no HSTS over http", async () => {
    const { http } = app(false);
    const page = await http.request("http://shop.test/");
    expect(page.headers.get("content-security-policy")).toBe(PAGE_POLICY);
    expect(PAGE_POLICY).toContain("frame-ancestors 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the shopper came over https through a trusted proxy", async () => {
    const { http } = app(true);
    const page = await http.request("http://shop.test/", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(page.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });

  it("serves uploads as inert files", async () => {
    const { http } = app(false);
    const upload = await http.request("http://shop.test/uploads/photo.webp");
    expect(upload.status).toBe(200);
    expect(upload.headers.get("x-content-type-options")).toBe("nosniff");
    expect(upload.headers.get("content-security-policy")).toContain("sandbox");
    expect(upload.headers.get("cache-control")).toBe("public, max-age=86400");
    const missing = await http.request("http://shop.test/uploads/none.webp");
    expect(missing.status).toBe(404);
  });

  it("takes the shopper's address from the proxy only when it is trusted", async () => {
    const forwarded = { headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9" } };
    const trusting = app(true);
    await trusting.http.request("http://shop.test/", forwarded);
    expect(trusting.seen[0]?.clientAddress).toBe("203.0.113.9");
    const direct = app(false);
    await direct.http.request("http://shop.test/", forwarded);
    expect(direct.seen[0]?.clientAddress).toBeUndefined();
  });
});
