import { expect, test } from "@playwright/test";
import { hydrated, png, signInAdmin } from "./helpers.ts";

test("an admin uploads a blog post's cover (a file that is no picture is refused) and the blog shows it", async ({
  page,
}) => {
  const word = Math.random().toString(36).slice(2, 7);
  await signInAdmin(page);
  await page.goto("/admin/blog/new");
  await hydrated(page);
  const file = page.locator('[data-slot="admin-blog-cover"] input[type="file"]');
  const path = page.locator('[name="image_path"]');

  await file.setInputFiles({
    name: "notlar.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("x"),
  });
  await expect(page.getByText("JPEG, PNG, WebP veya AVIF bir resim seçin.")).toBeVisible();
  await expect(path).toHaveValue("");

  await file.setInputFiles({ name: "kapak.png", mimeType: "image/png", buffer: png(30, 90, 160) });
  await expect(path).toHaveValue(/^\/uploads\/.+\.webp$/, { timeout: 30_000 });
  const cover = await path.inputValue();
  await expect(page.locator('[data-slot="admin-blog-cover"] img')).toHaveAttribute("src", cover);

  await page.locator('[name="blog_category_id"]').selectOption({ index: 1 });
  await page.locator('[name="tr.title"]').fill(`Kapaklı yazı ${word}`);
  await page.getByRole("button", { name: "Yazıyı oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\?kaydedildi$/, { timeout: 30_000 });
  await expect(path).toHaveValue(cover);

  await page.goto("/blog");
  const card = page.getByRole("link", { name: new RegExp(`Kapaklı yazı ${word}`) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kapaklı yazı ${word}`);
  await expect(page.locator(`img[src="${cover}"]`).first()).toBeVisible();
});
