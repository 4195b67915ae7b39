import { expect, test } from "@playwright/test";
import { cookie, findProduct, hydrated, registerCustomer, signInCode } from "./helpers.ts";

const simple = (card: { in_stock: boolean; has_sub_products: boolean; price: number }) =>
  card.in_stock && !card.has_sub_products && card.price >= 5_000;

test.describe("the cart", () => {
  test("a visitor adds a product, sees the popup and the count, and changes the cart", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, simple);
    await page.goto(`/${card.seo_link}`);
    await hydrated(page);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    const popup = page.getByRole("dialog");
    await expect(popup).toContainText(card.name);
    // The first add made a guest, whose code is kept in a cookie (section 4).
    expect((await cookie(page.context(), "guest_code"))?.value).toMatch(/^[A-Z0-9]+$/);
    await expect(
      page.locator('[data-slot="header-cart"] [data-slot="header-count"]').first(),
    ).toHaveText("1");
    await popup.getByRole("link", { name: "Sepete git" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.locator('[data-slot="cart-line"]');
    await expect(line).toContainText(card.name);

    await line.getByRole("button", { name: "Adedi artır" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ürün güncellendi." })).toBeVisible();
    await expect(line.locator('input[type="number"], input[inputmode="numeric"]')).toHaveValue("2");
    await expect(
      page.locator('[data-slot="header-cart"] [data-slot="header-count"]').first(),
    ).toHaveText("2");

    const coupon = page.locator('[data-slot="coupon-form"]');
    await coupon.getByRole("textbox", { name: "Kupon kodu" }).fill("BILINMEYEN-KOD");
    await coupon.getByRole("button", { name: "Uygula" }).click();
    await expect(coupon).toContainText("Kupon kodu eklenemedi.");

    const campaign = page.locator('[data-slot="cart-screen-campaigns"] li').first();
    await campaign.getByRole("button", { name: "Uygula" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Kampanya uygulandı." })).toBeVisible();
    await expect(page.locator('[data-slot="cart-summary-campaign"]')).toBeVisible();

    await line.getByRole("button", { name: "Ürünü sepetten çıkar" }).click();
    await expect(page.getByRole("heading", { name: "Sepetiniz boş" })).toBeVisible();
  });

  test("a shopper has a name printed on a cup set, and the cart charges and shows it", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.sku.startsWith("FNC-") && c.in_stock);
    // The name is typed before the page's JavaScript has run, as on a slow phone: it is kept.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`/${card.seo_link}`, { waitUntil: "commit" });
    const name = page.getByRole("textbox", { name: /Fincanlara yazılacak isim/ });
    await expect(name).toHaveAttribute("maxlength", "20");
    await name.fill("Ayşe");
    release();
    await hydrated(page);
    await expect(page.getByText("4/20")).toBeVisible();
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    const popup = page.getByRole("dialog");
    await expect(popup).toContainText("Fincanlara yazılacak isim: Ayşe");
    await popup.getByRole("link", { name: "Sepete git" }).click();
    const line = page.locator('[data-slot="cart-line"]');
    await expect(line).toContainText("Fincanlara yazılacak isim: Ayşe");
    // The printing (75,00 ₺) is part of each cup set's price.
    await expect(line).toContainText(
      `${((card.price + 7_500) / 100).toLocaleString("tr-TR", { minimumFractionDigits: 2 })}`,
    );
  });

  test("without JavaScript a shopper adds to the cart and sees it, in Arabic", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const card = await findProduct(request, simple);
    const arabic = (await (
      await request.post(
        `/api/v1/product/getProductBySeoLink/${encodeURIComponent(card.seo_link)}?language=ar`,
      )
    ).json()) as { response: { seo_link: string; name: string } };
    await page.goto(`/ar/${arabic.response.seo_link}`);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page).toHaveURL(/sepet=added/);
    await expect(
      page.getByRole("status").filter({ hasText: "تمت إضافة المنتج إلى السلة." }),
    ).toBeVisible();
    await page.goto("/ar/cart");
    await expect(page.locator('[data-slot="cart-line"]')).toContainText(arabic.response.name);
    await context.close();
  });

  test("without JavaScript a shopper changes the cart: steps, types, coupon, cargo and removal", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const card = await findProduct(request, (c) => simple(c) && c.price >= 20_000);
    await page.goto(`/${card.seo_link}`);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page).toHaveURL(/sepet=added/);
    await page.goto("/cart");
    const quantity = page.locator('[data-slot="cart-line"] [name="quantity"]');
    await page.getByRole("button", { name: "Adedi artır" }).click();
    await expect(page).toHaveURL(/\/cart\?sepet=updatedProduct/);
    await expect(quantity).toHaveValue("2");
    await quantity.fill("3");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("3");
    await page.getByRole("button", { name: "Adedi azalt" }).click();
    await expect(quantity).toHaveValue("2");

    const coupon = page.locator('[data-slot="coupon-form"]');
    await coupon.getByRole("textbox").fill("BILINMEYEN-KOD");
    await coupon.getByRole("button", { name: "Uygula" }).click();
    await expect(page.getByText("Kupon kodu eklenemedi.")).toBeVisible();
    await page.locator('[data-slot="coupon-form"]').getByRole("textbox").fill("HOSGELDIN10");
    await page.locator('[data-slot="coupon-form"]').getByRole("button", { name: "Uygula" }).click();
    await expect(page.locator('[data-slot="cart-summary"]')).toContainText("HOSGELDIN10");
    await page
      .locator('[data-slot="coupon-form"]')
      .getByRole("button", { name: /kaldır/i })
      .click();
    await expect(page.locator('[data-slot="cart-summary"]')).not.toContainText("HOSGELDIN10");

    const cargo = page.locator('[data-slot="cart-screen-cargo"]');
    const options = cargo.locator('[name="cargo_id"]');
    if ((await options.count()) > 1) {
      const other = options.nth(1);
      const id = await other.getAttribute("value");
      await other.check();
      await cargo.getByRole("button", { name: "Kargo seçimini kaydet" }).click();
      await expect(cargo.locator(`[name="cargo_id"][value="${id}"]`)).toBeChecked();
    }

    await page.getByRole("button", { name: "Ürünü sepetten çıkar" }).last().click();
    await expect(page.locator('[data-slot="cart-screen"]')).toHaveAttribute("data-state", "empty");
    await context.close();
  });

  test("signing in brings the guest's cart along", async ({ page, request }) => {
    const card = await findProduct(request, simple);
    await page.goto(`/${card.seo_link}`);
    await hydrated(page);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const customer = await registerCustomer(request);
    await page.goto(`/cart?token=${await signInCode(request, customer)}`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-slot="cart-line"]')).toContainText(card.name);
    expect(await cookie(page.context(), "guest_token")).toBeUndefined();
  });
});
