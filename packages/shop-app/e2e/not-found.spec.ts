import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { signInAdmin } from "./helpers.ts";

test.describe("not found", () => {
  for (const [path, lang, text] of [
    ["/bu-sayfa-yok/gercekten", "tr", "Bu sayfa bulunamadı."],
    ["/en/no/such/page", "en", "This page could not be found."],
    ["/ar/no/such/page", "ar", "تعذّر العثور على هذه الصفحة."],
  ] as const) {
    test(`an unmatched ${lang} path answers 404 with "${text}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(text);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The storefront's 404 screen, inside the shop's header and footer.
      await expect(page.locator('[data-slot="not-found"]')).toBeVisible();
      await expect(page.locator('[data-slot="header"]')).toBeVisible();
    });
  }

  test("the 404 screen says sorry, leads home and goes back", async ({ page }) => {
    await page.goto("/en/uye-giris");
    await page.goto("/en/missing-page");
    const screen = page.locator('[data-slot="not-found"]');
    await expect(
      screen.getByRole("heading", {
        name: "Sorry, we could not find the page you are looking for",
      }),
    ).toBeVisible();
    await screen.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(`${baseURL}/en/uye-giris`);
    await page.goto("/en/missing-page");
    await page.locator('[data-slot="not-found-home"]').click();
    await expect(page).toHaveURL(`${baseURL}/en`);
  });

  test("an unmatched admin path answers 404 inside the admin area", async ({ page }) => {
    await signInAdmin(page);
    const response = await page.goto("/admin/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Bu sayfa bulunamadı.");
    await expect(page.locator('[data-slot="not-found"]')).toBeVisible();
    await expect(page.getByRole("link", { name: "Kontrol paneli" })).toBeVisible();
  });

  test("missing assets and uploads are plain 404s, not pages", async ({ request }) => {
    const asset = await request.get("/assets/missing-chunk-123.js");
    expect(asset.status()).toBe(404);
    expect(asset.headers()["content-type"]).not.toContain("text/html");
    const upload = await request.get("/uploads/missing.webp");
    expect(upload.status()).toBe(404);
  });
});

/** GET with the path exactly as written: a URL parser would read `//host` as another origin. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("paths the shop cannot read", () => {
  for (const path of ["//", "///", "//evil.example/%2e%2e", "/en//urunler", "//ar"]) {
    test(`GET ${path} answers the 404 page, not a server error`, async () => {
      const { status, body } = await rawGet(path);
      expect(status).toBe(404);
      expect(body).toContain('data-slot="not-found"');
      expect(body).not.toContain("evil.example");
    });
  }
});
