import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { admin } from "../playwright.config.ts";
import {
  apiResponse,
  type Card,
  findProduct,
  pathOf,
  registerCustomer,
  signInCode,
} from "./helpers.ts";

interface Detail extends Card {
  translations: { language: string; seo_link: string }[];
}

async function adminToken(request: APIRequestContext) {
  const login = await request.post("/api/v1/adminToken/", { data: admin });
  return ((await login.json()) as { response: { token: string } }).response.token;
}

/** The admin approves, through the API, the pending comment with this text. */
async function approveComment(request: APIRequestContext, text: string) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const pending = await request.get("/api/v1/product/comment/pending?limit=100", { headers });
  const { response } = (await pending.json()) as { response: { id: number; text: string }[] };
  const comment = response.find((c) => c.text === text);
  expect(comment, "the comment waits for review").toBeDefined();
  const approved = await request.post(`/api/v1/product/comment/approve/${comment?.id}`, {
    headers,
  });
  expect(approved.ok()).toBe(true);
}

async function writeReview(page: Page, stars: number, text: string) {
  const form = page.locator('[data-slot="product-review-form"]');
  await form
    .locator("label")
    .filter({ has: page.locator(`input[value="${stars}"]`) })
    .click();
  await form.locator('[name="text"]').fill(text);
  await form.locator('button[type="submit"]').click();
}

test.describe("comments and ratings", () => {
  test("a customer's comment shows only after an admin approves it; a second one is refused in the page's language", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const card = await findProduct(request, (c) => c.in_stock);
    const text = `Kumaşı yumuşak, kalıbı tam ${Date.now()} <b>kalın değil</b>`;

    await page.goto(
      `/${card.seo_link}?token=${encodeURIComponent(await signInCode(request, customer))}`,
    );
    await page.getByRole("tab", { name: /^Yorumlar/ }).click();
    await writeReview(page, 4, text);
    await expect(
      page.getByText("Yorumunuz alındı; onaylandıktan sonra yayınlanacak."),
    ).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: /^Yorumlar/ }).click();
    await expect(page.getByText(text)).toHaveCount(0);

    await approveComment(request, text);
    await page.reload();
    await page.getByRole("tab", { name: /^Yorumlar/ }).click();
    // shown as text, never as markup
    const shown = page.locator('[data-slot="product-comment"]').filter({ hasText: text });
    await expect(shown).toBeVisible();
    await expect(shown.locator("b")).toHaveCount(0);
    await expect(shown.locator('[data-slot="product-comment-name"]')).toHaveText("Ayşe Yılmaz");
    await expect(shown.getByRole("img", { name: "Puan: 4,0 / 5" })).toBeVisible();

    const english = await apiResponse<Detail>(
      request,
      `product/getProductBySeoLink/${encodeURIComponent(card.seo_link)}?language=tr`,
    );
    const enLink = english.translations.find((t) => t.language === "en")?.seo_link;
    await page.goto(`/en/${enLink}`);
    await page.getByRole("tab", { name: /^Reviews/ }).click();
    await writeReview(page, 2, "A second opinion");
    await expect(page.locator('[data-slot="product-review-error"]')).toHaveText(
      "You have already commented on this product.",
    );
    await expect(page.locator('[data-slot="product-review-form"] [name="text"]')).toHaveValue(
      "A second opinion",
    );
  });

  test("a signed-out shopper is asked to sign in and comes back to the product", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock);
    await page.goto(`/${card.seo_link}`);
    await page.getByRole("tab", { name: /^Soru & Cevap/ }).click();
    await page
      .locator('[data-slot="product-question-form"]')
      .getByRole("link", { name: "Giriş Yap" })
      .click();
    await expect(page).toHaveURL(/\/uye-giris\?r=/);
    expect(new URL(page.url()).searchParams.get("r")).toBe(`/${card.seo_link}`);
    expect(pathOf(page)).toContain("/uye-giris");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a question is sent by an ordinary form, and an empty one is refused", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const card = await findProduct(request, (c) => c.in_stock);
    await page.goto(
      `/${card.seo_link}?token=${encodeURIComponent(await signInCode(request, customer))}`,
    );
    const form = page.locator('[data-slot="product-question-form"]');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-slot="product-question-error"]')).toHaveText(
      "Lütfen sorunuzu yazın.",
    );
    await form.locator('[name="question"]').fill("Bu ürün yıkanınca çeker mi?");
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-slot="product-question-sent"]')).toBeVisible();
  });
});
