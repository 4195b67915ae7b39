// A shopper pays through iyzico and Moka (Turkish) and through PayTR (English) in the browser, against the
// providers' loopback stand-ins (e2e/payment-stand-ins.ts), and sees the order placed; the order
// comes from the server's own check with the provider, not from the browser's return.
import { expect, type Page, test } from "@playwright/test";
import { addToCartOnProductPage, findProduct, signInAdmin } from "./helpers.ts";

const simple = (card: { in_stock: boolean; has_sub_products: boolean; price: number }) =>
  card.in_stock && !card.has_sub_products && card.price >= 5_000;

const text = {
  tr: {
    guest: "Üye olmadan devam et",
    save: "Adresi kaydet",
    next: "Devam et",
    toPayment: "Ödemeye geç",
  },
  en: {
    guest: "Continue as a guest",
    save: "Save address",
    next: "Continue",
    toPayment: "Go to payment",
  },
} as const;

/** A guest with one product in the cart, through the address and review steps to payment. */
async function toPayment(
  page: Page,
  request: Parameters<typeof findProduct>[0],
  lang: "tr" | "en",
) {
  const prefix = lang === "tr" ? "" : "/en";
  const product = await findProduct(request, simple);
  await page.goto(`${prefix}/${product.seo_link}`);
  await addToCartOnProductPage(page);
  await page.goto(`${prefix}/siparis`);
  await page.getByRole("button", { name: text[lang].guest }).click();
  await expect(page).toHaveURL(/\/siparis\/adres$/);
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('[name="title"]').fill("Ev");
  await form.locator('[name="name"]').fill("Ayşe");
  await form.locator('[name="surname"]').fill("Yılmaz");
  await form.locator('[name="email"]').fill("ayse.providers@example.com");
  await form.locator('[name="phone"]').fill("0532 123 45 67");
  await form.locator('[name="state_id"]').selectOption({ index: 1 });
  const city = form.locator('[name="city_id"]');
  await expect(city.locator("option")).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.locator('[name="address"]').fill("Moda Cad. No: 12 D: 4");
  await form.locator('[name="postal_code"]').fill("34710");
  await form.getByRole("button", { name: text[lang].save }).click();
  await expect(page.locator('[data-slot="address-card"]')).toHaveCount(1);
  await page.getByRole("button", { name: text[lang].next }).click();
  await page.locator('[name="distance_selling_agreement"]').check();
  await page.locator('[name="preliminary_information"]').check();
  await page.getByRole("button", { name: text[lang].toPayment }).click();
  await expect(page).toHaveURL(/\/siparis\/odeme/);
}

/** On the payment step in Turkish: the shop's card form, sent to `provider` for its 3-D Secure. */
async function payByCardThrough(page: Page, provider: string) {
  const form = page.locator('[data-method="card"]');
  await form.getByRole("radio", { name: provider }).check();
  await form.locator('[name="card_holder"]').fill("Ayşe Yılmaz");
  await form.locator('[name="card_number"]').fill("5528 7900 0000 0008");
  await form.locator('[name="expire_month"]').selectOption("12");
  await form.locator('[name="expire_year"]').selectOption({ index: 3 });
  await form.locator('[name="cvv"]').fill("123");
  await form.getByRole("button", { name: /öde$/ }).click();
}

test.describe("payment providers", () => {
  test("the admin sees which card providers are on, and no credential", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings/payments");
    const list = page.locator('[data-slot="admin-payment-providers"]');
    await expect(list).toHaveText(/Test bankası\s*iyzico\s*PayTR\s*Moka/);
    await expect(page.locator("body")).not.toContainText("e2e-iyzico-secret");
    await expect(page.locator("body")).not.toContainText("e2e-moka-password");
  });

  test("a guest pays by card through iyzico's 3-D Secure and sees the order", async ({
    page,
    request,
  }) => {
    await toPayment(page, request, "tr");
    await payByCardThrough(page, "iyzico");
    // The bank's page, as iyzico gave it.
    await expect(page.getByText("Stand-in Bank")).toBeVisible();
    await page.locator('[name="code"]').fill("283126");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
    await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
  });

  test("a guest pays through PayTR's page in English and sees the order", async ({
    page,
    request,
  }) => {
    await toPayment(page, request, "en");
    const form = page.locator('[data-method="card"]');
    await form.getByRole("radio", { name: "PayTR" }).check();
    await expect(form.locator('[name="card_number"]')).toHaveCount(0);
    await form.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByText("PayTR stand-in")).toBeVisible();
    await page.locator('[name="card_number"]').fill("4355 0843 5508 4358");
    await page.getByRole("button", { name: "Öde" }).click();
    await expect(page).toHaveURL(/\/en\/siparis\/tamamlandi\/JS\d+$/);
    await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
  });

  test("a guest pays by card through Moka's 3-D Secure and sees the order", async ({
    page,
    request,
  }) => {
    await toPayment(page, request, "tr");
    await payByCardThrough(page, "Moka");
    // Moka's bank page, reached through the address Moka answered.
    await expect(page.getByText("Moka stand-in bank")).toBeVisible();
    await page.locator('[name="code"]').fill("345678");
    await page.getByRole("button", { name: "Onayla" }).click();
    await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
    await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
  });
});
