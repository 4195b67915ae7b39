import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { cookie } from "./helpers.ts";

test.describe("locales", () => {
  test("tr is served at / without a prefix, left to right, with hreflang and canonical", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    for (const [lang, href] of [
      ["tr", "/"],
      ["en", "/en"],
      ["ar", "/ar"],
      ["x-default", "/"],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${href}`,
      );
    }
  });

  test("en and ar are chosen by the URL prefix; ar is right to left with the Arabic font", async ({
    page,
  }) => {
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en`);

    await page.goto("/ar/uye-giris");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(/تسجيل الدخول/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}/en/uye-giris`,
    );
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toMatch(/Arabic/i);
  });

  test("a browser that prefers Arabic is sent from / to /ar, and the choice is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const remembered = await cookie(context, "i18n_redirected");
    expect(remembered?.value).toBe("ar");
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await context.close();
  });

  test("the remembered locale beats the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL }]);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("Turkish and unknown browser languages stay at /, deep links keep their language", async ({
    browser,
  }) => {
    const german = await browser.newContext({ locale: "de-DE" });
    const page = await german.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await german.close();

    const arabic = await browser.newContext({ locale: "ar" });
    const deep = await arabic.newPage();
    await deep.goto("/uye-giris");
    await expect(deep).toHaveURL(`${baseURL}/uye-giris`);
    await expect(deep.locator("html")).toHaveAttribute("lang", "tr");
    await arabic.close();
  });
});
