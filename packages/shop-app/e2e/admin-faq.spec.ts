import { expect, test } from "@playwright/test";
import { hydrated, signInAdmin } from "./helpers.ts";

test("an admin adds a FAQ category and a question under it in Turkish and Arabic, and the storefront's Arabic FAQ shows it", async ({
  page,
}) => {
  const word = Math.random().toString(36).slice(2, 7);
  await signInAdmin(page);

  await page.goto("/admin/faq/categories");
  await hydrated(page);
  await page.getByRole("button", { name: "Yeni ekle" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[name="name.tr"]').fill(`Teslimat ${word}`);
  await dialog.locator('input[name="name.ar"]').fill(`التوصيل ${word}`);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(`Teslimat ${word}`)).toBeVisible();

  await page.goto("/admin/faq/new");
  await hydrated(page);
  await page.locator('select[name="faq_category_id"]').selectOption({ label: `Teslimat ${word}` });
  await page.locator('[name="tr.question"]').fill(`Kargo ne zaman gelir ${word}?`);
  const turkish = page.locator('[role="tabpanel"][data-state="active"]');
  await turkish.getByLabel("HTML kaynağını göster").check();
  await turkish.locator('textarea[name="tr.answer"]').fill("<p>İki iş günü içinde.</p>");

  await page.getByRole("tab", { name: "العربية" }).click();
  await page.locator('[name="ar.question"]').fill(`متى تصل الشحنة ${word}؟`);
  const editor = page.locator('[contenteditable="true"][lang="ar"]');
  await expect(editor).toHaveAttribute("dir", "rtl");
  await editor.click();
  await page.keyboard.type("خلال يومي عمل.");

  await page.getByRole("button", { name: "Soruyu oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/faq\/\d+\?kaydedildi$/);
  await expect(page.locator('[name="ar.question"]')).toHaveValue(`متى تصل الشحنة ${word}؟`);

  await page.goto("/ar/sss");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText(`متى تصل الشحنة ${word}؟`)).toBeVisible();
  await expect(page.getByText(`التوصيل ${word}`)).toBeVisible();
});
