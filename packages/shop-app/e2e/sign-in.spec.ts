import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { cookie, pathOf, registerCustomer } from "./helpers.ts";

test.describe("sign-in by ?token=", () => {
  test("a valid token signs the shopper in, is kept only as an HttpOnly cookie, and starts a session", async ({
    page,
    context,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const sessionStart = page.waitForResponse((r) =>
      r.url().includes(`/customerToken/sessionStart/${customer.id}`),
    );
    await page.goto(`/en?token=${encodeURIComponent(customer.token)}&utm_source=mail`);
    expect(pathOf(page)).toBe("/en?utm_source=mail");
    const saved = await cookie(context, "customer_token");
    expect(saved?.value).toBe(customer.token);
    expect(saved?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(customer.token);
    expect((await sessionStart).ok()).toBe(true);
    await expect.poll(async () => (await cookie(context, "session_id"))?.value ?? "").not.toBe("");
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/hesabim");
  });

  test("an invalid token clears the saved credentials and the shopper continues as a guest", async ({
    page,
    context,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/?token=${customer.token}`);
    expect((await cookie(context, "customer_token"))?.value).toBe(customer.token);
    await page.goto("/?token=not-a-valid-token");
    expect(pathOf(page)).toBe("/");
    expect(await cookie(context, "customer_token")).toBeUndefined();
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/uye-giris?r=%2Fhesabim");
  });

  test("the redirect after ?token= never leaves the shop", async () => {
    // fetch keeps the path's leading slashes, where a browser would read "//host" as a host
    for (const path of ["//evil.example/", "/\\evil.example/"]) {
      const response = await fetch(`${baseURL}${path}?token=x`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/");
    }
  });
});
