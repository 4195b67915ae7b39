import { expect, test } from "@playwright/test";

const homes = [
  { locale: "tr", path: "/", prefix: "" },
  { locale: "en", path: "/en", prefix: "/en" },
  { locale: "ar", path: "/ar", prefix: "/ar" },
];

for (const home of homes) {
  test(`every link of the ${home.locale} home page works in ${home.locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(home.path);
    const links = await page
      .locator('a[href^="/"]:not([data-slot="language-switcher-link"])')
      .evaluateAll((anchors) => [
        ...new Set(anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? "")),
      ]);
    expect(links.length).toBeGreaterThan(50);
    const dead: string[] = [];
    for (const href of links) {
      const path = href.split(/[?#]/)[0] ?? href;
      if (path.startsWith("/uploads/")) continue;
      // every link stays in the page's language
      if (home.prefix)
        expect(path === home.prefix || path.startsWith(`${home.prefix}/`), href).toBe(true);
      const response = await page.request.get(href);
      const landed = new URL(response.url()).pathname;
      if (!response.ok()) dead.push(`${response.status()} ${href}`);
      else if (home.prefix && !landed.startsWith(home.prefix))
        dead.push(`left ${home.locale}: ${href} -> ${landed}`);
    }
    expect(dead).toEqual([]);
  });
}

test("the blog lists posts by category, pages through them and counts a view once", async ({
  page,
}) => {
  await page.goto("/ar/blog");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المدونة" })).toBeVisible();
  const categories = page.locator('[data-slot="blog-list-category"]');
  await categories.nth(1).click();
  await expect(page).toHaveURL(/\/ar\/blog\?kategori=\d+$/);
  await expect(categories.nth(1)).toHaveAttribute("aria-current", "page");

  await page.goto("/blog");
  const first = page.locator('[data-slot="news-list-link"]').first();
  const title = (await first.textContent())?.trim() ?? "";
  // one view is counted per visit in a session; a reload counts none
  const counted = page.waitForResponse((r) => r.url().includes("/api/v1/blog/viewed/"));
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect((await counted).ok()).toBe(true);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  const recounts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/blog/viewed/")) recounts.push(r.url());
  });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(recounts).toEqual([]);

  expect((await page.request.get("/blog?sayfa=999")).status()).toBe(404);
  expect((await page.request.get("/blog?kategori=999999")).status()).toBe(404);
});

test("fixed routes work under every language: cookie policy, admin alias, a page past the last", async ({
  page,
}) => {
  await page.goto("/en/cerez-politikasi");
  await expect(page).toHaveURL(/\/en\/cookie-policy$/);
  await page.goto("/ar/cerez-politikasi");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const admin = await page.request.get("/yazar/admin", { maxRedirects: 0 });
  expect(admin.status()).toBe(301);
  expect(admin.headers().location).toBe("/admin");
  const categories = await page.request.get("/api/v1/category/tree?language=tr");
  const [category] = ((await categories.json()) as { response: { seo_link: string }[] }).response;
  expect((await page.request.get(`/${category?.seo_link}`)).ok()).toBe(true);
  expect((await page.request.get(`/${category?.seo_link}?sayfa=999`)).status()).toBe(404);
});

test("a brand's category under another language's links redirects to this language's, as a category does", async ({
  page,
}) => {
  const links = async (path: string, language: string) =>
    (
      (await (await page.request.get(`/api/v1/${path}?language=${language}`)).json()) as {
        response: { seo_link: string };
      }
    ).response.seo_link;
  const [brandTr, brandEn, categoryTr, categoryEn] = await Promise.all([
    links("brand/getBySeoLink/lavanta", "tr"),
    links("brand/getBySeoLink/lavanta", "en"),
    links("category/getBySeoLink/kadin-elbise", "tr"),
    links("category/getBySeoLink/kadin-elbise", "en"),
  ]);
  expect(categoryEn).not.toBe(categoryTr);
  const turkish = await page.request.get(`/en/${brandTr}/${categoryTr}?sayfa=1`, {
    maxRedirects: 0,
  });
  expect(turkish.status()).toBe(301);
  expect(turkish.headers().location).toBe(`/en/${brandEn}/${categoryEn}?sayfa=1`);
  await page.goto(`/en/${brandTr}/${categoryTr}`);
  await expect(page).toHaveURL(new RegExp(`/en/${brandEn}/${categoryEn}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the FAQ answers in the page's language, with FAQPage JSON-LD", async ({ page }) => {
  await page.goto("/en/sss");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  const question = page.locator('[data-slot="faq-question"]').first();
  await question.click();
  await expect(page.locator('[data-slot="faq-answer"]').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = jsonLd.map((text) => JSON.parse(text)).find((ld) => ld["@type"] === "FAQPage");
  expect(faq?.mainEntity.length).toBeGreaterThan(0);
  expect(faq?.mainEntity[0].name).toBe((await question.textContent())?.trim());
});

test("the contact form refuses in Arabic and sends a message", async ({ page }) => {
  await page.goto("/ar/iletisim");
  const form = page.locator('[data-slot="contact-screen"]');
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator('[data-slot="form-field"][data-invalid]')).toHaveCount(4);
  await form.getByLabel("الاسم الكامل").fill("سارة");
  await form.getByLabel("البريد الإلكتروني").fill("sara@example.com");
  await form.getByLabel("الموضوع").fill("سؤال");
  await form.getByLabel("رسالتك").fill("متى يصل طلبي من فضلكم؟");
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator('[data-slot="contact-sent"]')).toContainText("وصلتنا رسالتك");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the contact form still sends", async ({ page }) => {
    await page.goto("/iletisim");
    const form = page.locator('[data-slot="contact-screen"]');
    await form.getByLabel("Adınız soyadınız").fill("Ayşe Yılmaz");
    await form.getByLabel("E-posta").fill("ayse.nojs@example.com");
    await form.getByLabel("Konu").fill("Kargo");
    await form.getByLabel("Mesajınız").fill("Siparişim ne zaman kargoya verilir?");
    await form.getByRole("button", { name: "Gönder" }).click();
    await expect(page.locator('[data-slot="contact-sent"]')).toContainText("Mesajınız bize ulaştı");
  });
});

test("pages carry their security headers and built assets are cached for a year", async ({
  request,
}) => {
  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  const module = script ?? /href="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(module).toBeDefined();
  const asset = await request.get(module ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the favicon is served, never a 404", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.ok()).toBe(true);
  expect(icon.headers()["content-type"]).toMatch(/^image\//);
});
