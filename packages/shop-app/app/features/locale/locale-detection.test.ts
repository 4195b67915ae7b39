import { describe, expect, it } from "vitest";
import { decideRootLocale } from "./locale-detection.server.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, { headers: { "user-agent": browser, ...headers } });
}

describe("front-door locale", () => {
  it("sends a browser that prefers Arabic from / to /ar and remembers it", () => {
    const decision = decideRootLocale(request("/", { "accept-language": "ar,en;q=0.5" }), {});
    expect(decision.redirectTo).toBe("/ar");
    expect(decision.setCookie).toMatch(
      /^i18n_redirected=ar; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
  });

  it("prefers the remembered locale over the browser's", () => {
    const decision = decideRootLocale(request("/", { "accept-language": "ar" }), {
      i18n_redirected: "en",
    });
    expect(decision).toEqual({ redirectTo: "/en", setCookie: null });
    expect(
      decideRootLocale(request("/", { "accept-language": "ar" }), { i18n_redirected: "tr" })
        .redirectTo,
    ).toBeNull();
  });

  it("keeps Turkish for Turkish, unknown and missing languages", () => {
    expect(
      decideRootLocale(request("/", { "accept-language": "tr-TR" }), {}).redirectTo,
    ).toBeNull();
    expect(decideRootLocale(request("/", { "accept-language": "de" }), {}).redirectTo).toBeNull();
    expect(decideRootLocale(request("/"), {}).redirectTo).toBeNull();
  });

  it("never redirects deep links, links from inside the shop, or crawlers", () => {
    expect(
      decideRootLocale(request("/cart", { "accept-language": "ar" }), {}).redirectTo,
    ).toBeNull();
    expect(
      decideRootLocale(
        request("/", { "accept-language": "ar", "sec-fetch-site": "same-origin" }),
        {},
      ).redirectTo,
    ).toBeNull();
    expect(
      decideRootLocale(
        request("/", { "accept-language": "ar", referer: "http://shop.test/ar/x" }),
        {},
      ).redirectTo,
    ).toBeNull();
    const bot = new Request("http://shop.test/", {
      headers: {
        "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
        "accept-language": "ar",
      },
    });
    expect(decideRootLocale(bot, {}).redirectTo).toBeNull();
  });

  it("keeps the query string", () => {
    expect(decideRootLocale(request("/?utm=x", { "accept-language": "en" }), {}).redirectTo).toBe(
      "/en?utm=x",
    );
  });
});
