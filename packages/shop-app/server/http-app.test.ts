import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { diskStorage } from "@shop/api";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createHttpApp, type HttpAppOptions, type LoadContextDeps } from "./http-app.ts";
import { createPageCache } from "./page-cache.ts";

/** A page as entry.server.tsx renders it: every script with the response's nonce. */
function document(nonce: string, text = "page") {
  return `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body><p>${text}</p>${"<p>filler</p>".repeat(200)}<script type="module" nonce="${nonce}">import "/assets/x.js"</script></body></html>`;
}

interface Rendered {
  status?: number;
  catalogue?: boolean;
  setCookie?: string;
}

function app(
  trustProxy: boolean,
  extra: Partial<HttpAppOptions> & { answer?: (request: Request) => Rendered } = {},
) {
  const uploadsDir = mkdtempSync(join(tmpdir(), "shop-http-"));
  writeFileSync(join(uploadsDir, "photo.webp"), "RIFF");
  mkdirSync(join(uploadsDir, "demo"));
  writeFileSync(join(uploadsDir, "demo", "logo.svg"), "<svg></svg>");
  const seen: LoadContextDeps[] = [];
  let renders = 0;
  const { answer = () => ({}), ...options } = extra;
  const http = createHttpApp({
    api: { fetch: () => new Response("{}"), request: () => new Response("{}") },
    render: async (request, context) => {
      renders += 1;
      const deps = seen.at(-1);
      const rendered = answer(request);
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (rendered.catalogue !== false) headers.set("X-Shop-Page-Cache", "1");
      if (rendered.setCookie) headers.append("Set-Cookie", rendered.setCookie);
      expect(context).toBeInstanceOf(RouterContextProvider);
      return new Response(document(deps?.nonce ?? "", `render ${renders}`), {
        status: rendered.status ?? 200,
        headers,
      });
    },
    createLoadContext: async () => (deps) => {
      seen.push(deps);
      return new RouterContextProvider();
    },
    uploads: diskStorage(uploadsDir),
    trustProxy,
    ...options,
  });
  return { http, seen, renders: () => renders };
}

/** An app whose every GET without a customer cookie may be kept. */
function cachingApp(answer?: (request: Request) => Rendered) {
  const pageCache = createPageCache({ ttlMs: 30_000, maxBytes: 1_000_000 });
  const made = app(false, {
    pageCache,
    pageCacheRequest: async () => (request) =>
      request.method === "GET" && !(request.headers.get("cookie") ?? "").includes("customer_token")
        ? { key: request.url, shared: true, setCookie: null }
        : null,
    ...(answer ? { answer } : {}),
  });
  return { ...made, pageCache };
}

function nonceOf(response: Response): string {
  const policy = response.headers.get("content-security-policy") ?? "";
  const nonce = policy.match(/'nonce-([A-Za-z0-9_-]+)'/)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("the shop's HTTP surface", () => {
  it("sends pages with a policy against framing, base and plugin tricks, and no HSTS over http", async () => {
    const { http } = app(false);
    const page = await http.request("http://shop.test/");
    const policy = page.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
      "'strict-dynamic'",
    ])
      expect(policy).toContain(directive);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("lets only the scripts with this response's nonce run, a new nonce each time", async () => {
    const { http, seen } = app(false);
    const first = await http.request("http://shop.test/hesabim");
    const second = await http.request("http://shop.test/hesabim");
    const nonces = [nonceOf(first), nonceOf(second)];
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(seen.map((deps) => deps.nonce)).toEqual(nonces);
    expect(scriptNonces(await first.text())).toEqual([nonces[0], nonces[0]]);
    expect(scriptNonces(await second.text())).toEqual([nonces[1], nonces[1]]);
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
    expect(upload.headers.get("content-type")).toBe("image/webp");
    expect(await upload.text()).toBe("RIFF");
    const svg = await http.request("http://shop.test/uploads/demo/logo.svg");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    const again = await http.request("http://shop.test/uploads/photo.webp", {
      headers: { "if-modified-since": upload.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
    const head = await http.request("http://shop.test/uploads/photo.webp", { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("4");
    for (const path of ["none.webp", "..%2Fphoto.webp", "demo/..%2F..%2Fetc%2Fpasswd", "demo"]) {
      const missing = await http.request(`http://shop.test/uploads/${path}`);
      expect(missing.status, path).toBe(404);
    }
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

  it("hands the API's COOKIE_SECURE to the pages, for the app's own cookies", async () => {
    const always = app(false, { cookieSecure: "always" });
    await always.http.request("http://shop.test/");
    expect(always.seen[0]?.cookieSecure).toBe("always");
    const unset = app(false);
    await unset.http.request("http://shop.test/");
    expect(unset.seen[0]?.cookieSecure).toBeUndefined();
  });
});

describe("readiness while stopping", () => {
  it("answers 503 once the process stops, and asks the API before that", async () => {
    let stopping = false;
    const { http } = app(false, { draining: () => stopping });
    expect((await http.request("/api/v1/health/ready")).status).toBe(200);
    stopping = true;
    const answer = await http.request("/api/v1/health/ready");
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: "not_ready" });
  });
});

describe("kept catalogue pages", () => {
  it("render once, then are served with a fresh nonce that the scripts carry", async () => {
    const { http, renders } = cachingApp();
    const first = await http.request("http://shop.test/giyim");
    const second = await http.request("http://shop.test/giyim", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(renders()).toBe(1);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    const texts = [await first.text(), gunzipSync(await second.arrayBuffer()).toString()];
    expect(texts[1]).toBe(texts[0]?.replaceAll(nonceOf(first), nonceOf(second)));
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(scriptNonces(texts[0] ?? "")).toEqual([nonceOf(first), nonceOf(first)]);
    expect(scriptNonces(texts[1] ?? "")).toEqual([nonceOf(second), nonceOf(second)]);
    expect(second.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=30, stale-while-revalidate=\d+$/,
    );
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("x-shop-page-cache")).toBeNull();
  });

  it("answer 304 to the ETag the browser has, without a policy that would replace its nonce", async () => {
    const { http } = cachingApp();
    const first = await http.request("http://shop.test/giyim");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await http.request("http://shop.test/giyim", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    const other = await http.request("http://shop.test/giyim", {
      headers: { "if-none-match": 'W/"other"' },
    });
    expect(other.status).toBe(200);
  });

  it("are rendered anew for a signed-in shopper, and are not kept when not a catalogue 200 or when they set a cookie", async () => {
    const { http, renders } = cachingApp((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/cart") return { catalogue: false };
      if (path === "/missing") return { status: 404 };
      if (path === "/cookie") return { setCookie: "guest_code=x; Path=/" };
      return {};
    });
    for (const path of ["/cart", "/missing", "/cookie"]) {
      await http.request(`http://shop.test${path}`);
      const again = await http.request(`http://shop.test${path}`);
      expect(again.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(renders()).toBe(6);
    await http.request("http://shop.test/giyim");
    const signedIn = await http.request("http://shop.test/giyim", {
      headers: { cookie: "customer_token=abc" },
    });
    expect(await signedIn.text()).toContain("render 8");
    expect(renders()).toBe(8);
  });

  it("are dropped when the cache is cleared (an admin wrote)", async () => {
    const { http, renders, pageCache } = cachingApp();
    await http.request("http://shop.test/giyim");
    pageCache.clear();
    await http.request("http://shop.test/giyim");
    expect(renders()).toBe(2);
  });

  it("render once for shoppers who ask at the same time", async () => {
    const { http, renders } = cachingApp();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => http.request("http://shop.test/giyim")),
    );
    expect(renders()).toBe(1);
    expect(new Set(answers.map(nonceOf)).size).toBe(4);
  });
});

describe("an overloaded shop", () => {
  it("refuses at once with 503 and Retry-After rather than queueing without end", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { http } = app(false, {
      renderLimit: { concurrent: 1, queue: 1, maxWaitMs: 5_000 },
      render: async () => {
        await gate;
        return new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } });
      },
    });
    const first = http.request("http://shop.test/");
    const queued = http.request("http://shop.test/");
    const refused = await http.request("http://shop.test/en/");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.text()).toContain("try again");
    release();
    expect((await first).status).toBe(200);
    expect((await queued).status).toBe(200);
  });

  it("refuses a request that waited too long for a render", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { http } = app(false, {
      renderLimit: { concurrent: 1, queue: 5, maxWaitMs: 20 },
      render: async () => {
        await gate;
        return new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } });
      },
    });
    const first = http.request("http://shop.test/");
    const waited = await http.request("http://shop.test/");
    expect(waited.status).toBe(503);
    release();
    expect((await first).status).toBe(200);
  });
});
