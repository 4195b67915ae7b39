import { expect, test } from "@playwright/test";
import { hydrated, outbox } from "./helpers.ts";

test("newsletter double opt-in: the footer's form e-mails a link whose page confirms the subscription once, by its button, in English", async ({
  browser,
  page,
  request,
}) => {
  const email = `bulten.${Date.now()}@example.com`;
  await page.goto("/en");
  const form = page.locator('[data-slot="footer-newsletter-form"]');
  await form.getByRole("textbox").fill(email);
  await form.locator('[data-slot="footer-newsletter-submit"]').click();
  await expect(page.locator('[data-slot="footer-newsletter-status"]')).toHaveText(
    "Thank you! We have e-mailed you a link to confirm your subscription.",
  );

  const [mail] = await outbox(request, email);
  expect(mail?.subject).toBe("Confirm your newsletter subscription");
  const link = /\/en\/bulten-onay\?kod=[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
  expect(link).not.toBe("");

  // opening the link (as a mail scanner does) confirms nothing: the page asks for the button
  const pendingTitle = { level: 1, name: "Confirm your newsletter subscription" } as const;
  await page.goto(link);
  await expect(page.getByRole("heading", pendingTitle)).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", pendingTitle)).toBeVisible();

  await hydrated(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your newsletter subscription is confirmed" }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // the link works once; the button is an ordinary form without JavaScript
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(new URL(link, page.url()).href);
  await expect(plain.getByRole("heading", pendingTitle)).toBeVisible();
  await plain.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(
    plain.getByRole("heading", { level: 1, name: "The subscription could not be created" }),
  ).toBeVisible();
  await context.close();

  // subscribing again sends nothing more
  const again = await request.post("/api/v1/newsletter/subscribe", { data: { email } });
  expect(((await again.json()) as { response: { status: string } }).response.status).toBe(
    "confirmed",
  );
  expect(await outbox(request, email)).toHaveLength(1);
});
