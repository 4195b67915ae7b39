import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { cookie, pathOf, registerCustomer, signInCode } from "./helpers.ts";

async function customerOf(request: APIRequestContext, token: string | undefined) {
  const me = await request.get("/api/v1/customerToken/me", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { response: { customer: { id: number } } }).response.customer.id;
}

test.describe("sign-in by ?token=", () => {
  test("a sign-in code signs the shopper in with a fresh session, kept only as an HttpOnly cookie, once", async ({
    page,
    context,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const code = await signInCode(request, customer);
    const sessionStart = page.waitForResponse((r) =>
      r.url().includes(`/customerToken/sessionStart/${customer.id}`),
    );
    await page.goto(`/en?token=${encodeURIComponent(code)}&utm_source=mail`);
    expect(pathOf(page)).toBe("/en?utm_source=mail");
    const saved = await cookie(context, "customer_token");
    expect(saved?.httpOnly).toBe(true);
    expect(saved?.value).not.toBe(code);
    expect(saved?.value).not.toBe(customer.token);
    expect(await page.evaluate(() => document.cookie)).not.toContain(saved?.value);
    expect((await sessionStart).ok()).toBe(true);
    await expect.poll(async () => (await cookie(context, "session_id"))?.value ?? "").not.toBe("");
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/hesabim");

    // The link works once: a second visit with it signs the shopper out, as a bad token does
    await page.goto(`/?token=${encodeURIComponent(code)}`);
    expect(await cookie(context, "customer_token")).toBeUndefined();
  });

  test("a session token in ?token= signs nobody in", async ({ page, context, request }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/?token=${encodeURIComponent(customer.token)}`);
    expect(pathOf(page)).toBe("/");
    expect(await cookie(context, "customer_token")).toBeUndefined();
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/uye-giris?r=%2Fhesabim");
  });

  test("an invalid token clears the saved credentials and the shopper continues as a guest", async ({
    page,
    context,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/?token=${await signInCode(request, customer)}`);
    expect((await cookie(context, "customer_token"))?.value).toBeTruthy();
    await page.goto("/?token=not-a-valid-token");
    expect(pathOf(page)).toBe("/");
    expect(await cookie(context, "customer_token")).toBeUndefined();
    await page.goto("/hesabim");
    expect(pathOf(page)).toBe("/uye-giris?r=%2Fhesabim");
  });

  test("a link for another customer asks before switching, without JavaScript", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const mehmet = await registerCustomer(request, { name: "Mehmet", surname: "Demir" });
    const ayse = await registerCustomer(request, { name: "Ayşe", surname: "Kaya" });
    await page.goto(`/?token=${await signInCode(request, mehmet)}`);
    const mehmetSession = (await cookie(context, "customer_token"))?.value;
    expect(mehmetSession).toBeTruthy();

    // Staying keeps Mehmet signed in; the link is forgotten
    await page.goto(`/en/kategoriler?token=${await signInCode(request, ayse)}`);
    expect(pathOf(page)).toBe("/en/giris-baglantisi?r=%2Fen%2Fkategoriler");
    await expect(page.getByRole("heading", { name: "Continue as Ayşe Kaya?" })).toBeVisible();
    await page.getByRole("button", { name: "Stay as Mehmet Demir" }).click();
    expect(pathOf(page)).toBe("/en/kategoriler");
    expect((await cookie(context, "customer_token"))?.value).toBe(mehmetSession);

    // Continuing signs Ayşe in with a fresh session and goes on to the page of the link
    await page.goto(`/ar/kategoriler?token=${await signInCode(request, ayse)}`);
    await expect(page.getByRole("heading", { name: /Ayşe Kaya/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: /Ayşe Kaya/ }).click();
    expect(pathOf(page)).toBe("/ar/kategoriler");
    const ayseSession = (await cookie(context, "customer_token"))?.value;
    expect(ayseSession).toBeTruthy();
    expect(ayseSession).not.toBe(mehmetSession);
    expect(await cookie(context, "sign_in_link")).toBeUndefined();
    expect(await customerOf(request, ayseSession)).toBe(ayse.id);
    await context.close();
  });

  test("the confirmation is refused when posted from another site", async ({ request }) => {
    const mehmet = await registerCustomer(request, { name: "Mehmet", surname: "Demir" });
    const ayse = await registerCustomer(request, { name: "Ayşe", surname: "Kaya" });
    const code = await signInCode(request, ayse);
    const response = await fetch(`${baseURL}/giris-baglantisi`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        cookie: `customer_token=${mehmet.token}; sign_in_link=${code}`,
      },
      body: "intent=switch",
    });
    // React Router refuses an action from another origin (400) before the API would (403)
    expect([400, 403]).toContain(response.status);
    expect(await customerOf(request, mehmet.token)).toBe(mehmet.id);
    // Nor did the refusal use the code up
    const used = await request.post("/api/v1/customerToken/signInCode/exchange", {
      data: { code },
    });
    expect(used.ok()).toBe(true);
  });

  test("the redirect after ?token= never leaves the shop", async () => {
    // fetch keeps the path's leading slashes, where a browser would read "//host" as a host; the
    // URL parser reads "/\\" as "//", and a path with an empty segment names no page, so it is
    // refused before the token is read, with nowhere to go
    for (const path of ["//evil.example/", "/\\evil.example/"]) {
      const response = await fetch(`${baseURL}${path}?token=x`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
    }
    // a path the shop has keeps its place and drops the token
    const response = await fetch(`${baseURL}/cart?token=x`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart");
  });
});
