import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { findProduct, hydrated, registerCustomer, signInAdmin, signInCode } from "./helpers.ts";

async function writeReview(page: Page, stars: number, text: string) {
  const form = page.locator('[data-slot="product-review-form"]');
  await form
    .locator("label")
    .filter({ has: page.locator(`input[value="${stars}"]`) })
    .click();
  await form.locator('[name="text"]').fill(text);
  await form.locator('button[type="submit"]').click();
}

test.describe("the admin's customers", () => {
  test("an admin approves a customer's comment, which then shows on the product, and finds the customer by e-mail", async ({
    page,
    request,
  }) => {
    const surname = `Moderasyon${Date.now() % 100_000}`;
    const customer = await registerCustomer(request, { name: "Ayşe", surname });
    const card = await findProduct(request, (c) => c.in_stock);
    const text = `Onay bekleyen yorum ${Date.now()} <i>eğik değil</i>`;

    await page.goto(
      `/${card.seo_link}?token=${encodeURIComponent(await signInCode(request, customer))}`,
    );
    await hydrated(page);
    await page.getByRole("tab", { name: /^Yorumlar/ }).click();
    await writeReview(page, 5, text);
    await expect(
      page.getByText("Yorumunuz alındı; onaylandıktan sonra yayınlanacak."),
    ).toBeVisible();

    await signInAdmin(page);
    await page.goto("/admin/comments");
    await hydrated(page);
    const row = page.locator("tbody tr").filter({ hasText: text });
    await expect(row).toHaveCount(1);
    // the shopper's markup is shown as text
    await expect(row.locator("i")).toHaveCount(0);
    await row.getByRole("button", { name: `Onayla: Ayşe ${surname}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(card.name);
    await dialog.getByRole("button", { name: "Onayla" }).click();
    await expect(
      page.locator('[data-slot="toast-description"]', { hasText: "Kararınız kaydedildi." }),
    ).toBeVisible();
    await expect(page.locator("tbody tr").filter({ hasText: text })).toHaveCount(0);

    await page.goto(`/${card.seo_link}`);
    await page.getByRole("tab", { name: /^Yorumlar/ }).click();
    await expect(
      page.locator('[data-slot="product-comment"]').filter({ hasText: text }),
    ).toBeVisible();

    await page.goto("/admin/customers");
    await page.getByRole("searchbox").fill(customer.email);
    await page.getByRole("button", { name: "Süz" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email)}`));
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await rows.getByRole("link", { name: `Ayşe ${surname}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));
    await expect(page.getByRole("heading", { name: `Ayşe ${surname}` })).toBeVisible();
    await expect(page.locator("main")).toContainText(customer.email);
    const comments = page.getByRole("table", { name: "Yorumlar" });
    await expect(comments.locator("tr").filter({ hasText: text })).toContainText("Onaylandı");
  });

  test("the newsletter's subscribers download as CSV for Excel", async ({ page, request }) => {
    const email = `e2e.bulten.${Date.now()}@example.com`;
    const subscribed = await request.post("/api/v1/newsletter/subscribe", { data: { email } });
    expect(subscribed.ok()).toBe(true);

    await signInAdmin(page);
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
    await expect(page.locator("tbody tr").filter({ hasText: email })).toContainText(
      "Onay bekliyor",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV olarak indir" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-.*\.csv$/);
    const file = await readFile((await download.path()) ?? "");
    // a byte order mark first, so that Excel reads the file as UTF-8
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,language,status,created_at,confirmed_at,unsubscribed_at");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${email.replaceAll(".", "\\.")},tr,pending,`)),
    ]);
  });

  test("an admin answers a customer's question in a dialog and reads the contact form's messages", async ({
    page,
    request,
  }) => {
    const surname = `Soru${Date.now() % 100_000}`;
    const customer = await registerCustomer(request, { name: "Can", surname });
    const card = await findProduct(request, (c) => c.in_stock);
    const question = `Kutusu hediye paketine uygun mu? ${Date.now()}`;
    const asked = await request.post("/api/v1/product/addProductQuestion?language=tr", {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { product_id: card.id, question },
    });
    expect(asked.ok()).toBe(true);
    const subject = `Toptan satış ${Date.now()}`;
    const sent = await request.post("/api/v1/contact/send", {
      data: {
        name: "Deniz Ak",
        email: "deniz.ak@example.com",
        subject,
        message: "<b>Merhaba</b>, toptan fiyatlarınızı öğrenebilir miyim?",
      },
    });
    expect(sent.ok()).toBe(true);

    await signInAdmin(page);
    await page.goto("/admin/questions");
    await hydrated(page);
    const row = page.locator("tbody tr").filter({ hasText: question });
    await row.getByRole("button", { name: `Cevapla: Can ${surname}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("Evet, hediye paketiyle gönderiyoruz.");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(
      page.locator('[data-slot="toast-description"]', { hasText: "Kararınız kaydedildi." }),
    ).toBeVisible();
    await expect(page.locator("tbody tr").filter({ hasText: question })).toHaveCount(0);

    await page.goto("/admin/messages");
    const message = page.getByRole("article", { name: subject });
    await expect(message).toContainText("<b>Merhaba</b>, toptan fiyatlarınızı");
    await expect(message.locator("b")).toHaveCount(0);
  });
});
