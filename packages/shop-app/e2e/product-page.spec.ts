import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { apiResponse, type Card, findProduct, hydrated } from "./helpers.ts";

interface Detail extends Card {
  translations: { language: string; name: string; seo_link: string }[];
}

async function detail(request: APIRequestContext, seoLink: string, language = "tr") {
  return apiResponse<Detail>(
    request,
    `product/getProductBySeoLink/${encodeURIComponent(seoLink)}?language=${language}&currency=1`,
  );
}

/** 129990 -> "1.299,90": comma decimals, dot thousands, Latin digits. */
function priceText(minor: number): string {
  const whole = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${whole},${String(minor % 100).padStart(2, "0")}`;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
}

test.describe("product page", () => {
  test("shows the product with its price, JSON-LD and hreflang alternates", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock);
    const product = await detail(request, card.seo_link);
    const response = await page.goto(`/${card.seo_link}`);
    expect(response?.status()).toBe(200);

    await expect(page.locator("h1")).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    // The selling price (a discounted product also shows its old price, struck through).
    await expect(
      page
        .locator('[data-slot="product-detail-price"] [data-slot="price-amount"]')
        .filter({ hasText: priceText(product.price) }),
    ).toHaveCount(1);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");

    const ld = await jsonLd(page);
    const productLd = ld.find((item) => item["@type"] === "Product") as
      | { name: string; offers: { price: string; priceCurrency: string; availability: string } }
      | undefined;
    expect(productLd?.name).toBe(product.name);
    expect(productLd?.offers).toMatchObject({
      price: (product.price / 100).toFixed(2),
      priceCurrency: "TRY",
      availability: "https://schema.org/InStock",
    });
    expect(ld.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);

    for (const language of ["en", "ar"]) {
      const translation = product.translations.find((t) => t.language === language);
      expect(translation, `${language} translation`).toBeDefined();
      await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
        "href",
        new URL(`/${language}/${translation?.seo_link}`, baseURL).href,
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
      "href",
      `${baseURL}/${card.seo_link}`,
    );
  });

  test("the language switcher leads to the same product in English; Arabic is right to left", async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock);
    const english = await detail(request, card.seo_link, "en");
    const arabic = await detail(request, card.seo_link, "ar");
    await page.goto(`/${card.seo_link}`);
    await expect(page.locator("h1")).toBeVisible();

    const header = page.locator('[data-slot="header"]');
    await header.locator('[data-slot="language-switcher"] summary').click();
    await header.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`${baseURL}/en/${english.seo_link}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(english.name);

    await page.goto(`/ar/${arabic.seo_link}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(arabic.name);
  });

  test("a product with sub-products asks for a choice", async ({ page, request }) => {
    const card = await findProduct(request, (c) => c.has_sub_products && c.in_stock);
    await page.goto(`/${card.seo_link}`);
    const picker = page.locator('[data-slot="sub-product-picker"]');
    await expect(picker).toBeVisible();
    await expect(picker.locator('[data-slot="sub-product-option"]').first()).toBeVisible();
  });

  test("an out-of-stock product offers the back-in-stock form", async ({ page, request }) => {
    // A seeded product: other specs' admins create products with no stock too.
    const card = await findProduct(
      request,
      (c) => !c.in_stock && !c.has_sub_products && !c.sku.startsWith("E2E-"),
    );
    await page.goto(`/${card.seo_link}`);
    await hydrated(page);
    const form = page.locator('[data-slot="back-in-stock-form"]');
    await expect(form).toBeVisible();
    await expect(page.locator('[data-slot="product-detail-add-to-cart"]')).toHaveCount(0);
    const ld = await jsonLd(page);
    expect(ld.find((item) => item["@type"] === "Product")).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
    });

    const email = `e2e.notify.${Date.now()}@example.com`;
    await form.getByRole("textbox").fill(email);
    await form.locator('[data-slot="back-in-stock-form-submit"]').click();
    const status = form.locator('[data-slot="back-in-stock-form-status"]');
    await expect(status).not.toBeEmpty();
    const success = (await status.textContent()) ?? "";

    // The same address again: the request is already active.
    await page.reload();
    await hydrated(page);
    await form.getByRole("textbox").fill(email);
    await form.locator('[data-slot="back-in-stock-form-submit"]').click();
    await expect(status).not.toBeEmpty();
    await expect(status).not.toHaveText(success);
  });

  test("remembers viewed products in the recently viewed rail", async ({ page, request }) => {
    const first = await findProduct(request, (c) => c.in_stock);
    const second = await findProduct(request, (c) => c.in_stock && c.id !== first.id);
    await page.goto(`/${first.seo_link}`);
    await expect(page.locator("h1")).toHaveText(first.name);
    await expect
      .poll(
        async () => (await page.context().cookies()).find((c) => c.name === "last_viewed")?.value,
      )
      .toBe(String(first.id));
    await page.goto(`/${second.seo_link}`);
    const rail = page.locator('[data-slot="product-detail-last-viewed"]');
    await expect(rail).toBeVisible();
    await expect(rail.locator('[data-slot="product-card"]')).toHaveCount(1);
    await expect(rail).toContainText(first.name);
  });

  test("an unknown seo link answers 404", async ({ page }) => {
    const response = await page.goto("/boyle-bir-urun-yok-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-slot="not-found"]')).toBeVisible();
  });
});

test.describe("script policy", () => {
  test("home and product pages hydrate under the nonce policy with no violation, fresh or revalidated", async ({
    page,
    request,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      // zod (in the contract chunk) probes once whether `new Function` is allowed and then
      // validates without it: a refused probe, not a script that fails to run.
      if (/script-src eval \S+\/assets\/contract-/.test(text)) return;
      if (/Content.Security.Policy/i.test(text)) violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const card = await findProduct(request, (c) => c.in_stock);
    const hydrated = () =>
      // React marks the document once hydrateRoot has attached its listeners.
      page.waitForFunction(() =>
        Object.keys(document).some((key) => key.startsWith("_reactListening")),
      );
    const nonces: string[] = [];
    for (const path of ["/", `/${card.seo_link}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy).toContain("'strict-dynamic'");
      nonces.push(policy.match(/'nonce-([^']+)'/)?.[1] ?? "");
      await hydrated();
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // Again: the kept page answers 304 to the browser's copy, which keeps the policy it came with.
    await page.reload();
    await hydrated();
    expect(violations).toEqual([]);
  });
});
