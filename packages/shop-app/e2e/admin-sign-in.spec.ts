import { expect, test } from "@playwright/test";
import { admin } from "../playwright.config.ts";
import { pathOf } from "./helpers.ts";

test.describe("the admin's /login form", () => {
  test("refuses a wrong password in place and signs the admin in with the right one", async ({
    page,
  }) => {
    await page.goto("/login?r=%2Fadmin");
    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('input[name="email"]')).toHaveValue(admin.email);
    await expect(page.locator('input[aria-invalid="true"]')).toBeVisible();
    expect(await page.locator('input[name="code"]').count()).toBe(0);

    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin$/);
    expect(pathOf(page)).toBe("/admin");
  });
});
