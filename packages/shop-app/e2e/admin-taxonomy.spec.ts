import { expect, type Locator, type Page, test } from "@playwright/test";
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
  await expect(dialog).toBeHidden({ timeout: 15_000 });
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

test("an admin moves a category under another in the tree, and the storefront follows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const stamp = Date.now();
  const parent = `Uçtan Uca Üst ${stamp}`;
  const child = `Uçtan Uca Alt ${stamp}`;
  for (const name of [parent, child]) {
    await addInDialog(page, "/admin/categories", async (dialog) => {
      await dialog.locator('input[name="name.tr"]').fill(name);
    });
  }
  const item = (name: string) =>
    page.locator('[data-slot="admin-category-tree-item"]', {
      has: page.getByText(name, { exact: true }),
    });
  // The tree grid's rows are flat: a category under another is the next row, one level deeper.
  const nested = item(parent)
    .locator("xpath=following-sibling::*[1]")
    .and(item(child))
    .and(page.locator('[aria-level="2"]'));
  // New categories go last at the top: the child is right after the parent, both on top.
  await expect(nested).toHaveCount(0);

  // Dragged by its handle onto the middle of the other row: under it.
  const handle = item(child).locator('[data-slot="admin-category-tree-handle"]').first();
  const target = item(parent).locator('[data-slot="admin-category-tree-row"]').first();
  await item(child).scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the tree's rows are not on the page");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(nested).toHaveCount(1, { timeout: 15_000 });

  // The same from the keyboard: out of its parent, then back under it.
  // The tree is one tab stop: a row's buttons are reached from the row with ArrowRight.
  const press = async (button: Locator) => {
    await expect(button).toBeEnabled();
    await item(child).focus();
    for (let step = 0; step < 8; step++) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("ArrowRight");
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
  };
  await press(page.getByRole("button", { name: `${child} üst kategorisinin dışına taşı` }));
  await expect(nested).toHaveCount(0, { timeout: 15_000 });
  await press(page.getByRole("button", { name: `${child} bir üstteki kategorinin altına taşı` }));
  await expect(nested).toHaveCount(1, { timeout: 15_000 });

  // The storefront: the parent's page lists it, and its own page has the parent in the trail.
  await page.goto(`/uctan-uca-ust-${stamp}`);
  const subcategories = page.locator('[data-slot="category-listing-subcategories"]');
  await expect(subcategories.getByRole("link", { name: child })).toBeVisible();
  await subcategories.getByRole("link", { name: child }).click();
  await expect(page).toHaveURL(new RegExp(`/uctan-uca-alt-${stamp}$`));
  await expect(page.getByRole("navigation", { name: "Gezinti yolu" })).toContainText(parent);
});

test("an admin adds a property with two values in three languages", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const name = `Uçtan Uca Renk ${Date.now()}`;

  await page.goto("/admin");
  await page.getByRole("link", { name: "Özellikler" }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);

  await addInDialog(page, "/admin/properties", async (dialog) => {
    await dialog.locator('input[name="name.tr"]').fill(name);
    await dialog.locator('input[name="name.en"]').fill("End to end colour");
    await dialog.locator('input[name="name.ar"]').fill("لون");
  });
  const row = page.locator("tbody tr", { hasText: name });
  await expect(row).toContainText("End to end colour");

  await row.getByRole("button", { name: `Değerler: ${name}` }).click();
  const dialog = page.getByRole("dialog");
  for (const [index, [tr, en, ar]] of [
    ["Kırmızı", "Red", "أحمر"],
    ["Lacivert", "Navy", "كحلي"],
  ].entries()) {
    await dialog.getByRole("button", { name: "Değer ekle" }).click();
    await dialog.locator(`input[name="values.${index}.tr"]`).fill(tr as string);
    await dialog.locator(`input[name="values.${index}.en"]`).fill(en as string);
    await dialog.locator(`input[name="values.${index}.ar"]`).fill(ar as string);
  }
  // Navy first.
  await dialog.getByRole("button", { name: "Lacivert yukarı taşı" }).click();
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText(/Lacivert\s*Kırmızı/);

  // Read back after a reload: saved in order, with their names in every language.
  await page.reload();
  await hydrated(page);
  await page
    .locator("tbody tr", { hasText: name })
    .getByRole("button", { name: `Değerler: ${name}` })
    .click();
  await expect(dialog.locator('input[name="values.0.tr"]')).toHaveValue("Lacivert");
  await expect(dialog.locator('input[name="values.1.ar"]')).toHaveValue("أحمر");
});
