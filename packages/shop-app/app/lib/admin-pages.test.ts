import { describe, expect, it } from "vitest";
import { adminPageHrefs } from "./admin-pages.ts";

describe("adminPageHrefs", () => {
  it("gives the dashboard and every page a link can lead to, not the ones with an :id", () => {
    const hrefs = adminPageHrefs("/admin");
    expect(hrefs).toContain("/admin");
    expect(hrefs).toContain("/admin/faq/categories");
    expect([...hrefs].filter((href) => href.includes(":"))).toEqual([]);
    expect(hrefs).not.toContain("/admin/");
  });
});
