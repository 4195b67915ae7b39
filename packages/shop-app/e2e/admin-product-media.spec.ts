import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { hydrated, png, signInAdmin } from "./helpers.ts";

/** The stored picture's name: the same for every size and format of one upload. */
const pictureName = (src: string | null) => /\/([0-9a-f]{32})-[sml]\./.exec(src ?? "")?.[1];

async function adminApi<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  // The admin cookie counts only for requests from the shop's own pages.
  const response = await page.request.post(`/api/v1/${path}`, {
    data,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { response: T }).response;
}

test("an admin adds and orders a product's pictures, its sub-products and a personalisation, and the product page shows them", async ({
  page,
}) => {
  await signInAdmin(page);
  const [category] = await adminApi<Array<{ id: number }>>(page, "category/getAdminCategories");
  const properties = await adminApi<
    Array<{ id: number; names: { tr?: string }; values: Array<{ names: { tr?: string } }> }>
  >(page, "property/getAdminProperties");
  const attribute = properties.find((property) => property.values.length >= 2);
  if (!category || !attribute) throw new Error("the demo shop has no category or attribute");
  const stamp = Date.now();
  const product = await adminApi<{ id: number; texts: { tr: { seo_link: string } } }>(
    page,
    "product/add",
    {
      category_id: category.id,
      sku: `E2E-MEDIA-${stamp}`,
      stock: 0,
      selling_price: 19_990,
      vat_rate: 20,
      texts: {
        tr: { name: `Uçtan Uca Görselli Kupa ${stamp}` },
        en: { name: `End to End Pictured Mug ${stamp}` },
        ar: { name: `كوب مصور من البداية إلى النهاية ${stamp}` },
      },
    },
  );
  const productPage = `/${product.texts.tr.seo_link}`;

  await page.goto(`/admin/products/${product.id}`);
  await hydrated(page);

  // Two pictures at once; the first chosen is the main one.
  const images = page.locator('[data-slot="admin-product-images"]');
  await images.locator('input[name="images"]').setInputFiles([
    { name: "kirmizi.png", mimeType: "image/png", buffer: png(220, 30, 30) },
    { name: "mavi.png", mimeType: "image/png", buffer: png(30, 30, 220) },
  ]);
  await images.getByRole("button", { name: "Yükle", exact: true }).click();
  const shown = images.locator('[data-slot="admin-product-image"] img');
  await expect(shown).toHaveCount(2);
  const red = pictureName(await shown.nth(0).getAttribute("src"));
  const blue = pictureName(await shown.nth(1).getAttribute("src"));
  expect(red).toBeTruthy();
  expect(blue).toBeTruthy();

  // The main picture moves one place later, by keyboard: the blue one becomes the first.
  const later = images.getByRole("button", { name: "Sona doğru al: 1. görsel" });
  await later.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => pictureName(await shown.nth(0).getAttribute("src"))).toBe(blue);

  await page.goto(productPage);
  const main = page.locator('[data-slot="product-gallery-image"]').first();
  await expect.poll(async () => pictureName(await main.getAttribute("src"))).toBe(blue);

  // The product varies by an attribute; two sub-products with their own code and stock.
  await page.goto(`/admin/products/${product.id}`);
  await hydrated(page);
  const general = page.locator("form", {
    has: page.locator('input[name="intent"][value="general"]'),
  });
  await general.locator('select[name="option1_property_id"]').selectOption(String(attribute.id));
  await general.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "kaydedildi" }).first()).toBeVisible();

  const valueNames: string[] = [];
  for (const [index, stock] of [
    [1, 5],
    [2, 3],
  ] as const) {
    await page.getByRole("button", { name: "Alt ürün ekle" }).click();
    const dialog = page.getByRole("dialog");
    const select = dialog.locator('select[name="option1_value_id"]');
    await select.selectOption({ index });
    valueNames.push((await select.locator("option:checked").textContent())?.trim() ?? "");
    await dialog.locator('input[name="code"]').fill(`E2E-${stamp}-${index}`);
    await dialog.locator('input[name="stock"]').fill(String(stock));
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
  }
  const rows = page.locator('[data-slot="admin-product-edit-screen"] tbody tr', {
    hasText: `E2E-${stamp}-`,
  });
  await expect(rows).toHaveCount(2);

  // The same code twice is refused beside the field, and what was typed stays.
  await page.getByRole("button", { name: "Alt ürün ekle" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('select[name="option1_value_id"]').selectOption({ index: 1 });
  await dialog.locator('input[name="code"]').fill(`E2E-${stamp}-1`);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.locator('input[name="code"]')).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.locator('input[name="code"]')).toHaveValue(`E2E-${stamp}-1`);
  await dialog.getByRole("button", { name: "Vazgeç" }).click();

  // A personalisation, labelled in every language.
  await page.getByRole("button", { name: "Kişiselleştirme ekle" }).click();
  const personalization = page.getByRole("dialog");
  await personalization.locator('input[name="label.tr"]').fill("Kupaya yazılacak isim");
  await personalization.locator('input[name="label.en"]').fill("Name on the mug");
  await personalization.locator('input[name="label.ar"]').fill("الاسم على الكوب");
  await personalization.locator('input[name="price"]').fill("15");
  await personalization.getByRole("button", { name: "Kaydet" }).click();
  await expect(personalization).toBeHidden();
  await expect(
    page.getByRole("cell", { name: "Kupaya yazılacak isim", exact: true }),
  ).toBeVisible();

  await page.goto(productPage);
  const picker = page.locator('[data-slot="sub-product-picker"]');
  await expect(picker).toBeVisible();
  for (const name of valueNames) {
    await expect(
      picker.locator('[data-slot="sub-product-option"]', { hasText: name }),
    ).toHaveAttribute("data-availability", "available");
  }
  await expect(page.getByLabel(/Kupaya yazılacak isim/)).toBeVisible();
});
