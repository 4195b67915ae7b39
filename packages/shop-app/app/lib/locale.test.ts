import { describe, expect, it } from "vitest";
import {
  localizeHref,
  localizePath,
  negotiateLocale,
  splitLocale,
  switchLocalePath,
} from "./locale.ts";

describe("locale routing", () => {
  it("reads the locale from the first path segment; tr has none", () => {
    expect(splitLocale("/")).toEqual({ locale: "tr", path: "/" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/ar/uye-giris")).toEqual({ locale: "ar", path: "/uye-giris" });
    expect(splitLocale("/tr/x")).toEqual({ locale: "tr", path: "/tr/x" });
    expect(splitLocale("/english")).toEqual({ locale: "tr", path: "/english" });
    expect(splitLocale("/de/x")).toEqual({ locale: "tr", path: "/de/x" });
  });

  it("prefixes every locale but tr", () => {
    expect(localizePath("/", "tr")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/cart", "ar")).toBe("/ar/cart");
    expect(localizePath("cart", "en")).toBe("/en/cart");
  });

  it("switches the same page to another locale, keeping query and hash", () => {
    expect(switchLocalePath({ pathname: "/en/cart", search: "?a=1", hash: "#x" }, "tr")).toBe(
      "/cart?a=1#x",
    );
    expect(switchLocalePath({ pathname: "/", search: "" }, "ar")).toBe("/ar");
    expect(switchLocalePath({ pathname: "/ar" }, "en")).toBe("/en");
  });

  it("localises API links that are not localised yet", () => {
    expect(localizeHref("/ar/campaign", "ar")).toBe("/ar/campaign");
    expect(localizeHref("/campaign", "en")).toBe("/en/campaign");
    expect(localizeHref("/campaign", "tr")).toBe("/campaign");
    expect(localizeHref("https://example.com/x", "ar")).toBe("https://example.com/x");
    expect(localizeHref("/english-books", "en")).toBe("/en/english-books");
  });

  it("negotiates Accept-Language by weight, matching regional tags", () => {
    expect(negotiateLocale("ar-SA,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(negotiateLocale("de-DE,de;q=0.9,en-GB;q=0.7,tr;q=0.5")).toBe("en");
    expect(negotiateLocale("fr, tr;q=0.1")).toBe("tr");
    expect(negotiateLocale("en;q=0, ar;q=0.2")).toBe("ar");
    expect(negotiateLocale("de, fr")).toBeUndefined();
    expect(negotiateLocale(null)).toBeUndefined();
    expect(negotiateLocale("*")).toBeUndefined();
  });
});
