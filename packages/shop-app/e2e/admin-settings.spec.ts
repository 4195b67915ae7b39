import { expect, type Page, test } from "@playwright/test";
import { admin } from "../playwright.config.ts";
import { addToCartOnProductPage, findProduct, hydrated, signInAdmin } from "./helpers.ts";

/** A guest with the product in the cart and an address reaches the payment step. */
async function reachPayment(page: Page, seoLink: string) {
  await page.goto(`/${seoLink}`);
  await addToCartOnProductPage(page);
  await page.goto("/siparis");
  await hydrated(page);
  await page.getByRole("button", { name: "Üye olmadan devam et" }).click();
  await expect(page).toHaveURL(/\/siparis\/adres$/);
  await hydrated(page);
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('[name="title"]').fill("Ev");
  await form.locator('[name="name"]').fill("Kapı");
  await form.locator('[name="surname"]').fill("Ayarcı");
  await form.locator('[name="email"]').fill("kapi.ayar.e2e@example.com");
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
  await expect(page.locator('[data-method="card"]')).toBeVisible();
}

/** The admin's payments page: flips pay at the door and saves. */
async function setDoor(page: Page, on: boolean) {
  await page.goto("/admin/settings/payments");
  await hydrated(page);
  const door = page.getByRole("switch", { name: "Kapıda ödeme" });
  await expect(door).toHaveAttribute("aria-checked", String(!on));
  await door.click();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Değişiklikler kaydedildi.").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Kapıda ödeme" })).toHaveAttribute(
    "aria-checked",
    String(on),
  );
}

test.describe("the admin's checkout settings", () => {
  test("an admin turns pay at the door off and the payment step no longer offers it, then on again", async ({
    page,
    browser,
  }) => {
    const card = await findProduct(page.request, (c) => c.in_stock && !c.has_sub_products);
    await signInAdmin(page);
    await setDoor(page, false);
    try {
      const shopper = await browser.newPage();
      await reachPayment(shopper, card.seo_link);
      await expect(shopper.locator('[data-method="wire_transfer"]')).toBeVisible();
      await expect(shopper.locator('[data-method="door"]')).toHaveCount(0);

      await setDoor(page, true);
      await shopper.reload();
      await expect(shopper.locator('[data-method="door"]')).toBeVisible();
      await shopper.close();
    } finally {
      // Other tests pay at the door: whatever happened above, the shop offers it again.
      const login = await page.request.post("/api/v1/adminToken/", { data: admin });
      const { response } = (await login.json()) as { response: { token: string } };
      const headers = { Authorization: `Bearer ${response.token}` };
      const now = await page.request.get("/api/v1/settings/getPaymentSettings", { headers });
      const settings = ((await now.json()) as { response: Record<string, unknown> }).response;
      if (settings.door !== true)
        await page.request.post("/api/v1/settings/updatePaymentSettings", {
          headers,
          data: { ...settings, currency_code: undefined, door: true },
        });
    }
  });

  test("an admin adds a bank account on the payments page and deletes it again", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings/payments");
    await hydrated(page);
    await page.getByRole("button", { name: "Hesap ekle" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Banka" }).fill("E2E Bankası");
    await dialog.getByRole("textbox", { name: "Hesap sahibi" }).fill("Demo Mağaza A.Ş.");
    await dialog.getByRole("textbox", { name: "IBAN" }).fill("TR34 0006 1005 1978 6457 8413 26");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByText("Geçersiz değer.").or(dialog.getByRole("alert"))).toBeVisible();
    await dialog.getByRole("textbox", { name: "IBAN" }).fill("TR33 0006 1005 1978 6457 8413 26");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: /E2E Bankası/ });
    await expect(row).toContainText("TR33 0006 1005 1978 6457 8413 26");
    await page.getByRole("button", { name: "Hesabı sil: E2E Bankası" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sil" }).click();
    await expect(row).toHaveCount(0);
  });

  test("an admin adds a cargo company with its prices, turns it off and deletes it", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/settings/cargo");
    await hydrated(page);
    await page.getByRole("button", { name: "Kargo firması ekle" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Firma" }).fill("E2E Kargo");
    await dialog.getByRole("textbox", { name: "Kod" }).fill("e2e-kargo");
    await dialog
      .getByRole("textbox", { name: "Takip adresi" })
      .fill("https://e2e.test/takip?no={code}");
    await dialog.getByRole("textbox", { name: "Taban fiyat" }).fill("-5");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByRole("textbox", { name: "Taban fiyat" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await dialog.getByRole("textbox", { name: "Taban fiyat" }).fill("39,90");
    await dialog.getByRole("textbox", { name: "Ücretsiz kargo sınırı" }).fill("500");
    await dialog.getByRole("checkbox", { name: "Aktif" }).uncheck();
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: /E2E Kargo/ });
    await expect(row).toContainText("39,90");
    await expect(row).toContainText("500,00");
    await expect(row).toContainText("Pasif");
    await page.getByRole("button", { name: "Kargo firmasını sil: E2E Kargo" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sil" }).click();
    await expect(row).toHaveCount(0);
  });
});
