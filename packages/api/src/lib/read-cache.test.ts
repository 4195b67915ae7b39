import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, client, createTestApi, signInAdmin, type TestApi } from "../../test/harness.ts";
import { currencies } from "../db/schema/index.ts";
import type { AppEnv } from "./app-env.ts";
import { createReadCache } from "./read-cache.ts";
import { POLICY_KEY, policy, publicRead } from "./route-policy.ts";

let api: TestApi;
let uncached: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi({ readCacheTtlMs: 60_000 });
  uncached = await createTestApi();
  adminToken = await signInAdmin(api);
});
afterAll(async () => {
  await api?.close();
  await uncached?.close();
});

const usdRate = (answer: { json: { response: Array<{ code: string; exchange_rate: string }> } }) =>
  answer.json.response.find((currency) => currency.code === "USD")?.exchange_rate;

describe("the public read cache", () => {
  it("answers a repeated read from memory, per URL", async () => {
    const first = await answerOf(client(api).currency.$get({ query: { language: "en" } }));
    expect(first.headers.get("x-cache")).toBeNull();
    const second = await answerOf(client(api).currency.$get({ query: { language: "en" } }));
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.json).toEqual(first.json);
    const otherLanguage = await answerOf(client(api).currency.$get({ query: { language: "ar" } }));
    expect(otherLanguage.headers.get("x-cache")).toBeNull();
  });

  it("keeps POST reads apart by their body", async () => {
    const list = (size: number) =>
      answerOf(client(api).product.getCategoryProducts.$post({ json: { page_size: size } }));
    expect((await list(2)).json.response.page_size).toBe(2);
    const three = await list(3);
    expect(three.headers.get("x-cache")).toBeNull();
    expect(three.json.response.page_size).toBe(3);
    const again = await list(3);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.json.response.page_size).toBe(3);
  });

  it("is dropped when an admin writes", async () => {
    await answerOf(client(api).currency.$get());
    // a change behind the API's back stays unseen until the entry expires...
    await api.db.update(currencies).set({ exchangeRate: "40.000000" }).where(eq(currencies.id, 2));
    const stale = await answerOf(client(api).currency.$get());
    expect(stale.headers.get("x-cache")).toBe("hit");
    // ...while an admin's write through the API is seen at once
    const write = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "2" },
        json: { exchange_rate: "42.5" },
      }),
    );
    expect(write.status).toBe(200);
    const fresh = await answerOf(client(api).currency.$get());
    expect(fresh.headers.get("x-cache")).toBeNull();
    expect(usdRate(fresh)).toMatch(/^42\.5/);
  });

  it("never keeps refusals or reads that write", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await answerOf(client(api).category[":id"].$get({ param: { id: "999999" } }));
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-cache")).toBeNull();
    }
    for (let i = 0; i < 2; i++) {
      const search = await answerOf(
        client(api).search["normal-search"][":text"].$get({ param: { text: "elbise" } }),
      );
      expect(search.headers.get("x-cache")).toBeNull();
    }
  });

  it("never keeps an answer that is someone's own, an admin's included", async () => {
    for (let i = 0; i < 2; i++) {
      const list = await answerOf(client(api, adminToken).currency.getAdminList.$get());
      expect(list.status).toBe(200);
      expect(list.headers.get("x-cache")).toBeNull();
    }
    expect((await answerOf(client(api).currency.getAdminList.$get())).status).toBe(401);
  });

  it("is off unless configured (tests and admin tools see every change)", async () => {
    await answerOf(client(uncached).currency.$get());
    expect((await answerOf(client(uncached).currency.$get())).headers.get("x-cache")).toBeNull();
  });
});

describe("the read cache's size", () => {
  // Answers of `length` characters at /api/v1/currency?length=…, behind a cache of 1,000.
  function cachedApp(declared = publicRead) {
    const cache = createReadCache({
      ttlMs: 60_000,
      maxChars: 1000,
      policyOf: () => declared[POLICY_KEY],
    });
    const app = new Hono<AppEnv>();
    app.use("/api/v1/*", cache.middleware);
    app.get("/api/v1/currency", (c) => c.json({ text: "x".repeat(Number(c.req.query("length"))) }));
    const get = async (length: number) =>
      (await app.request(`/api/v1/currency?length=${length}`)).headers.get("x-cache");
    return { cache, get };
  }

  it("drops the least recently used answers when their characters pass the bound", async () => {
    const { cache, get } = cachedApp();
    await get(300);
    await get(301);
    expect(await get(300)).toBe("hit");
    await get(302);
    // 301 was used least recently; 300 and 302 are left
    expect(cache.size()).toBe(2);
    expect(cache.chars()).toBeLessThanOrEqual(1000);
    expect(await get(300)).toBe("hit");
    expect(await get(301)).toBeNull();
  });

  it("never keeps an answer larger than the whole bound", async () => {
    const { cache, get } = cachedApp();
    await get(2000);
    expect(await get(2000)).toBeNull();
    expect(cache.size()).toBe(0);
    expect(cache.chars()).toBe(0);
  });

  it("keeps an answer as long as its route says, rather than the default", async () => {
    const brief = cachedApp(policy("public", { ttlMs: 1 }));
    const usual = cachedApp();
    await brief.get(10);
    await usual.get(10);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await brief.get(10)).toBeNull();
    expect(await usual.get(10)).toBe("hit");
  });
});
