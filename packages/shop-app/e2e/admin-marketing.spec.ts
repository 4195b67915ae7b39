import { expect, type Page, test } from "@playwright/test";
import { addToCartOnProductPage, findProduct, hydrated, signInAdmin } from "./helpers.ts";

/** Puts the product in the page's cart and applies the code on the cart page. */
async function applyCoupon(page: Page, seoLink: string, code: string) {
  await page.goto(`/${seoLink}`);
  await addToCartOnProductPage(page);
  await page.goto("/cart");
  await hydrated(page);
  const coupon = page.locator('[data-slot="coupon-form"]');
  await coupon.getByRole("textbox", { name: "Kupon kodu" }).fill(code);
  await coupon.getByRole("button", { name: "Uygula" }).click();
}

/** A guest orders the cart as it is, paying at the door. */
async function orderAtTheDoor(page: Page) {
  await page.goto("/siparis");
  await hydrated(page);
  await page.getByRole("button", { name: "Üye olmadan devam et" }).click();
  await expect(page).toHaveURL(/\/siparis\/adres$/);
  await hydrated(page);
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('[name="title"]').fill("Ev");
  await form.locator('[name="name"]').fill("Kuponlu");
  await form.locator('[name="surname"]').fill("Alıcı");
  await form.locator('[name="email"]').fill("kuponlu.e2e@example.com");
  await form.locator('[name="phone"]').fill("0532 765 43 22");
  await form.locator('[name="state_id"]').selectOption({ label: "İstanbul" });
  const city = form.locator('[name="city_id"]');
  await expect(city.locator("option")).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.locator('[name="address"]').fill("Moda Cad. No: 14 D: 2");
  await form.locator('[name="postal_code"]').fill("34710");
  await form.getByRole("button", { name: "Adresi kaydet" }).click();
  await expect(page.locator('[data-slot="address-card"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Devam et" }).click();
  await expect(page).toHaveURL(/\/siparis\/onay$/);
  await page.locator('[name="distance_selling_agreement"]').check();
  await page.locator('[name="preliminary_information"]').check();
  await page.getByRole("button", { name: "Ödemeye geç" }).click();
  await page.locator('[data-method="door"] summary').click();
  await page
    .locator('[data-method="door"]')
    .getByRole("button", { name: "Siparişi tamamla" })
    .click();
  await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
}

test.describe("the admin's coupons", () => {
  test("a coupon made for one use is redeemed once, refused to the next shopper, and listed as 1 / 1 used", async ({
    page,
    browser,
  }) => {
    const code = `TEK${Date.now() % 1_000_000}`;
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAdmin(adminPage);
    await adminPage.goto("/admin/coupons");
    await hydrated(adminPage);
    await adminPage.getByRole("button", { name: "Kupon ekle" }).click();
    const dialog = adminPage.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Kod" }).fill(code.toLowerCase());
    await dialog.getByRole("textbox", { name: "İndirim", exact: true }).fill("10");
    await dialog.getByRole("textbox", { name: /Toplam kullanım sınırı/ }).fill("1");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
    const row = adminPage.getByRole("row", { name: new RegExp(code) });
    await expect(row).toContainText("0 / 1");

    const card = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
    );
    await applyCoupon(page, card.seo_link, code);
    await expect(page.locator('[data-slot="cart-summary"]')).toContainText(code);
    await orderAtTheDoor(page);

    const nextContext = await browser.newContext();
    const next = await nextContext.newPage();
    await applyCoupon(next, card.seo_link, code);
    await expect(next.getByText("Kullanım sınırına ulaşıldı.").first()).toBeVisible();
    await expect(next.locator('[data-slot="cart-summary"]')).not.toContainText(code);

    await adminPage.goto(`/admin/coupons?q=${code}`);
    await expect(adminPage.getByRole("row", { name: new RegExp(code) })).toContainText("1 / 1");
    await adminContext.close();
    await nextContext.close();
  });

  test("an admin generates coupons and is shown their codes to copy", async ({ page }) => {
    const prefix = `TOPLU${Date.now() % 100_000}-`;
    await signInAdmin(page);
    await page.goto("/admin/coupons");
    await hydrated(page);
    await page.getByRole("button", { name: "Toplu kupon oluştur" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Adet" }).fill("3");
    await dialog.getByRole("textbox", { name: /Ön ek/ }).fill(prefix.toLowerCase());
    await dialog.getByRole("textbox", { name: "İndirim", exact: true }).fill("25");
    await dialog.locator('select[name="discount_type"]').selectOption("amount");
    await dialog.getByRole("button", { name: "Oluştur" }).click();
    const codes = dialog.getByRole("textbox", { name: "Yeni kodlar" });
    await expect(codes).toHaveValue(new RegExp(`^(${prefix}[A-Z2-9]{8}\\n?){3}$`));
    await dialog.getByRole("button", { name: "Tamam" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/coupons?q=${prefix}`);
    await expect(page.getByRole("row", { name: new RegExp(prefix) })).toHaveCount(3);
  });
});
