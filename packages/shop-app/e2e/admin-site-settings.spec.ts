import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, png, signInAdmin } from "./helpers.ts";

// These tests change shop-wide settings: each puts back what it changed, and the storefront is
// read at a fresh address so that no page kept by the page cache answers.
let visit = 0;
const fresh = (path = "/") => `${path}?e2e-site=${Date.now()}-${++visit}`;

/** A shopper's own window on the storefront (no admin cookie). */
async function shopperPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

const top = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** Moves the home page's featured showcase one place in the centre section and saves. */
async function moveFeatured(page: Page, direction: "yukarı" | "aşağı") {
  await page.goto("/admin/settings/layout?page=home");
  await hydrated(page);
  const center = page.locator('[data-section="center"]');
  await center
    .getByRole("button", { name: `Ürün vitrini: Öne Çıkanlar ${direction} taşı` })
    .click();
  await page.getByRole("button", { name: "Kaydet" }).first().click();
  await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
    timeout: 60_000,
  });
}

async function saveGeneral(page: Page, fields: Record<string, string>) {
  await page.goto("/admin/settings");
  await hydrated(page);
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
    timeout: 60_000,
  });
}

test.describe("the admin's site settings", () => {
  // Each test saves, reads the storefront, and puts the setting back: several whole round trips.
  test.describe.configure({ timeout: 240_000 });

  test("an admin moves a widget on the home page and the storefront home follows, then back", async ({
    page,
    browser,
  }) => {
    await signInAdmin(page);
    const shopper = await shopperPage(browser);
    try {
      const order = async () => {
        await shopper.page.goto(fresh());
        const featured = shopper.page.getByRole("region", { name: "Öne Çıkanlar" });
        const categories = shopper.page.getByRole("region", { name: "Kategoriler" });
        return (await top(featured)) < (await top(categories))
          ? "featured first"
          : "categories first";
      };
      expect(await order()).toBe("categories first");

      await moveFeatured(page, "yukarı");
      expect(await order()).toBe("featured first");
      // The admin sees the saved order after a reload too.
      await page.reload();
      const rows = page.locator('[data-section="center"] li[data-widget-type]');
      await expect(rows.nth(1)).toHaveAttribute("data-widget-type", "product_showcase");
      await expect(rows.nth(2)).toHaveAttribute("data-widget-type", "category_list");

      await moveFeatured(page, "aşağı");
      expect(await order()).toBe("categories first");
    } finally {
      await shopper.close();
    }
  });

  test("an admin adds an HTML block to the home page (cleaned), then removes it (confirmed); the storefront follows", async ({
    page,
    browser,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings/layout?page=home");
    await hydrated(page);
    const center = page.locator('[data-section="center"]');
    const before = await center.locator("li[data-widget-type]").count();
    await center.getByRole("combobox", { name: "Eklenecek bileşen" }).selectOption("html");
    await center.getByRole("button", { name: /Bileşen ekle/ }).click();
    const added = center.locator("li[data-widget-type]").last();
    await added.getByText("Metinler ve ayarlar").click();
    await added
      .getByLabel("İçerik (Türkçe)")
      .fill('<p data-e2e="note">E2E duyurusu</p><script>window.e2ePwned = 1</script>');
    await page.getByRole("button", { name: "Kaydet" }).first().click();
    await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(center.locator("li[data-widget-type]")).toHaveCount(before + 1);

    const shopper = await shopperPage(browser);
    try {
      await shopper.page.goto(fresh());
      await expect(
        shopper.page.locator('[data-widget="html"]').getByText("E2E duyurusu"),
      ).toBeVisible();
      expect(await shopper.page.evaluate(() => "e2ePwned" in window)).toBe(false);
    } finally {
      await page.goto("/admin/settings/layout?page=home");
      await hydrated(page);
      await center
        .locator('li[data-widget-type="html"]')
        .last()
        .getByRole("button", { name: /HTML bloğu.* kaldır$/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Onayla" }).click();
      await expect(center.locator("li[data-widget-type]")).toHaveCount(before);
      await page.getByRole("button", { name: "Kaydet" }).first().click();
      await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
        timeout: 60_000,
      });
      await shopper.page.goto(fresh());
      await expect(shopper.page.getByText("E2E duyurusu")).toHaveCount(0);
      await shopper.close();
    }
  });

  test("an admin sets Google site verification, custom CSS and a script; the storefront carries them, the admin area does not", async ({
    page,
    browser,
  }) => {
    await signInAdmin(page);
    await saveGeneral(page, {
      "Google site doğrulama kodu": "e2e-verify_123",
      "Özel CSS": "body { outline: 3px solid rgb(1, 2, 3); }",
      "Sayfa sonuna eklenecek kod": "<script>window.e2eAdminScript = 1</script>",
    });
    const shopper = await shopperPage(browser);
    try {
      await shopper.page.goto(fresh());
      await expect(shopper.page.locator('meta[name="google-site-verification"]')).toHaveAttribute(
        "content",
        "e2e-verify_123",
      );
      await expect(shopper.page.locator("body")).toHaveCSS("outline-color", "rgb(1, 2, 3)");
      expect(await shopper.page.evaluate(() => Reflect.get(window, "e2eAdminScript"))).toBe(1);
      // The admin's own pages stay free of the storefront's CSS and scripts.
      await page.goto("/admin/settings");
      await hydrated(page);
      await expect(page.locator("style[data-admin-css]")).toHaveCount(0);
      await expect(page.locator("body")).not.toHaveCSS("outline-color", "rgb(1, 2, 3)");
      expect(await page.evaluate(() => Reflect.get(window, "e2eAdminScript"))).toBeUndefined();
    } finally {
      await saveGeneral(page, {
        "Google site doğrulama kodu": "",
        "Özel CSS": "",
        "Sayfa sonuna eklenecek kod": "",
      });
      await shopper.page.goto(fresh());
      await expect(shopper.page.locator('meta[name="google-site-verification"]')).toHaveCount(0);
      await shopper.close();
    }
  });

  test("a malformed GTM id is refused beside its field; a good one loads only after cookie consent", async ({
    page,
    browser,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings");
    await hydrated(page);
    const gtm = page.getByLabel("Google Tag Manager kimliği", { exact: true });
    await gtm.fill("UA-12345");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.locator('[data-slot="admin-form-error-summary"]')).toBeVisible();
    await expect(gtm).toHaveValue("UA-12345");
    await expect(gtm).toHaveAttribute("aria-invalid", "true");

    await saveGeneral(page, { "Google Tag Manager kimliği": "GTM-E2E1234" });
    const shopper = await shopperPage(browser);
    try {
      // Offline: Google's script is answered here, empty.
      await shopper.page.route("https://www.googletagmanager.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
      );
      await shopper.page.goto(fresh());
      await hydrated(shopper.page);
      const tag = shopper.page.locator('script[src*="googletagmanager.com/gtm.js?id=GTM-E2E1234"]');
      await expect(tag).toHaveCount(0);
      await shopper.page
        .locator('[data-slot="cookie-banner"]')
        .getByRole("button", { name: "Kabul et" })
        .click();
      await expect(tag).toHaveCount(1);
      // Accepted once, later pages carry it from the server.
      await shopper.page.goto(fresh());
      await expect(tag).toHaveCount(1);
    } finally {
      await saveGeneral(page, { "Google Tag Manager kimliği": "" });
      await shopper.close();
    }
  });

  test("an admin uploads a favicon; the storefront's pages link it", async ({ page, browser }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings");
    await hydrated(page);
    const field = page.getByLabel("Site simgesi (favicon)", { exact: true });
    const before = await field.inputValue();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "simge.png", mimeType: "image/png", buffer: png(242, 122, 26) });
    await expect(field).toHaveValue(/^\/uploads\/public\/.+\.webp$/);
    const icon = await field.inputValue();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
      timeout: 60_000,
    });
    const shopper = await shopperPage(browser);
    try {
      await shopper.page.goto(fresh());
      await expect(shopper.page.locator('link[rel="icon"]')).toHaveAttribute("href", icon);
      expect((await shopper.page.request.get(icon)).status()).toBe(200);
    } finally {
      await saveGeneral(page, { "Site simgesi (favicon)": before });
      await shopper.close();
    }
  });
});
