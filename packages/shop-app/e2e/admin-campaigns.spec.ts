import { expect, test } from "@playwright/test";
import { findProduct, hydrated, registerCustomer, signInAdmin, signInCode } from "./helpers.ts";

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const dayOf = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test.describe("the admin's campaigns and gift certificates", () => {
  // An admin's session and a shopper's in one test: more steps than the default minute allows.
  test.describe.configure({ timeout: 180_000 });

  test("an admin creates a gift campaign for a product with a date range, and a shopper's cart offers it", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const name = `E2E hediye kampanyası ${stamp}`;
    const gift = await findProduct(page.request, (c) => c.in_stock && !c.has_sub_products);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto("/admin/campaigns");
    await hydrated(admin);
    await admin.getByRole("link", { name: "Kampanya ekle" }).click();
    await expect(admin).toHaveURL(/\/admin\/campaigns\/new$/);
    await hydrated(admin);
    await admin.locator('[name="code"]').fill(`e2e-hediye-${stamp}`);
    await admin.locator('select[name="type"]').selectOption("gift_product");
    const picker = admin
      .locator('[data-slot="admin-record-picker"]')
      .filter({ has: admin.locator('input[name="product_id"]') });
    await picker.getByRole("searchbox").fill(gift.name);
    await picker.getByRole("button", { name: "Ara" }).click();
    await picker
      .getByRole("button", { name: escaped(gift.name) })
      .first()
      .click();
    await expect(picker.locator('[data-slot="admin-record-picker-value"]')).toContainText(
      gift.name,
    );
    await admin.locator('[name="starts_on"]').fill(dayOf(-1));
    await admin.locator('[name="ends_on"]').fill(dayOf(7));
    await admin.locator('[name="usage_limit"]').fill("50");
    await admin.locator('[name="per_customer_limit"]').fill("1");
    await admin.locator('[name="tr.name"]').fill(name);
    await admin.getByRole("button", { name: "Kampanyayı oluştur" }).click();
    // Saving waits for the API and then the edit page's loader: give a loaded machine time.
    await expect(admin).toHaveURL(/\/admin\/campaigns\/\d+\?kaydedildi$/, { timeout: 30_000 });
    await expect(admin.locator('[data-slot="admin-campaign-usage"]')).toContainText("0 / 50");

    await admin.goto(`/admin/campaigns?q=${stamp}`);
    const row = admin.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText(gift.name);
    await expect(row).toContainText("0 / 50");
    await adminContext.close();

    const item = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.id !== gift.id,
    );
    await page.goto(`/${item.seo_link}`);
    await hydrated(page);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 30_000 });
    await page.goto("/cart");
    await hydrated(page);
    const offered = page
      .locator('[data-slot="cart-screen-campaigns"] li')
      .filter({ hasText: name });
    await expect(offered).toBeVisible();
    await offered.getByRole("button", { name: "Uygula" }).click();
    await expect(offered.getByRole("button", { name: "Kaldır" })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-slot="cart-summary-campaign"]')).toContainText(name);
  });

  test("an admin limits a campaign to one product and a cart amount: only a cart holding that product gets it", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const name = `E2E ürün kampanyası ${stamp}`;
    const listed = await findProduct(page.request, (c) => c.in_stock && !c.has_sub_products);
    const other = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.id !== listed.id,
    );
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto("/admin/campaigns/new");
    await hydrated(admin);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Yeni kampanya");
    await admin.locator('[name="code"]').fill(`e2e-urun-${stamp}`);
    await admin.locator('[name="discount_percent"]').fill("10");
    // Up to twice the listed product's price: one of it qualifies, whatever else the cart holds.
    await admin.locator('[name="max_cart"]').fill(String(Math.ceil((listed.price * 2) / 100)));
    const picker = admin
      .locator('[data-slot="admin-record-picker"]')
      .filter({ has: admin.locator('input[name="product_pick"]') });
    await picker.getByRole("searchbox").fill(listed.name);
    await picker.getByRole("button", { name: "Ara" }).click();
    await picker
      .getByRole("button", { name: escaped(listed.name) })
      .first()
      .click();
    await expect(admin.locator('[data-slot="admin-campaign-products"]')).toContainText(listed.name);
    await admin.locator('[name="tr.name"]').fill(name);
    await admin.getByRole("button", { name: "Kampanyayı oluştur" }).click();
    await expect(admin).toHaveURL(/\/admin\/campaigns\/\d+\?kaydedildi$/, { timeout: 30_000 });
    await expect(admin.locator('[data-slot="admin-campaign-products"]')).toContainText(listed.name);
    await adminContext.close();

    const addToCart = async (product: { seo_link: string }) => {
      await page.goto(`/${product.seo_link}`);
      await hydrated(page);
      await page.locator('[data-slot="product-detail-add-to-cart"]').click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 30_000 });
    };
    const offer = () =>
      page.locator('[data-slot="cart-screen-campaigns"] li').filter({ hasText: name });
    await addToCart(other);
    await page.goto("/cart");
    await hydrated(page);
    await expect(offer()).toHaveAttribute("data-state", "ineligible");
    await expect(offer().getByRole("button", { name: "Uygula" })).toBeDisabled();

    await addToCart(listed);
    await page.goto("/cart");
    await hydrated(page);
    await expect(offer()).toHaveAttribute("data-state", "eligible");
    await offer().getByRole("button", { name: "Uygula" }).click();
    await expect(offer().getByRole("button", { name: "Kaldır" })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-slot="cart-summary-campaign"]')).toContainText(name);
  });

  test("an admin makes out a gift certificate to a customer, who finds it on their account page", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, { name: "Çekli", surname: "Müşteri" });
    await signInAdmin(page);
    await page.goto("/admin/gift-certificates");
    await hydrated(page);
    await page.getByRole("button", { name: "Hediye çeki tanımla" }).click();
    const dialog = page.getByRole("dialog");
    const picker = dialog.locator('[data-slot="admin-record-picker"]');
    await picker.getByRole("searchbox").fill(customer.email);
    await picker.getByRole("button", { name: "Ara" }).click();
    await picker.getByRole("button", { name: escaped(customer.email) }).click();
    const code = `HC${Date.now() % 1_000_000}`;
    await dialog.getByRole("textbox", { name: /^Kod/ }).fill(code);
    await dialog.getByRole("textbox", { name: "İndirim", exact: true }).fill("150");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const row = page.getByRole("row", { name: new RegExp(code) });
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText("0 / 1");

    const shopper = await page.context().browser()?.newContext();
    if (!shopper) throw new Error("no browser");
    const account = await shopper.newPage();
    await account.goto(
      `/hesabim/hediye-ceklerim?token=${encodeURIComponent(await signInCode(request, customer))}`,
    );
    await expect(account.getByText(code)).toBeVisible();
    await shopper.close();
  });
});
