import { type APIRequestContext, expect, type Page, type Request, test } from "@playwright/test";
import { expectAccessible as accessible } from "./axe.ts";
import {
  addToCart,
  approve,
  continueAsGuest,
  fillAddress,
  findProduct,
  guestBuysByWireTransferInArabic,
  hydrated,
  placeOrder,
  registerCustomer,
  signInCode,
  simpleProduct as simple,
} from "./helpers.ts";

const ayse = {
  title: "Ev",
  name: "Ayşe",
  surname: "Yılmaz",
  email: "ayse.e2e@example.com",
  phone: "0532 123 45 67",
  address: "Moda Cad. No: 12 D: 4",
};

/** A guest with a product in the cart, at the checkout's address form: its province and district. */
async function guestAddressForm(page: Page, request: APIRequestContext) {
  const card = await findProduct(request, simple);
  await addToCart(page, card.seo_link);
  await page.goto("/siparis");
  await continueAsGuest(page);
  await hydrated(page);
  const form = page.locator('[data-slot="address-form"]');
  return { province: form.locator('[name="state_id"]'), city: form.locator('[name="city_id"]') };
}

test.describe("checkout", () => {
  test("a guest pays at the door, sees the fee in the total and the confirmation", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, simple);
    await addToCart(page, card.seo_link);
    await page.goto("/cart");
    await accessible(page);
    await page.goto("/siparis");
    await accessible(page);
    await continueAsGuest(page);
    await accessible(page);
    await fillAddress(page, "tr", ayse);
    await approve(page, "tr", accessible);

    await accessible(page);
    await page.locator('[data-method="door"] summary').click();
    await expect(page).toHaveURL(/yontem=door/);
    await expect(page.locator('[data-slot="cart-summary-fee"]')).toContainText("19,90");
    await page
      .locator('[data-method="door"]')
      .getByRole("button", { name: "Siparişi tamamla" })
      .click();
    await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
    await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
    await expect(page.getByText("Kapıda ödeme")).toBeVisible();
    await accessible(page);
    // The cart is empty now.
    await expect(page.locator('[data-slot="header-cart"] [data-slot="header-count"]')).toHaveCount(
      0,
    );

    // The shopper follows the order, and cancels it after confirming.
    await page.getByRole("link", { name: "Siparişimi takip et" }).click();
    await expect(page).toHaveURL(/\/hesabim\/siparislerim\/JS\d+$/);
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("Sipariş alındı");
    await accessible(page);
    await page.getByRole("button", { name: "Siparişi iptal et" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Siparişi iptal et" }).click();
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("İptal edildi");
  });

  test("the districts are the last chosen province's, whichever answer comes last", async ({
    page,
    request,
  }) => {
    const { province, city } = await guestAddressForm(page, request);
    const istanbul = await province
      .locator("option")
      .filter({ hasText: /^İstanbul$/ })
      .getAttribute("value");
    // Every other province's districts answer late: after İstanbul's, as on a busy server.
    const isLate = (url: string) =>
      url.includes("/getCitiesByStateId/") && !url.includes(`/getCitiesByStateId/${istanbul}?`);
    let released: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      released = resolve;
    });
    await page.route("**/api/v1/city/getCitiesByStateId/**", async (route) => {
      if (isLate(route.request().url())) await late;
      await route.continue().catch(() => {});
    });
    const lateEnded = new Promise<void>((resolve) => {
      const ended = (ending: Request) => {
        if (isLate(ending.url())) resolve();
      };
      page.on("requestfinished", ended);
      page.on("requestfailed", ended);
    });
    await province.selectOption({ label: "Iğdır" });
    await province.selectOption({ label: "İstanbul" });
    await expect(city.locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
    released();
    await lateEnded;
    // Two frames for the page to read that answer, had it kept it
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(city.locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
    await expect(city.locator("option", { hasText: "Karakoyunlu" })).toHaveCount(0);
  });

  test("while a province's districts are on their way, the previous province's cannot be chosen", async ({
    page,
    request,
  }) => {
    const { province, city } = await guestAddressForm(page, request);
    await province.selectOption({ label: "Iğdır" });
    await expect(city.locator("option", { hasText: "Karakoyunlu" })).toHaveCount(1);
    // İstanbul's districts answer only when the test lets them.
    let released: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      released = resolve;
    });
    await page.route("**/api/v1/city/getCitiesByStateId/**", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await province.selectOption({ label: "İstanbul" });
    // Only the "choose a district" line is left until the answer comes.
    await expect(city.locator("option")).toHaveCount(1);
    released();
    await expect(city.locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
    await expect(city.locator("option", { hasText: "Karakoyunlu" })).toHaveCount(0);
  });

  test("a guest buys two products, one in a size, with a coupon and gift wrap, by test card through 3-D Secure", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => simple(c) && c.price >= 20_000);
    await addToCart(page, card.seo_link);
    const sized = await findProduct(request, (c) => c.has_sub_products && c.in_stock);
    await page.goto(`/${sized.seo_link}`);
    // the picker's choice lives in React state: a native radio clicked before hydration would
    // look chosen but not be
    await hydrated(page);
    const attributes = page.locator('[data-slot="sub-product-attribute"]');
    for (let i = 0; i < (await attributes.count()); i++) {
      await attributes
        .nth(i)
        .locator('[data-slot="sub-product-option"]:not([data-disabled])')
        .first()
        .click();
    }
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();

    await page.goto("/cart");
    await expect(page.locator('[data-slot="cart-line"]')).toHaveCount(2);
    const coupon = page.locator('[data-slot="coupon-form"]');
    await coupon.getByRole("textbox", { name: "Kupon kodu" }).fill("HOSGELDIN10");
    await coupon.getByRole("button", { name: "Uygula" }).click();
    const summary = page.locator('[data-slot="cart-summary"]');
    await expect(summary).toContainText("HOSGELDIN10");
    await page.locator('[name="is_gift_cart"]').check();
    await page.locator('[name="gift_note"]').fill("İyi ki doğdun!");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(summary).toContainText("Hediye paketi");

    await page.goto("/siparis/adres");
    await continueAsGuest(page);
    await fillAddress(page, "tr", ayse);
    await approve(page, "tr", accessible);
    const form = page.locator('[data-method="card"]');
    await form.getByRole("button", { name: /öde$/ }).click();
    await expect(
      page.locator('[data-slot="checkout-layout"] [role="alert"]').first(),
    ).toContainText("Lütfen kart sahibi");
    await form.locator('[name="card_holder"]').fill("Ayşe Yılmaz");
    await form.locator('[name="card_number"]').fill("4111 1111 1111 1111");
    await expect(form).toContainText("VISA");
    await form.locator('[name="expire_month"]').selectOption("12");
    await form.locator('[name="expire_year"]').selectOption({ index: 3 });
    await form.locator('[name="cvv"]').fill("123");
    await form.getByRole("button", { name: /öde$/ }).click();
    await expect(page).toHaveURL(/\/siparis\/3d\//);
    await accessible(page);
    await expect(page.getByText("•••• 1111")).toBeVisible();
    await page.locator('[name="code"]').fill("000000");
    await page.getByRole("button", { name: "Ödemeyi onayla" }).click();
    await expect(page.getByText("2 deneme hakkı kaldı", { exact: false })).toBeVisible();
    await page.locator('[name="code"]').fill("123456");
    await page.getByRole("button", { name: "Ödemeyi onayla" }).click();
    await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
    await expect(page.getByText("Kredi / banka kartı")).toBeVisible();
    const code =
      (await page.locator('[data-slot="order-confirmation-code"] b').textContent()) ?? "";

    // Another browser follows it by its number and e-mail; a wrong e-mail finds nothing.
    const other = await page.context().browser()?.newContext();
    const lookup = await other?.newPage();
    if (!lookup) throw new Error("no second browser context");
    await lookup.goto(`/siparis-takip?kod=${code}`);
    await lookup.locator('[name="contact"]').fill("someone.else@example.com");
    await lookup.getByRole("button", { name: "Siparişi bul" }).click();
    await expect(
      lookup.locator('[data-slot="order-lookup-screen"]').getByRole("alert"),
    ).toContainText("Aradığınız kayıt bulunamadı.");
    await lookup.locator('[name="contact"]').fill("ayse.e2e@example.com");
    await lookup.getByRole("button", { name: "Siparişi bul" }).click();
    await expect(lookup.getByRole("heading", { level: 1 })).toContainText(code);
    await expect(lookup.getByText("VISA •••• 1111")).toBeVisible();
    // Both lines, the coupon and the gift wrap, as the server priced them.
    const detail = lookup.locator("main");
    await expect(detail.locator('[data-slot="order-detail-item"]')).toHaveCount(2);
    await expect(detail).toContainText("HOSGELDIN10");
    await expect(detail).toContainText("Hediye paketi");
    await expect(detail).toContainText("İyi ki doğdun!");
    await other?.close();
  });

  test("a signed-in customer pays by wire transfer, sees the bank account, then cancels, in English", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/en?token=${await signInCode(request, customer)}`);
    const card = await findProduct(request, simple);
    await addToCart(page, card.seo_link, "en");
    // A customer goes straight to the address step: nobody asks them to sign in again.
    await page.goto("/en/siparis");
    await expect(page).toHaveURL(/\/en\/siparis\/adres$/);
    await fillAddress(page, "en", {
      title: "Home",
      name: "Emily",
      surname: "Carter",
      phone: "0532 111 22 33",
      address: "Moda Cad. No: 12 D: 4",
    });
    await approve(page, "en");
    await placeOrder(page, "en", "wire_transfer");
    await expect(page.getByText(/TR\d{2} /).first()).toBeVisible();
    const code =
      (await page.locator('[data-slot="order-confirmation-code"] b').textContent()) ?? "";

    // The order waits for the transfer in the customer's orders, and may be cancelled.
    await page.goto("/en/hesabim/siparislerim");
    await page.getByRole("link", { name: new RegExp(code) }).click();
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("Awaiting payment");
    await page.getByRole("button", { name: "Cancel the order" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel the order" }).click();
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("Cancelled");
  });

  test("without JavaScript a guest buys by wire transfer, in Arabic", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const card = await findProduct(request, simple);
    await guestBuysByWireTransferInArabic(page, card, {
      name: "Ayşe",
      surname: "Yılmaz",
      email: "ayse.nojs@example.com",
    });
    await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
    await expect(page.getByText(/TR\d{2} /).first()).toBeVisible();
    await context.close();
  });
});
