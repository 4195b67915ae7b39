// The catalogue as a shopper uses it: a category from the home page, a brand filter, the price
// order, the second page, a product; search with an inflected word, a typo and nonsense; brands.
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
});

const count = (page: Page) => page.locator('[data-slot="category-listing-count"]');
const cards = (page: Page) => page.locator('[data-slot="category-listing-screen"] article');

/** "1.234 ürün bulundu" -> 1234 */
async function shownCount(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

/** Prices of the cards as numbers ("1.299,00 ₺" -> 1299), the selling price of each. */
async function cardPrices(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const prices = [
        ...article.querySelectorAll('[data-slot="price-current"], [data-slot="price"]'),
      ]
        .map((node) => node.textContent ?? "")
        .filter((text) => /\d/.test(text));
      const text = prices[0] ?? article.textContent ?? "";
      const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
      return match ? Number(`${match[1]?.replace(/\./g, "")}.${match[2]}`) : Number.NaN;
    }),
  );
}

test("category: open, filter by brand, sort by price, page 2, open a product", async ({ page }) => {
  await page.goto("/");
  const menuLink = page.locator('header a[href="/giyim"]').first();
  await expect(menuLink).toBeAttached();
  await page.goto("/giyim");
  await expect(page.locator("h1")).toHaveText("Giyim");
  const total = await shownCount(page);
  expect(total).toBeGreaterThan(24);

  const brand = page.locator('[data-slot="category-listing-filters"] a[href*="marka="]').first();
  await brand.click();
  await expect(page).toHaveURL(/[?&]marka=\d+/);
  await expect.poll(() => shownCount(page)).toBeLessThan(total);
  const filtered = await shownCount(page);
  expect(filtered).toBeGreaterThan(0);

  await page.locator('[data-slot="sort-select"] select').selectOption("priceAsc");
  await expect(page).toHaveURL(/sirala=price_asc/);
  await expect(page).toHaveURL(/marka=\d+/);
  await expect.poll(async () => (await cardPrices(page)).length).toBeGreaterThan(1);
  const [first = 0, second = 0] = await cardPrices(page);
  expect(first).toBeLessThanOrEqual(second);

  await page.goto("/giyim?sirala=price_asc");
  const product = cards(page).first().locator("a").first();
  const firstOnPageOne = (await product.getAttribute("href")) ?? "";
  await page.locator('nav[data-slot="pagination"] a[href*="sayfa=2"]').first().click();
  await expect(page).toHaveURL(/sayfa=2/);
  await expect(page).toHaveURL(/sirala=price_asc/);
  // The address changes before React commits the new page (a transition): wait for page 2's cards.
  await expect(product).not.toHaveAttribute("href", firstOnPageOne);

  const href = await product.getAttribute("href");
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("bad filter values are ignored and page 0 is page 1", async ({ page }) => {
  const response = await page.goto("/giyim?marka=abc&fiyat=x-y&sayfa=0&sirala=cheap");
  expect(response?.status()).toBe(200);
  await expect(count(page)).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test("search finds an inflected Turkish word and a typo", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox").first();
  await box.fill("ayakkabılar");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/arama\?q=ayakkab/);
  expect(await shownCount(page)).toBeGreaterThan(0);
  await expect(cards(page).first()).toBeVisible();

  await page.goto("/arama?q=ayakabı");
  expect(await shownCount(page)).toBeGreaterThan(0);
  await expect(cards(page).first()).toBeVisible();
});

test("search suggestions appear while typing", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox").first();
  await box.pressSequentially("elbi", { delay: 30 });
  await expect(page.getByRole("option").first()).toBeVisible();
});

test("nonsense finds nothing and offers popular searches", async ({ page }) => {
  const response = await page.goto("/arama?q=qxzvbnmkjh");
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-slot="category-listing-no-results"]')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the brand list lists brands and leads to a brand", async ({ page }) => {
  await page.goto("/markalar");
  const brands = page.locator('[data-slot="brand-list-brand"]');
  expect(await brands.count()).toBeGreaterThan(5);
  await page.goto("/lavanta/kadin-giyim");
  await expect(page.locator("h1")).toContainText("Lavanta");
  expect(await shownCount(page)).toBeGreaterThan(0);
  expect((await page.goto("/lavanta/no-such-category"))?.status()).toBe(404);
});

test("category list and campaigns render", async ({ page }) => {
  await page.goto("/kategoriler");
  await expect(page.locator('a[href="/giyim"]').first()).toBeAttached();
  await page.goto("/ar/campaign");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('[data-slot="campaign-list-screen"]')).toBeVisible();
});

test("new arrivals: from the home page's showcase, every product newest first, ordered and filtered as a category, in Arabic", async ({
  page,
}) => {
  await page.goto("/ar");
  const showcase = page.locator('[data-slot="product-showcase"]').filter({
    has: page.getByRole("heading", { name: "وصل حديثاً" }),
  });
  const newestOnHome = await showcase.locator("article a").first().getAttribute("href");
  await showcase.getByRole("link", { name: "عرض الكل" }).click();
  await expect(page).toHaveURL(/\/ar\/yeni-gelenler$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1")).toHaveText("وصل حديثاً");
  await expect(page).toHaveTitle(/وصل حديثاً/);
  await expect(cards(page).first().locator("a").first()).toHaveAttribute(
    "href",
    newestOnHome ?? "",
  );
  await expect(page.locator('[data-slot="sort-select"] select')).toHaveValue("newest");
  const all = await shownCount(page);
  await page.goto("/ar/giyim");
  expect(all).toBeGreaterThan(await shownCount(page));

  // Another order is in the address; the page's own order is not, so the page has one address.
  await page.goto("/ar/yeni-gelenler");
  const sort = page.locator('[data-slot="sort-select"] select');
  await sort.selectOption("priceAsc");
  await expect(page).toHaveURL(/\/ar\/yeni-gelenler\?sirala=price_asc$/);
  await expect.poll(async () => (await cardPrices(page)).length).toBeGreaterThan(1);
  const [first = 0, second = 0] = await cardPrices(page);
  expect(first).toBeLessThanOrEqual(second);
  await sort.selectOption("newest");
  await expect(page).toHaveURL(/\/ar\/yeni-gelenler$/);

  const brand = page.locator('[data-slot="category-listing-filters"] a[href*="marka="]').first();
  await expect(brand).toHaveAttribute("href", /^\/ar\/yeni-gelenler\?marka=\d+$/);
  await brand.click();
  await expect.poll(() => shownCount(page)).toBeLessThan(all);
  expect((await page.goto("/ar/yeni-gelenler?sayfa=9999"))?.status()).toBe(404);
});
