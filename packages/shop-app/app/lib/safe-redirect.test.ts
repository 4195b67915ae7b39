import { describe, expect, it } from "vitest";
import { safeRedirectPath, withReturnTo } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps paths on this shop", () => {
    expect(safeRedirectPath("/admin/orders?page=2#top")).toBe("/admin/orders?page=2#top");
    expect(safeRedirectPath("/en/hesabim")).toBe("/en/hesabim");
    expect(safeRedirectPath("/a/../b")).toBe("/b");
  });

  it("refuses anything that could leave the shop", () => {
    for (const target of [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "/%0a/evil",
      " //evil.example",
      "",
      null,
      undefined,
      42,
    ]) {
      const result = safeRedirectPath(target, "/fallback");
      expect(
        result === "/fallback" || (result.startsWith("/") && !result.startsWith("//")),
        String(target),
      ).toBe(true);
    }
    expect(safeRedirectPath("//evil.example", "/x")).toBe("/x");
    expect(safeRedirectPath("https://evil.example", "/x")).toBe("/x");
    expect(safeRedirectPath("/\\evil.example", "/x")).toBe("/x");
  });

  it("builds ?r= with the path encoded", () => {
    expect(withReturnTo("/login", "/admin/a?b=1&c=2")).toBe(
      "/login?r=%2Fadmin%2Fa%3Fb%3D1%26c%3D2",
    );
  });
});
