import { describe, expect, it } from "vitest";
import { isCatalogueRoute, pageCacheRequest } from "./page-cache.server.ts";

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

  it("knows the catalogue routes in every locale", () => {
    expect(isCatalogueRoute("tr/seo-page")).toBe(true);
    expect(isCatalogueRoute("en/home")).toBe(true);
    expect(isCatalogueRoute("ar/search")).toBe(true);
    expect(isCatalogueRoute("tr/cart")).toBe(false);
    expect(isCatalogueRoute("routes/admin/admin-home")).toBe(false);
    expect(isCatalogueRoute(undefined)).toBe(false);
  });
});
