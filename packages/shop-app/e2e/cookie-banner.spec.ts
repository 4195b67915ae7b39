import { expect, test } from "@playwright/test";
import { cookie } from "./helpers.ts";

test.describe("cookie banner", () => {
  test("shows until accepted; Accept remembers it for a year, across reloads", async ({
    page,
    context,
  }) => {
    await page.goto("/en");
    const banner = page.locator('[data-slot="cookie-banner"]');
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    const consent = await cookie(context, "cookiePolitical");
    expect(consent?.value).toBe("1");
    expect(consent?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 31_535_000);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(banner).toHaveCount(0);
    await page.goto("/ar");
    await expect(banner).toHaveCount(0);
  });

  test("Settings opens the cookie policy, whose Accept also closes the banner", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.locator('[data-slot="cookie-banner"]');
    await banner.getByRole("button", { name: "Ayarlar" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Kabul et" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    expect((await cookie(context, "cookiePolitical"))?.value).toBe("1");
  });
});
