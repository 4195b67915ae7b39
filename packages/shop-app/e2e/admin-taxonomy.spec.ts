import { expect, type Page, test } from "@playwright/test";
import { hydrated, signInAdmin } from "./helpers.ts";

async function addInDialog(
  page: Page,
  path: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole("button", { name: "Yeni ekle" }).click();
  const dialog = page.getByRole("dialog");
  await fill(dialog);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
}

test("an admin adds a model and a supplier, which the product form then offers", async ({
  page,
}) => {
  await signInAdmin(page);
  const stamp = Date.now();
  const model = `Uçtan Uca Model ${stamp}`;
  const supplier = `Uçtan Uca Tedarik ${stamp}`;

  // The left menu leads to both pages
  await page.goto("/admin");
  await page.getByRole("link", { name: "Modeller" }).click();
  await expect(page).toHaveURL(/\/admin\/models$/);

  let brand = "";
  await addInDialog(page, "/admin/models", async (dialog) => {
    await dialog.locator('input[name="name.tr"]').fill(model);
    const brandSelect = dialog.locator('select[name="group_id"]');
    await brandSelect.selectOption({ index: 1 });
    brand = (await brandSelect.locator("option:checked").textContent())?.trim() ?? "";
  });
  const modelRow = page.locator("tbody tr", { hasText: model });
  await expect(modelRow).toContainText(brand);
  await expect(page.getByRole("status").filter({ hasText: "kaydedildi" })).toBeVisible();

  await addInDialog(page, "/admin/suppliers", async (dialog) => {
    await dialog.locator('input[name="name.tr"]').fill(supplier);
  });
  await expect(page.locator("tbody")).toContainText(supplier);

  await page.goto("/admin/products/new");
  await expect(
    page.locator('select[name="model_id"] option', { hasText: `${brand} ${model}` }),
  ).toHaveCount(1);
  await expect(
    page.locator('select[name="supplier_id"] option', { hasText: supplier }),
  ).toHaveCount(1);

  // Deleting asks first; the model is gone from the list afterwards
  await page.goto("/admin/models");
  await hydrated(page);
  await page.locator("tbody tr", { hasText: model }).getByRole("button", { name: /sil$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sil" }).click();
  await expect(page.locator("tbody tr", { hasText: model })).toHaveCount(0);
});
