import { expect, type Page, test } from "@playwright/test";
import { cookie, findProduct, hydrated, signInAdmin } from "./helpers.ts";

/** "1.234,56" → 1234.56 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

async function setEnglish(page: Page, on: boolean) {
  await page.goto("/admin/settings/languages");
  await hydrated(page);
  const english = page.getByRole("switch", { name: /English/ });
  if ((await english.getAttribute("aria-checked")) === String(on)) return;
  await english.click();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(english).toHaveAttribute("aria-checked", String(on));
}

test.describe("the admin's languages, exchange rates and outbox", () => {
  // Each journey saves in the admin and reloads the storefront several times.
  test.describe.configure({ timeout: 180_000 });

  test("English turned off leaves the storefront's language switcher, and comes back when turned on", async ({
    page,
    browser,
  }) => {
    const admin = await (await browser.newContext()).newPage();
    await signInAdmin(admin);
    const switcher = page.locator('[data-slot="language-switcher-link"][hreflang^="en"]');
    await page.goto("/");
    await expect(switcher.first()).toBeAttached();
    try {
      await setEnglish(admin, false);
      await page.goto("/");
      await expect(
        page.locator('[data-slot="language-switcher-link"][hreflang^="ar"]').first(),
      ).toBeAttached();
      await expect(switcher).toHaveCount(0);
    } finally {
      await setEnglish(admin, true);
    }
    await page.goto("/");
    await expect(switcher.first()).toBeAttached();
  });

  test("a new dollar rate changes the storefront's dollar prices", async ({ page, browser }) => {
    const product = await findProduct(page.request, (card) => card.in_stock && card.price > 0);
    const admin = await (await browser.newContext()).newPage();
    await signInAdmin(admin);
    const setRate = async (typed: string) => {
      await admin.goto("/admin/exchange-rates");
      await hydrated(admin);
      await admin.getByRole("button", { name: "Düzenle: USD" }).click();
      const dialog = admin.getByRole("dialog");
      const rate = dialog.getByRole("textbox", { name: "Kur" });
      await rate.fill(typed);
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(admin.getByText("Değişiklikler kaydedildi.").first()).toBeVisible({
        timeout: 30_000,
      });
    };
    // A rate that is no number is refused beside the field, and what was typed stays.
    await admin.goto("/admin/exchange-rates");
    await hydrated(admin);
    await admin.getByRole("button", { name: "Düzenle: USD" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Kur" }).fill("-3");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByRole("textbox", { name: "Kur" })).toHaveAttribute(
      "aria-invalid",
      "true",
      { timeout: 30_000 },
    );
    await expect(dialog.getByRole("textbox", { name: "Kur" })).toHaveValue("-3");
    await dialog.getByRole("button", { name: "Vazgeç" }).click();

    await page.goto("/");
    await page.context().addCookies([{ name: "currency", value: "2", url: page.url() }]);
    const price = page
      .locator('[data-slot="product-detail-buy-box"] [data-slot="price-amount"]')
      .first();
    await setRate("40");
    await page.goto(`/${product.seo_link}`);
    const atForty = amount((await price.textContent()) ?? "");
    await setRate("20");
    await page.goto(`/${product.seo_link}`);
    const atTwenty = amount((await price.textContent()) ?? "");
    expect(atForty).toBeGreaterThan(0);
    expect(Math.abs(atTwenty - atForty * 2)).toBeLessThanOrEqual(0.02);
  });

  test("a currency switched off leaves the switcher, and a shopper who had chosen it gets lira prices", async ({
    page,
    browser,
  }) => {
    const product = await findProduct(page.request, (card) => card.in_stock && card.price > 0);
    const admin = await (await browser.newContext()).newPage();
    await signInAdmin(admin);
    const setEuro = async (on: boolean) => {
      await admin.goto("/admin/exchange-rates");
      await hydrated(admin);
      await admin.getByRole("button", { name: "Düzenle: EUR" }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByRole("checkbox", { name: "Aktif" }).setChecked(on);
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
    };
    const options = page.locator('[data-slot="currency-switcher-option"]');
    const price = page.locator('[data-slot="product-detail-buy-box"]');
    await page.goto("/");
    await page.context().addCookies([{ name: "currency", value: "3", url: page.url() }]);
    try {
      await setEuro(false);
      await page.goto(`/${product.seo_link}`);
      await expect(price).toContainText("₺");
      await hydrated(page);
      await page.locator('[data-slot="currency-switcher-dropdown-trigger"]').first().click();
      await expect(options).toHaveCount(2);
      await expect(options.filter({ hasText: /Euro/ })).toHaveCount(0);
      // The stale choice is forgotten, so later pages need no second look.
      expect(await cookie(page.context(), "currency")).toBeUndefined();
    } finally {
      await setEuro(true);
    }
    await page.context().addCookies([{ name: "currency", value: "3", url: page.url() }]);
    await page.goto(`/${product.seo_link}`);
    await expect(price).toContainText("€");
  });

  test("an admin reads a message of the outbox and sends it again", async ({ page }) => {
    const email = `yeniden.${Date.now()}@example.com`;
    const subscribed = await page.request.post("/api/v1/newsletter/subscribe", {
      data: { email },
    });
    expect(subscribed.ok()).toBe(true);
    await signInAdmin(page);
    await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    await hydrated(page);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await page.getByRole("button", { name: `${email} alıcısına giden mesajı oku` }).click();
    const message = page.getByRole("dialog");
    await expect(message.locator('[data-slot="outbox-body"]')).toBeVisible();
    await message.getByRole("button", { name: "Yeniden gönder" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Yeniden gönder" }).click();
    await expect(
      page.getByText("Mesaj yeniden gönderilmek üzere sıraya alındı.").first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(2);
    await page.goto("/admin/audit?table=outbox_messages");
    await expect(page.getByRole("row", { name: /outbox_messages.*resent_from/ })).toHaveCount(1);
  });
});
