import { expect, test } from "@playwright/test";
import { admin } from "../playwright.config.ts";
import { hydrated, signInAdmin } from "./helpers.ts";

test("an admin writes a content page in Arabic and the storefront shows it, right to left, without the script typed into its HTML", async ({
  page,
}) => {
  const word = Math.random().toString(36).slice(2, 7);
  await signInAdmin(page);
  await page.goto("/admin/content/new");
  await hydrated(page);

  await page.locator('[name="tr.title"]').fill(`Kargo Bilgisi ${word}`);
  // The Turkish body as HTML source, with a script the server must drop.
  const turkish = page.locator('[role="tabpanel"][data-state="active"]');
  await turkish.getByLabel("HTML kaynağını göster").check();
  await turkish
    .locator('textarea[name="tr.body"]')
    .fill("<p>Kargo <em>ücretsiz</em></p><script>alert('e2e')</script>");

  await page.getByRole("tab", { name: "العربية" }).click();
  await page.locator('[name="ar.title"]').fill(`معلومات الشحن ${word}`);
  const editor = page.locator('[contenteditable="true"][lang="ar"]');
  await expect(editor).toHaveAttribute("dir", "rtl");
  await editor.click();
  await page.keyboard.type("الشحن ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("مجاني");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" دائمًا");

  await page.getByRole("button", { name: "Sayfayı oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\d+\?kaydedildi$/);
  const id = page.url().match(/content\/(\d+)/)?.[1];

  const login = await page.request.post("/api/v1/adminToken/", { data: admin });
  const { response: token } = (await login.json()) as { response: { token: string } };
  const stored = await page.request.get(`/api/v1/contents/getAdminContent/${id}`, {
    headers: { Authorization: `Bearer ${token.token}` },
  });
  const { response: content } = (await stored.json()) as {
    response: { texts: Record<string, { body: string; seo_link: string }> };
  };
  expect(content.texts.tr?.body).toBe("<p>Kargo <em>ücretsiz</em></p>");
  expect(content.texts.ar?.body).toContain("<strong>مجاني</strong>");
  expect(content.texts.ar?.seo_link).toBe(`معلومات-الشحن-${word}`);

  await page.goto(`/ar/${encodeURIComponent(content.texts.ar?.seo_link ?? "")}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`معلومات الشحن ${word}`);
  await expect(page.locator("strong", { hasText: "مجاني" })).toBeVisible();

  await page.goto(`/${content.texts.tr?.seo_link}`);
  await expect(page.getByText("Kargo ücretsiz")).toBeVisible();
  expect(await page.content()).not.toContain("alert('e2e')");
});
