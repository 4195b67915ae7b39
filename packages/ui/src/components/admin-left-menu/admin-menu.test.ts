import { describe, expect, it } from "vitest";
import { createAdminMenu, filterAdminMenu } from "./admin-menu.ts";

describe("filterAdminMenu", () => {
  it("keeps only the pages served, and drops the parents and groups left empty", () => {
    const served = new Set(["/admin", "/admin/products", "/admin/orders"]);
    const menu = filterAdminMenu(createAdminMenu("/admin"), (href) => served.has(href));
    expect(menu.map((group) => group.id)).toEqual(["overview", "sales", "catalog"]);
    const catalog = menu.find((group) => group.id === "catalog");
    // "Products" keeps its list child; the new-product link is gone.
    expect(catalog?.items).toEqual([
      expect.objectContaining({
        id: "products",
        children: [expect.objectContaining({ id: "product-list", href: "/admin/products" })],
      }),
    ]);
    const sales = menu.find((group) => group.id === "sales");
    expect(sales?.items.map((item) => item.id)).toEqual(["orders"]);
  });
});
