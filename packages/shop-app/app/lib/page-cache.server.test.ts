import { describe, expect, it } from "vitest";
import { isKeepablePage, PAGE_CACHE_HEADER, pageCacheRequest } from "./page-cache.server.ts";
import { createLoadContext, serverShopApi } from "./request-context.server.ts";

const get = (path: string, headers: Record<string, string> = {}) =>
  pageCacheRequest(new Request(`http://shop.test${path}`, { headers }));

describe("which pages may come from the page cache", () => {
  it("keys a catalogue request by URL and the cookies that change the HTML", () => {
    const plain = get("/giyim?sayfa=2", { cookie: "_ga=1" });
    expect(plain).toEqual({ key: expect.any(String), shared: true, setCookie: null });
    expect(get("/giyim?sayfa=2")?.key).toBe(plain?.key);
    for (const cookie of [
      "currency=2",
      "cookiePolitical=1",
      "admin_show_left_menu=0",
      "last_viewed=4-5",
      "admin_language=en",
    ])
      expect(get("/giyim?sayfa=2", { cookie })?.key).not.toBe(plain?.key);
    expect(get("/giyim?sayfa=3")?.key).not.toBe(plain?.key);
  });

  it("never for a shopper with an identity or a cart reference, a sign-in link or a write", () => {
    for (const cookie of ["customer_token=a", "admin_token=a", "guest_token=a", "guest_code=a"])
      expect(get("/giyim", { cookie })).toBeNull();
    expect(get("/giyim?token=abc")).toBeNull();
    expect(pageCacheRequest(new Request("http://shop.test/giyim", { method: "POST" }))).toBeNull();
  });

  it("the front door: not when it redirects, not in a shared cache, with the locale cookie it sets", () => {
    expect(get("/", { "accept-language": "en-GB" })).toBeNull();
    const turkish = get("/", { "accept-language": "tr-TR" });
    expect(turkish?.shared).toBe(false);
    expect(turkish?.setCookie).toMatch(/^i18n_redirected=tr;/);
    expect(get("/", { cookie: "i18n_redirected=tr" })?.setCookie).toBeNull();
  });

  it("keeps a page made only of answers that may be kept", async () => {
    // The API marks the answers of the routes whose policy allows kept pages; here, the brands.
    const render = async (...paths: string[]) => {
      const context = createLoadContext({
        api: {
          fetch: async (request) =>
            new Response("{}", {
              headers: new URL(request.url).pathname.endsWith("getBrands")
                ? { [PAGE_CACHE_HEADER]: "1" }
                : {},
            }),
        },
      });
      const api = serverShopApi(context, new Request("http://shop.test/giyim"), {
        language: "tr",
        currency: 1,
      });
      for (const path of paths)
        await (path === "brands"
          ? api.brand.getBrands.$get()
          : api.customer.getCustomerAddress.$get());
      return isKeepablePage(context);
    };
    expect(await render("brands", "brands")).toBe(true);
    expect(await render("brands", "addresses", "brands")).toBe(false);
    // A page that asked nothing of the API is made of something else: not kept.
    expect(await render()).toBe(false);
  });
});
