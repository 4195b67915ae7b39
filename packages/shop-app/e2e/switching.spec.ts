import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { cookie, pathOf } from "./helpers.ts";

const header = (page: Page) => page.locator('[data-slot="header"]');

async function chooseLanguage(page: Page, name: string) {
  await header(page).locator('[data-slot="language-switcher"] summary').click();
  await header(page).getByRole("link", { name }).click();
}

async function chooseCurrency(page: Page, name: RegExp) {
  await header(page).locator('[data-slot="currency-switcher"] summary').click();
  await header(page).getByRole("button", { name }).click();
}

test.describe("language and currency", () => {
  test("the language switcher keeps the page, switches direction and is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/uye-giris?r=%2Fcart");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");

    await chooseLanguage(page, "English");
    await expect(page).toHaveURL(`${baseURL}/en/uye-giris?r=%2Fcart`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Sign in/);
    expect((await cookie(context, "i18n_redirected"))?.value).toBe("en");

    await chooseLanguage(page, "العربية");
    await expect(page).toHaveURL(`${baseURL}/ar/uye-giris?r=%2Fcart`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect((await cookie(context, "i18n_redirected"))?.value).toBe("ar");

    // The remembered choice wins at the front door.
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/ar`);

    await chooseLanguage(page, "Türkçe");
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.goto("/");
    expect(pathOf(page)).toBe("/");
  });

  test("switching the currency prices the page again and is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/en");
    const trigger = header(page).locator('[data-slot="currency-switcher"] summary');
    await expect(trigger).toContainText("TRY");

    const revalidated = page.waitForResponse((response) => response.url().includes(".data"));
    await chooseCurrency(page, /US dollar/i);
    const data = await revalidated;
    expect(data.request().headers().cookie ?? (await data.request().allHeaders()).cookie).toContain(
      "currency=2",
    );
    await expect(trigger).toContainText("USD");
    expect((await cookie(context, "currency"))?.value).toBe("2");

    await page.reload();
    await expect(header(page).locator('[data-slot="currency-switcher"] summary')).toContainText(
      "USD",
    );
  });

  test("without JavaScript the currency form is remembered by the server", async ({ request }) => {
    const response = await request.post("/preferences/currency", {
      form: { currency: "EUR" },
      headers: { referer: `${baseURL}/en/uye-giris`, origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en/uye-giris");
    expect(response.headers()["set-cookie"]).toMatch(
      /^currency=3; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });
});
