import { expect, test } from "@playwright/test";
import { hydrated, signInAdmin } from "./helpers.ts";

test.describe("the admin's products", () => {
  test("an admin creates a product, fixes a refused field, changes its price and finds it on the storefront and in the list", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/products/new");
    await hydrated(page);
    // A new product's page is headed as new, not as an edit
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yeni Ürün");
    const sku = `E2E-${Date.now()}`;
    await page.locator('select[name="category_id"]').selectOption({ index: 1 });
    await page.locator('input[name="sku"]').fill(sku);
    await page.locator('input[name="selling_price"]').fill("249,90");
    await page.locator('input[name="list_price"]').fill("100");
    // A real admin writes every language's name: a product shows in every language's lists.
    await page.locator('input[name="tr.name"]').fill("Uçtan Uca Bakır Cezve");
    await page.getByRole("tab", { name: "English" }).click();
    await page.locator('input[name="en.name"]').fill("End to End Copper Pot");
    await page.getByRole("tab", { name: "العربية" }).click();
    await page.locator('input[name="ar.name"]').fill("ركوة نحاسية من البداية إلى النهاية");
    await page.getByRole("button", { name: "Ürünü oluştur" }).click();
    // A list price below the selling price is refused beside its field; what was typed stays.
    await expect(page.locator('input[name="list_price"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('input[name="sku"]')).toHaveValue(sku);
    await page.locator('input[name="list_price"]').fill("");
    await page.getByRole("button", { name: "Ürünü oluştur" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+/);
    await expect(page.getByRole("status").filter({ hasText: "kaydedildi" })).toBeVisible();

    const prices = page.locator("form", {
      has: page.locator('input[name="intent"][value="prices"]'),
    });
    await prices.locator('input[name="selling_price"]').fill("199,90");
    // The creation's toast may still show: wait for this save's own answer.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname.startsWith("/admin/products/"),
    );
    await prices.getByRole("button", { name: "Kaydet" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "kaydedildi" }).last()).toBeVisible();

    await page.goto("/uctan-uca-bakir-cezve");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uçtan Uca Bakır Cezve");
    await expect(page.locator("main")).toContainText("199,90");

    // In English and in Arabic, search finds it under its own name and leads to its page, and
    // the sitemap lists it in every language.
    const found: string[] = [];
    for (const [prefix, name] of [
      ["/en", "End to End Copper Pot"],
      ["/ar", "ركوة نحاسية من البداية إلى النهاية"],
    ] as const) {
      await page.goto(`${prefix}/arama?q=${encodeURIComponent(name)}`);
      const link = page.locator("main").getByRole("link", { name }).first();
      found.push(new URL((await link.getAttribute("href")) ?? "", page.url()).pathname);
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    }
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const path of ["/uctan-uca-bakir-cezve", ...found])
      expect(sitemap).toContain(new URL(path, page.url()).href);

    await page.goto(`/admin/products?q=${sku}`);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(sku);

    // The change log has the price change, before and after, by this admin.
    await page.goto("/admin/audit?table=products");
    const change = page.locator("tbody tr").first();
    await expect(change).toContainText("e2e-admin@example.com");
    await expect(change.locator("del")).toContainText("24990");
    await expect(change.locator("ins")).toContainText("19990");
  });

  test("the dashboard shows what runs out, and leads to it", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yönetim Paneli");
    // The last 30 days' chart arrives as its own chunk (a day without orders has no bar).
    await expect(
      page.locator('[data-slot="admin-dashboard-chart"] svg.recharts-surface'),
    ).toBeVisible();
    const low = page.locator('[data-slot="admin-dashboard-low-stock"] li a').first();
    const name = (await low.textContent())?.trim() ?? "";
    await low.click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.locator('input[name="tr.name"]')).toHaveValue(new RegExp(name.slice(0, 12)));
  });

  test("the list keeps its filters and sort in the URL, without JavaScript too", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAdmin(page);
    await page.goto("/admin/products");
    await page.locator('select[name="stock"]').selectOption("out");
    await page.getByRole("button", { name: "Süz" }).click();
    await expect(page).toHaveURL(/stock=out/);
    const firstStock = page.locator("tbody tr").first();
    await expect(firstStock).toBeVisible();
    await page.getByRole("link", { name: /Fiyat/ }).first().click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(page).toHaveURL(/stock=out/);
    await context.close();
  });
});

test.describe("the admin's categories", () => {
  test("an admin adds a sub-category in the dialog, and a category with products is kept", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/categories");
    await hydrated(page);
    await page.getByRole("button", { name: "Yeni ekle" }).click();
    const dialog = page.getByRole("dialog");
    const name = `Uçtan Uca ${Date.now()}`;
    await dialog.locator('input[name="name.tr"]').fill(name);
    await dialog.locator('input[name="name.en"]').fill("End to End");
    await dialog.locator('input[name="name.ar"]').fill("من البداية إلى النهاية");
    await dialog.locator('select[name="parent_id"]').selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
    const rows = page.locator('[data-slot="admin-category-tree-row"]');
    await expect(rows.filter({ hasText: name })).toHaveCount(1);

    // The first top category holds products: deleting it is refused, and it stays.
    const remove = rows.first().getByRole("button", { name: /sil$/ });
    const label = await remove.getAttribute("aria-label");
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sil" }).click();
    await expect(page.getByText("kullanımda olduğu için silinemez").first()).toBeVisible();
    await page.reload();
    await expect(rows.first().getByRole("button", { name: /sil$/ })).toHaveAttribute(
      "aria-label",
      label ?? "",
    );
  });
});

test.describe("the admin's language", () => {
  test("the admin area speaks English and Arabic, remembered from page to page", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/products?stock=low");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    const switcher = page.locator('[data-slot="admin-shell-top-bar-actions"]');
    await switcher.locator('[data-slot="language-switcher"] summary').click();
    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?stock=low$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "All products" })).toBeVisible();

    await page.goto("/admin?lang=ar");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto("/admin/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("link", { name: "جميع المنتجات" })).toBeVisible();
  });

  test("a page's title, trail and menu entry come in the admin's language, and the trail's links lead up", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/products/new?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveTitle(/^منتج جديد \| /);
    await expect(page.locator('[data-slot="admin-shell-title"]')).toHaveText("منتج جديد");
    const menu = page.locator('[data-slot="admin-left-menu"]');
    await expect(menu.locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      "/admin/products/new",
    );
    const trail = page.locator('[data-slot="admin-shell-breadcrumbs"]');
    await expect(trail.locator('[aria-current="page"]')).toHaveText("منتج جديد");

    await trail.getByRole("link", { name: "المنتجات" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page).toHaveTitle(/^المنتجات \| /);
    await trail.getByRole("link", { name: "لوحة الإدارة" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('[data-slot="admin-shell-breadcrumbs"]')).toHaveCount(0);

    await page.goto("/admin/settings/payments?lang=en");
    await expect(page).toHaveTitle(/^Payment methods \| /);
  });

  test("every link of the admin menu leads to a page, in Arabic too", async ({ page }) => {
    // Some thirty pages, each loaded in full.
    test.slow();
    await signInAdmin(page);
    await page.goto("/admin?lang=ar");
    const hrefs = await page
      .locator('[data-slot="admin-left-menu"] a[href]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator("html"), href).toHaveAttribute("dir", "rtl");
    }
  });
});
