import { expect, type Page, test } from "@playwright/test";
import { admin } from "../playwright.config.ts";
import { addToCartOnProductPage, findProduct, hydrated, signInAdmin } from "./helpers.ts";

async function stockOf(page: Page, productId: number) {
  const login = await page.request.post("/api/v1/adminToken/", { data: admin });
  const { response } = (await login.json()) as { response: { token: string } };
  const answer = await page.request.get(`/api/v1/product/getAdminProduct/${productId}`, {
    headers: { Authorization: `Bearer ${response.token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { response: { stock: number } }).response.stock;
}

/** A guest buys one of the product, paying at the door; answers the order page's address. */
async function buyAtTheDoor(page: Page, seoLink: string) {
  await page.goto(`/${seoLink}`);
  await addToCartOnProductPage(page);
  await page.goto("/siparis");
  await hydrated(page);
  await page.getByRole("button", { name: "Üye olmadan devam et" }).click();
  await expect(page).toHaveURL(/\/siparis\/adres$/);
  await hydrated(page);
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('[name="title"]').fill("Ev");
  await form.locator('[name="name"]').fill("Deniz");
  await form.locator('[name="surname"]').fill("Kargocu");
  await form.locator('[name="email"]').fill("deniz.kargo.e2e@example.com");
  await form.locator('[name="phone"]').fill("0532 765 43 21");
  await form.locator('[name="state_id"]').selectOption({ label: "İstanbul" });
  const city = form.locator('[name="city_id"]');
  await expect(city.locator("option")).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.locator('[name="address"]').fill("Moda Cad. No: 12 D: 4");
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
  const code = page.url().match(/JS\d+$/)?.[0];
  await page.getByRole("link", { name: "Siparişimi takip et" }).click();
  await expect(page).toHaveURL(/\/hesabim\/siparislerim\/JS\d+$/);
  return { code: code ?? "", orderPage: page.url() };
}

/** The admin opens the order from the list, found by its code. */
async function openOrder(page: Page, code: string) {
  await page.goto(`/admin/orders?q=${code}`);
  await page.getByRole("link", { name: code }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await hydrated(page);
}

async function changeStatus(page: Page, name: string) {
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="status"]') });
  await form.locator('select[name="status"]').selectOption({ label: name });
  await form.getByRole("button", { name: "Durumu değiştir" }).click();
  await expect(page.getByTestId("order-status")).toHaveText(name);
}

test.describe("the admin's orders", () => {
  test("an admin ships an order with a tracking link the shopper then sees, and a refund approved brings the stock back", async ({
    page,
    browser,
  }) => {
    const card = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
    );
    const { code, orderPage } = await buyAtTheDoor(page, card.seo_link);
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("Sipariş alındı");

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAdmin(adminPage);
    const stockAfterOrder = await stockOf(adminPage, card.id);
    await openOrder(adminPage, code);
    await expect(adminPage.getByRole("heading", { name: code })).toBeVisible();

    // Shipping asks for the cargo company and the tracking number first.
    const shipment = adminPage.locator("form", {
      has: adminPage.locator('input[name="intent"][value="shipment"]'),
    });
    await shipment.locator('select[name="cargo_company_id"]').selectOption({ index: 1 });
    await shipment.locator('input[name="tracking_number"]').fill("E2E123456");
    await shipment.getByRole("button", { name: "Kaydet" }).click();
    await expect(
      adminPage.getByRole("status").filter({ hasText: "kaydedildi" }).first(),
    ).toBeVisible();
    await changeStatus(adminPage, "Kargoya verildi");

    await page.goto(orderPage);
    await expect(page.locator('[data-slot="order-status"]')).toHaveText("Kargoya verildi");
    await expect(page.getByRole("link", { name: "Kargonu takip et" })).toHaveAttribute(
      "href",
      /E2E123456/,
    );

    // Delivered, the shopper asks for a refund; the goods come back and the admin approves it.
    await changeStatus(adminPage, "Teslim edildi");
    await page.reload();
    await hydrated(page);
    await page.getByText("İade talebi oluştur").click();
    await page.locator('input[name="amount"]').fill("10");
    await page.locator('textarea[name="reason"]').fill("Ürün hasarlı geldi.");
    await page.getByRole("button", { name: "Talebi gönder" }).click();
    await expect(page.getByRole("heading", { name: "İade talepleri" })).toBeVisible();

    // The refund waits on the refunds page, which leads to the order.
    await adminPage.goto("/admin/refunds");
    await adminPage.getByRole("link", { name: code }).click();
    await expect(adminPage.getByRole("heading", { name: code })).toBeVisible();
    await hydrated(adminPage);
    await adminPage.getByRole("button", { name: "Onayla" }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await dialog.getByRole("checkbox", { name: "Ürünler geri geldi: stoğa ekle" }).click();
    await dialog.getByRole("button", { name: "Onayla" }).click();
    await expect(adminPage.locator('[data-refund-status="approved"]')).toContainText("Stoğa döndü");
    expect(await stockOf(adminPage, card.id)).toBe(stockAfterOrder + 1);

    // The packing slip prints the order's lines without the admin frame.
    await adminPage.getByRole("link", { name: "Sevk irsaliyesi yazdır" }).click();
    await expect(adminPage).toHaveURL(/\/admin\/orders\/\d+\/slip$/);
    await expect(adminPage.getByRole("heading", { name: "Sevk irsaliyesi" })).toBeVisible();
    await expect(adminPage.locator("main")).toContainText(code);
    await adminContext.close();
  });
});
