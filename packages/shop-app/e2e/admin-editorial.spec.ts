import { expect, test } from "@playwright/test";
import { hydrated, signInAdmin } from "./helpers.ts";

test("an admin writes a blog post in Arabic and the storefront's Arabic blog shows it, right to left", async ({
  page,
}) => {
  const word = Math.random().toString(36).slice(2, 7);
  await signInAdmin(page);
  await page.goto("/admin/blog/new");
  await hydrated(page);

  await page.locator('[name="blog_category_id"]').selectOption({ index: 1 });
  await page.locator('[name="tr.title"]').fill(`Kış Bakımı ${word}`);
  await page.getByRole("tab", { name: "العربية" }).click();
  await page.locator('[name="ar.title"]').fill(`العناية الشتوية ${word}`);
  await page.locator('[name="ar.summary"]').fill(`ملخص المقالة ${word}`);
  const editor = page.locator('[contenteditable="true"][lang="ar"]');
  await expect(editor).toHaveAttribute("dir", "rtl");
  await editor.click();
  await page.keyboard.type("رطّبي بشرتك ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("مرتين");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" في اليوم");

  await page.getByRole("button", { name: "Yazıyı oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\?kaydedildi$/);
  await expect(page.locator('[name="ar.seo_link"]')).toHaveValue(`العناية-الشتوية-${word}`);

  await page.goto("/admin/blog");
  await expect(page.getByRole("link", { name: `Kış Bakımı ${word}` })).toBeVisible();

  await page.goto("/ar/blog");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const card = page.getByRole("link", { name: new RegExp(`العناية الشتوية ${word}`) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`العناية الشتوية ${word}`);
  await expect(page.locator("strong", { hasText: "مرتين" })).toBeVisible();
});

test("an admin adds a header menu item and the storefront's header shows it; deleting it asks first", async ({
  page,
}) => {
  const label = `Fırsatlar ${Math.random().toString(36).slice(2, 7)}`;
  await signInAdmin(page);
  await page.goto("/admin/menus");
  await hydrated(page);
  await page.getByRole("button", { name: "Yeni menü öğesi" }).click();
  const dialog = page.getByRole("dialog");
  // Saved empty: the link's label and address are asked for beside their fields.
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.locator('[name="url.tr"]')).toHaveAttribute("aria-invalid", "true");
  await dialog.locator('[name="title.tr"]').fill(label);
  await dialog.locator('[name="url.tr"]').fill("/blog");
  await dialog.locator('[name="sort_order"]').fill("0");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("row", { name: new RegExp(label) })).toBeVisible();

  await page.goto("/");
  const link = page.locator("header").getByRole("link", { name: label }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/blog");

  await page.goto("/admin/menus");
  await hydrated(page);
  await page.getByRole("button", { name: `${label} sil` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByRole("row", { name: new RegExp(label) })).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("header").getByRole("link", { name: label })).toHaveCount(0);
});
