import { expect, test } from "@playwright/test";
import { mailboxURL } from "../playwright.config.ts";
import { findProduct, guestBuysByWireTransferInArabic, hydrated, signInAdmin } from "./helpers.ts";

interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
}

test.describe("order e-mail", () => {
  test("a guest orders in Arabic and the order e-mail arrives at the mail server, in Arabic", async ({
    browser,
    request,
  }) => {
    const email = `order.mail.${Date.now()}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const card = await findProduct(
      request,
      (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
    );
    const code = await guestBuysByWireTransferInArabic(page, card, {
      name: "ليلى",
      surname: "<b>Demir</b>",
      email,
    });

    // The outbox sender hands the mail to the SMTP server within a moment of the order.
    let mails: Mail[] = [];
    await expect
      .poll(
        async () => {
          const answer = await request.get(
            `${mailboxURL}/messages?to=${encodeURIComponent(email)}`,
          );
          mails = (await answer.json()) as Mail[];
          return mails.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`تم استلام طلبك ${code}`);
    expect(mail?.from).toContain("magaza@example.com");
    expect(mail?.language).toBe("ar");
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain(`تم استلام طلبك رقم ${code}`);
    // The shopper's own text is escaped, in the HTML and untouched in the plain text.
    expect(mail?.html).toContain("ليلى &lt;b&gt;Demir&lt;/b&gt;");
    expect(mail?.text).toContain("مرحبًا ليلى <b>Demir</b>،");
    expect(mail?.text).toMatch(/IBAN: TR\d{2}/);

    // The shop's link at the foot of the mail opens the storefront in the shopper's language.
    const link = /<a href="([^"]+)"[^>]*dir="ltr">/.exec(mail?.html ?? "")?.[1] ?? "";
    expect(link).toMatch(/\/ar$/);
    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await context.close();
  });

  test("a mail the server refuses shows as failed with its error, and the admin retries it", async ({
    page,
  }) => {
    const email = `bulten.${Date.now()}@refused.example.com`;
    const subscribed = await page.request.post("/api/v1/newsletter/subscribe", {
      data: { email },
    });
    expect(subscribed.ok()).toBe(true);
    await signInAdmin(page);
    // Its own row: an empty list has a row too, the one that says nothing matches.
    const row = page.locator("tbody tr").filter({ hasText: email });
    await expect(async () => {
      await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}&status=failed`);
      await expect(row).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    await expect(row).toContainText("Gönderilemedi");
    await expect(row).toContainText("1 deneme");
    await expect(row.locator('[data-slot="outbox-last-error"]')).toContainText(
      "SMTP 550 5.1.1 mailbox does not exist",
    );

    await page.getByRole("button", { name: `${email} alıcılı mesajı şimdi yeniden dene` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Şimdi yeniden dene" }).click();
    await expect(page.getByText("Mesaj birazdan yeniden denenecek.").first()).toBeVisible();

    // The sender tries it once more; the server refuses again, and the count shows it. The count
    // goes up when a sender claims the message, before the refusal is written, so both are awaited.
    await expect(async () => {
      await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
      await expect(row).toContainText("2 deneme", { timeout: 500 });
      await expect(row).toContainText("Gönderilemedi", { timeout: 500 });
    }).toPass({ timeout: 15_000 });

    await page.goto("/admin/audit?table=outbox_messages");
    await expect(page.getByRole("row", { name: /outbox_messages.*retried/ }).first()).toBeVisible();
  });
});
