import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";

// Home, a category (a Turkish link redirects to the page's own link in Arabic), search and the
// storefront pages.
const pages = [
  "/",
  "/kadin-giyim",
  "/arama?q=elbise",
  "/yeni-gelenler",
  "/blog",
  "/sss",
  "/iletisim",
  "/cerez-politikasi",
  "/cart",
  "/siparis-takip",
  "/uye-giris",
  "/uye-ol",
];

for (const locale of ["tr", "ar"]) {
  for (const path of pages) {
    const url = locale === "tr" ? path : `/${locale}${path}`;
    test(`${url} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      // One heading names the page (axe counts a missing one as moderate only).
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
  test(`a ${locale} product page has no serious accessibility violation`, async ({ page }) => {
    await page.goto(locale === "tr" ? "/kadin-giyim" : `/${locale}/kadin-giyim`);
    await page.locator('[data-slot="product-card"] a').first().click();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
  test(`a ${locale} blog post has no serious accessibility violation`, async ({ page }) => {
    await page.goto(locale === "tr" ? "/blog" : `/${locale}/blog`);
    await page.locator('[data-slot="news-list-link"]').first().click();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
