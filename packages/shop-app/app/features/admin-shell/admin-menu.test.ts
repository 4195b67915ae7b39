import { describe, expect, it } from "vitest";
import { adminPageAt, adminPages } from "../../lib/admin-pages.ts";
import { adminMenu } from "./admin-menu.ts";

const entries = (items: ReturnType<typeof adminMenu>[number]["items"]): typeof items =>
  items.flatMap((item) => [item, ...entries(item.children ?? [])]);
const menu = adminMenu("/admin");
const all = menu.flatMap((group) => entries(group.items));

describe("adminMenu", () => {
  it("lists the groups in order, the dashboard's without a heading", () => {
    expect(menu.map((group) => [group.id, group.section])).toEqual([
      ["overview", undefined],
      ["sales", "sales"],
      ["catalog", "catalog"],
      ["marketing", "marketing"],
      ["content", "content"],
      ["customers", "customers"],
      ["system", "system"],
    ]);
  });

  it("gathers the entries listed under a section below it, in the declaration's order", () => {
    const catalog = menu.find((group) => group.id === "catalog")?.items ?? [];
    expect(catalog.map((item) => item.id)).toEqual([
      "products",
      "categories",
      "brands",
      "models",
      "suppliers",
      "properties",
    ]);
    expect(catalog[0]?.href).toBeUndefined();
    expect(catalog[0]?.children?.map((item) => item.href)).toEqual([
      "/admin/products",
      "/admin/products/new",
      "/admin/products/import",
    ]);
  });

  it("leads only to declared pages, and each page's current entry is in the menu", () => {
    for (const item of all.filter((entry) => entry.href)) {
      expect(adminPageAt(item.href ?? "", "/admin")?.menu, item.href).toBe(item.id);
    }
    const ids = new Set(all.map((item) => item.id));
    for (const page of adminPages) expect(ids, page.path).toContain(page.menu);
  });
});
