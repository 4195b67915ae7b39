import { describe, expect, it } from "vitest";
import { adminPageAt, adminPages, adminRouteId, adminTrail } from "./admin-pages.ts";

describe("adminPageAt", () => {
  it("finds the page a path shows, a fixed path before a record's", () => {
    expect(adminPageAt("/admin", "/admin")?.title).toBe("app.page.admin");
    expect(adminPageAt("/admin/products/new", "/admin")?.title).toBe("app.page.adminProductNew");
    expect(adminPageAt("/admin/products/12", "/admin")?.title).toBe("app.page.adminProductEdit");
    expect(adminPageAt("/admin/blog/categories", "/admin")?.menu).toBe("blog-categories");
    expect(adminPageAt("/admin/blog/7", "/admin")?.menu).toBe("blog-posts");
    expect(adminPageAt("/admin/no-such-page", "/admin")).toBeUndefined();
  });

  it("gives every declared page a route id of its own", () => {
    const ids = adminPages.map(adminRouteId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("adminTrail", () => {
  const trail = (pathname: string) =>
    adminTrail(pathname, "/admin").map(({ page, href }) => [page.title, href]);

  it("leads from the dashboard through the pages above to the page", () => {
    expect(trail("/admin/products/12")).toEqual([
      ["app.page.admin", "/admin"],
      ["app.page.adminProducts", "/admin/products"],
      ["app.page.adminProductEdit", "/admin/products/12"],
    ]);
    expect(trail("/admin/settings/payments").map(([title]) => title)).toEqual([
      "app.page.admin",
      "app.page.adminSiteSettings",
      "app.page.adminPayments",
    ]);
    expect(trail("/admin/brands")).toEqual([
      ["app.page.admin", "/admin"],
      ["app.page.adminBrands", "/admin/brands"],
    ]);
  });

  it("is empty on the dashboard and on a path no page is declared at", () => {
    expect(trail("/admin")).toEqual([]);
    expect(trail("/admin/no/such/page")).toEqual([]);
  });
});
