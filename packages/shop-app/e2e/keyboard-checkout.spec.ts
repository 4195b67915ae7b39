import { expect, type Locator, type Page, test } from "@playwright/test";
import { findProduct } from "./helpers.ts";

/** Presses Tab until the control has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, control: Locator, most = 250) {
  for (let i = 0; i < most; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${control}`);
}

async function typeInto(page: Page, control: Locator, text: string) {
  await tabTo(page, control);
  await page.keyboard.type(text);
}

test("a guest checks out with the keyboard alone and pays at the door", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const card = await findProduct(
    request,
    (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
  );
  await page.goto(`/${card.seo_link}`);
  await tabTo(page, page.locator('[data-slot="product-detail-add-to-cart"]'));
  await page.keyboard.press("Enter");
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  // The dialog holds the focus: Tab stays inside it.
  await tabTo(page, popup.getByRole("link", { name: "Sepete git" }), 20);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);

  await tabTo(page, page.getByRole("link", { name: "Sepeti onayla" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/uye-giris\?r=/);
  await tabTo(page, page.getByRole("button", { name: "Üye olmadan devam et" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/siparis\/adres$/);

  const form = page.locator('[data-slot="address-form"]');
  await typeInto(page, form.locator('[name="title"]'), "Ev");
  await typeInto(page, form.locator('[name="name"]'), "Deniz");
  await typeInto(page, form.locator('[name="surname"]'), "Aydın");
  await typeInto(page, form.locator('[name="email"]'), "deniz.klavye@example.com");
  await typeInto(page, form.locator('[name="phone"]'), "0532 444 55 66");
  const province = form.locator('[name="state_id"]');
  await tabTo(page, province);
  // Down the list, one province at a time, to İstanbul.
  for (let i = 0; i < 90; i++) {
    if ((await province.locator("option:checked").textContent()) === "İstanbul") break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(province.locator("option:checked")).toHaveText("İstanbul");
  const city = form.locator('[name="city_id"]');
  await expect(city.locator("option")).not.toHaveCount(1);
  await tabTo(page, city);
  await page.keyboard.press("ArrowDown");
  await typeInto(page, form.locator('[name="address"]'), "Bağdat Cad. No: 5");
  await typeInto(page, form.locator('[name="postal_code"]'), "34730");
  await tabTo(page, form.getByRole("button", { name: "Adresi kaydet" }));
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-slot="address-card"]')).toHaveCount(1);
  await tabTo(page, page.getByRole("button", { name: "Devam et" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/siparis\/onay$/);

  for (const name of ["distance_selling_agreement", "preliminary_information"]) {
    await tabTo(page, page.locator(`[name="${name}"]`));
    await page.keyboard.press("Space");
  }
  await tabTo(page, page.getByRole("button", { name: "Ödemeye geç" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/siparis\/odeme/);

  const door = page.locator('[data-method="door"]');
  await tabTo(page, door.locator("summary"));
  await page.keyboard.press("Enter");
  await tabTo(page, door.getByRole("button", { name: "Siparişi tamamla" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/siparis\/tamamlandi\/JS\d+$/);
  await expect(page.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
});
