import { COOKIE_NAMES, TOKEN_LIFETIME_SECONDS } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { cookieMaxAge, cookieNames, parseCookies, serializeCookie } from "./cookies.ts";

describe("cookies", () => {
  it("names the API's token cookies as the API does", () => {
    expect(cookieNames.customerToken).toBe(COOKIE_NAMES.customerToken);
    expect(cookieNames.adminToken).toBe(COOKIE_NAMES.adminToken);
    expect(cookieNames.guestToken).toBe(COOKIE_NAMES.guestToken);
    expect(cookieMaxAge.sessionId).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it("keeps the specification's lifetimes", () => {
    expect(cookieNames.locale).toBe("i18n_redirected");
    expect(cookieMaxAge.locale).toBe(365 * 86_400);
    expect(cookieNames.consent).toBe("cookiePolitical");
    expect(cookieMaxAge.consent).toBe(31_536_000);
    expect(cookieMaxAge.sessionId).toBe(86_400);
  });

  it("parses a Cookie header, first value wins, undecodable values kept raw", () => {
    expect(parseCookies('a=1; b="two"; a=3; c=%E0%A4%A; d=x%20y; =bad; e')).toEqual({
      a: "1",
      b: "two",
      c: "%E0%A4%A",
      d: "x y",
    });
    expect(parseCookies(null)).toEqual({});
  });

  it("serialises with path, lifetime, SameSite and the flags asked for", () => {
    expect(serializeCookie("cookiePolitical", "1", { maxAge: 31_536_000 })).toBe(
      "cookiePolitical=1; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(serializeCookie("t", "a b", { maxAge: -5, httpOnly: true, secure: true })).toBe(
      "t=a%20b; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure",
    );
  });
});
