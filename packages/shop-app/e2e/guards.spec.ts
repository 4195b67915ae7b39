import { expect, test } from "@playwright/test";
import { admin, baseURL } from "../playwright.config.ts";
import { becomeGuest, pathOf, registerCustomer, signInAdmin, signInCode } from "./helpers.ts";

test.describe("route guards", () => {
  test("admin pages send a visitor to /login with the page to return to", async ({ page }) => {
    await page.goto("/admin");
    expect(pathOf(page)).toBe("/login?r=%2Fadmin");
    await page.goto("/admin/siparisler?durum=yeni");
    expect(pathOf(page)).toBe(`/login?r=${encodeURIComponent("/admin/siparisler?durum=yeni")}`);
  });

  test("the admin signs in on /login and lands on the page asked for", async ({ page }) => {
    await page.goto("/admin/siparisler");
    expect(pathOf(page)).toBe("/login?r=%2Fadmin%2Fsiparisler");
    await page.getByRole("textbox", { name: "E-posta" }).fill(admin.email);
    await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Giriş yap" }).click();
    await expect(page.getByText("Şifre hatalı.")).toBeVisible();
    await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Giriş yap" }).click();
    await expect(page).toHaveURL(`${baseURL}/admin/siparisler`);
  });

  test("an admin gets the admin area, and /login sends them on (never off the shop)", async ({
    page,
  }) => {
    await signInAdmin(page);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe("/admin");
    await page.goto("/login");
    expect(pathOf(page)).toBe("/admin");
    await page.goto(`/login?r=${encodeURIComponent("/admin/urunler")}`);
    expect(pathOf(page)).toBe("/admin/urunler");
    for (const evil of [
      "//evil.example/admin",
      "https://evil.example/admin",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      await page.goto(`/login?r=${encodeURIComponent(evil)}`);
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(pathOf(page)).toBe("/admin");
    }
  });

  test("shopper pages need a customer or a guest, in every locale", async ({ page }) => {
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/uye-giris?r=%2Fhesabim");
    await page.goto("/en/hesabim");
    expect(pathOf(page)).toBe("/en/uye-giris?r=%2Fen%2Fhesabim");
    await page.goto("/ar/siparis");
    expect(pathOf(page)).toBe("/ar/uye-giris?r=%2Far%2Fsiparis");
  });

  test("a guest may open shopper pages; checkout with an empty cart goes to /cart", async ({
    page,
  }) => {
    await becomeGuest(page);
    const response = await page.goto("/hesabim");
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe("/hesabim");
    await page.goto("/siparis");
    expect(pathOf(page)).toBe("/cart");
    await page.goto("/en/siparis");
    expect(pathOf(page)).toBe("/en/cart");
  });

  test("a payment posted without the approve step is sent back to the agreements", async ({
    page,
  }) => {
    await becomeGuest(page);
    for (const [path, approve] of [
      ["/siparis/odeme", "/siparis/onay"],
      ["/ar/siparis/odeme", "/ar/siparis/onay"],
    ] as const) {
      const response = await page.request.post(path, {
        form: { intent: "door", door_payment_type: "cash" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(approve);
    }
  });

  test("a signed-in customer is sent home from the shopper login", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/?token=${await signInCode(request, customer)}`);
    await page.goto("/uye-giris?r=%2Fhesabim");
    expect(pathOf(page)).toBe("/");
    await page.goto("/en/uye-giris");
    expect(pathOf(page)).toBe("/en");
  });
});
