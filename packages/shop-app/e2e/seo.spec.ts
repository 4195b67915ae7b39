import { expect, test } from "@playwright/test";
import { admin, baseURL } from "../playwright.config.ts";
import { findProduct } from "./helpers.ts";

interface Entry {
  kind: string;
  seo_link: string;
  alternates: { language: string; seo_link: string }[];
}

test.describe("search engines", () => {
  test("robots.txt points at the sitemap and keeps crawlers out of private pages", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /hesabim");
  });

  test("the sitemap lists every product, category, brand, content page and post in every language", async ({
    request,
  }) => {
    const entries = (
      (await (await request.get("/api/v1/xml/entries?language=tr")).json()) as { response: Entry[] }
    ).response;
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(["product", "category", "brand", "content", "blog_post"]),
    );
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const product = entries.find((entry) => entry.kind === "product");
    const english = product?.alternates.find((a) => a.language === "en")?.seo_link;
    const arabic = product?.alternates.find((a) => a.language === "ar")?.seo_link;
    expect(locs).toContain(`${baseURL}/${product?.seo_link}`);
    expect(locs).toContain(`${baseURL}/en/${english}`);
    expect(locs).toContain(new URL(`/ar/${arabic}`, baseURL).href);
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/${product?.seo_link}"`);
    // each page once per language it has, and the shop's own pages in three languages
    const pages = entries.reduce((sum, entry) => sum + entry.alternates.length, 0);
    expect(locs.length).toBe(pages + 8 * 3);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${baseURL}/blog`,
        `${baseURL}/en/sss`,
        `${baseURL}/ar/yeni-gelenler`,
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("/xml is a Google Merchant feed in the asked language and currency", async ({ request }) => {
    const feed = await request.get("/xml?language=en&currency=2");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(200);
    expect(xml).toMatch(/<g:price>\d+\.\d{2} USD<\/g:price>/);
    expect(xml).toMatch(/<g:availability>(in_stock|out_of_stock)<\/g:availability>/);
    expect(xml).toContain(`<link>${baseURL}/en/`);
  });

  test("the home page describes the shop and its search to search engines", async ({ page }) => {
    await page.goto("/en");
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = scripts.flatMap((text) => JSON.parse(text)["@graph"] ?? []);
    const website = graph.find((node: { "@type": string }) => node["@type"] === "WebSite");
    expect(graph.some((node: { "@type": string }) => node["@type"] === "Organization")).toBe(true);
    expect(website.potentialAction.target.urlTemplate).toBe(
      `${baseURL}/en/arama?q={search_term_string}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  });

  test("content pages and blog posts have their own seo links", async ({ page, request }) => {
    const response = await page.goto("/cerez-politikasi");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Çerez/);
    const posts = (
      (await (await request.get("/api/v1/blog/getLimit/1?language=ar")).json()) as {
        response: { title: string; seo_link: string }[];
      }
    ).response;
    const post = posts[0];
    expect(post).toBeDefined();
    await page.goto(`/ar/${post?.seo_link}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post?.title ?? "");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("a product written in Turkish only is shown under /en in Turkish words, as the Turkish page", async ({
    page,
    request,
  }) => {
    const login = await request.post("/api/v1/adminToken/", { data: admin });
    const { token } = ((await login.json()) as { response: { token: string } }).response;
    const headers = { Authorization: `Bearer ${token}` };
    const seeded = await findProduct(request, (card) => card.in_stock);
    const { category_id } = (
      (await (
        await request.get(`/api/v1/product/getAdminProduct/${seeded.id}`, { headers })
      ).json()) as { response: { category_id: number } }
    ).response;
    const made = await request.post("/api/v1/product/add", {
      headers,
      data: {
        sku: `TR-ONLY-${Date.now()}`,
        category_id,
        stock: 3,
        vat_rate: 20,
        selling_price: 12_345,
        texts: { tr: { name: `Yalnız Türkçe Fincan ${Date.now()}` } },
      },
    });
    expect(made.ok()).toBe(true);
    const product = (
      (await made.json()) as {
        response: { id: number; texts: { tr: { seo_link: string; name: string } } };
      }
    ).response;
    try {
      const link = product.texts.tr.seo_link;
      const response = await page.goto(`/en/${link}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.texts.tr.name);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // Search engines are told it is the Turkish page, and of no English or Arabic one.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}/${link}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    } finally {
      await request.post(`/api/v1/product/delete/${product.id}`, { headers });
    }
  });
});
