import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { findProduct, hydrated, pathOf, registerCustomer } from "./helpers.ts";

test.describe("the sign-in and registration pages", () => {
  test("a guest with a cart registers from the checkout's sign-in page and keeps the cart", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock && !c.has_sub_products);
    await page.goto(`/${card.seo_link}`);
    await hydrated(page);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/siparis");
    expect(pathOf(page)).toBe("/uye-giris?r=%2Fsiparis");
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator('[data-slot="sign-in-screen"]')
      .getByRole("link", { name: "Üye ol" })
      .click();
    await expect(page).toHaveURL(/\/uye-ol\?r=%2Fsiparis$/);
    const form = page.locator('[data-slot="register-screen"]');

    // Nothing filled in: every field says why, nothing is created.
    await form.getByRole("button", { name: "Üye ol" }).click();
    await expect(page.locator('[name="kvkk_agreement"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Bu alan zorunludur").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The KVKK notice opens over the form.
    await form.getByRole("link", { name: "KVKK Aydınlatma Metni" }).click();
    await expect(page.getByRole("dialog")).toContainText("Veri sorumlusu");
    await page.keyboard.press("Escape");

    const unique = `${Date.now()}`;
    await form.locator('[name="name"]').fill("Zeynep");
    await form.locator('[name="surname"]').fill("Kaya");
    await form.locator('[name="email"]').fill(`zeynep.${unique}@example.com`);
    await form.locator('[name="phone"]').fill(`053${unique.slice(-8)}`);
    await form.locator('[name="password"]').fill("bir-uzun-sifre-2026");
    await form.locator('[name="kvkk_agreement"]').check();
    await form.locator('[name="membership_agreement"]').check();
    await form.getByRole("button", { name: "Üye ol" }).click();
    // Signed in, on to the checkout: a customer is not asked again, and the cart came along.
    await expect(page).toHaveURL(/\/siparis\/adres$/);
    await expect(page.locator('[data-slot="header-cart"] [data-slot="header-count"]')).toHaveText(
      "1",
    );
  });

  test("a customer signs in in English after a wrong password and returns to the page asked for", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.goto("/en/hesabim");
    expect(pathOf(page)).toBe("/en/uye-giris?r=%2Fen%2Fhesabim");
    const screen = page.locator('[data-slot="sign-in-screen"]');
    await screen.locator('[name="email"]').fill(customer.email);
    await screen.locator('[name="password"]').fill("not-the-password");
    await screen.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator('[data-slot="sign-in-screen"] [role="alert"]')).toHaveText(
      /password/i,
    );
    await expect(screen.locator('[name="email"]')).toHaveValue(customer.email);
    await screen.locator('[name="password"]').fill(customer.password);
    await screen.getByRole("button", { name: "Show password" }).click();
    await expect(screen.locator('[name="password"]')).toHaveAttribute("type", "text");
    await screen.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/hesabim$/);
  });

  test("without JavaScript a shopper signs in, in Arabic", async ({ browser, request }) => {
    const customer = await registerCustomer(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ar/uye-giris?r=%2Far%2Fhesabim%2Fsiparislerim");
    const screen = page.locator('[data-slot="sign-in-screen"]');
    await screen.locator('[name="email"]').fill(customer.email);
    await screen.locator('[name="password"]').fill(customer.password);
    await screen.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/ar\/hesabim\/siparislerim$/);
    await context.close();
  });

  test("a guest with a cart signs in with Google (the loopback OpenID provider), keeps the cart and comes back to the page asked for", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock && !c.has_sub_products);
    await page.goto(`/${card.seo_link}`);
    await hydrated(page);
    await page.locator('[data-slot="product-detail-add-to-cart"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/uye-giris?r=%2Fhesabim%2Fbilgilerim");
    await page.getByRole("link", { name: "Google ile devam et" }).click();
    // The provider's own page, outside the shop.
    const email = `google.${Date.now()}@example.com`;
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole("button", { name: "Sign in to the test provider" }).click();
    await expect(page).toHaveURL(/\/hesabim\/bilgilerim$/);
    await expect(page.locator('form:has([name="surname"]) [name="email"]')).toHaveValue(email);
    await expect(page.locator('[name="name"]')).toHaveValue("Google");
    await expect(page.locator('[data-slot="header-cart"] [data-slot="header-count"]')).toHaveText(
      "1",
    );
  });

  test("a refused social sign-in comes back to the sign-in page with the reason", async ({
    page,
  }) => {
    await page.goto("/uye-giris?hata=social_login_failed");
    await expect(page.locator('[data-slot="sign-in-screen"] [role="alert"]')).toBeVisible();
  });
});
