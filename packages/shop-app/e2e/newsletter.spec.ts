import { expect, test } from "@playwright/test";
import { outbox } from "./helpers.ts";

test("newsletter double opt-in: the footer's form e-mails a link, which confirms the subscription once, in English", async ({
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

  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your newsletter subscription is confirmed" }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // the link works once
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "The subscription could not be created" }),
  ).toBeVisible();

  // subscribing again sends nothing more
  const again = await request.post("/api/v1/newsletter/subscribe", { data: { email } });
  expect(((await again.json()) as { response: { status: string } }).response.status).toBe(
    "confirmed",
  );
  expect(await outbox(request, email)).toHaveLength(1);
});
