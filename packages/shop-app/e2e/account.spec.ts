import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { hydrated, outbox, pathOf, registerCustomer, signInCode } from "./helpers.ts";

async function signIn(page: Page, email: string, password: string, path = "/uye-giris") {
  await page.goto(path);
  const screen = page.locator('[data-slot="sign-in-screen"]');
  await screen.locator('[name="email"]').fill(email);
  await screen.locator('[name="password"]').fill(password);
  // The e-mail form's own button (the page is in any language).
  await screen.locator('form:has([name="password"]) button[type="submit"]').click();
}

test.describe("the customer's area", () => {
  test("favourites: a heart on a card, the list, and removing it", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.goto(`/kadin-giyim?token=${await signInCode(request, customer)}`);
    const card = page.locator('[data-slot="product-card"]').first();
    const title = (await card.locator("h3, h2").first().textContent())?.trim() ?? "";
    const heart = card.getByRole("button", { name: "Favorilere ekle" });
    await hydrated(page);
    // The heart fills before the API's answer: the list is read once the favourite is saved.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/hesabim/favorilerim") && response.request().method() === "POST",
    );
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect((await saved).ok()).toBe(true);
    await page.goto("/hesabim/favorilerim");
    await expect(page.locator('[data-slot="product-card"]')).toHaveCount(1);
    await expect(page.locator('[data-slot="product-card"]')).toContainText(title);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `Favorilerden çıkar: ${title}` }).click();
    await expect(page.getByText("Favori listeniz boş")).toBeVisible();
  });

  test("details and password change, sign out, and sign in with the new password", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await signIn(page, customer.email, customer.password, "/uye-giris?r=%2Fhesabim%2Fbilgilerim");
    await expect(page).toHaveURL(/\/hesabim\/bilgilerim$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('[name="surname"]').fill("Demir");
    await page.getByRole("button", { name: "Bilgilerimi kaydet" }).click();
    await expect(page.getByText("Bilgileriniz kaydedildi.")).toBeVisible();
    await expect(page.locator('[name="surname"]')).toHaveValue("Demir");

    await page.locator('[name="current_password"]').fill("not-my-password");
    await page
      .locator('form:has([name="current_password"]) [name="password"]')
      .fill("yeni-sifre-2026!");
    await page.getByRole("button", { name: "Şifremi değiştir" }).click();
    await expect(page.getByText("Şifre hatalı.")).toBeVisible();
    await page.locator('[name="current_password"]').fill(customer.password);
    await page
      .locator('form:has([name="current_password"]) [name="password"]')
      .fill("yeni-sifre-2026!");
    await page.getByRole("button", { name: "Şifremi değiştir" }).click();
    await expect(page.getByText("Şifreniz değiştirildi.")).toBeVisible();

    await page.getByRole("button", { name: "Çıkış yap" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, customer.email, customer.password);
    await expect(page.locator('[data-slot="sign-in-screen"] [role="alert"]')).toBeVisible();
    await signIn(page, customer.email, "yeni-sifre-2026!");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a forgotten password is reset from the e-mailed link, once, in English", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.goto("/en/uye-giris");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/en\/sifremi-unuttum$/);
    await hydrated(page);
    // The address bar changes before the new page is drawn; until then `main` is still the
    // sign-in form, whose e-mail field would take the address.
    await page.locator('[data-slot="forgot-password-screen"] [name="email"]').fill(customer.email);
    // The answer comes once the API has written the e-mail (slow while other tests hash passwords).
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes("/sifremi-unuttum") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Send the link" }).click();
    await answered;
    // The answer shows once the page's loaders have run again after the post, another round trip.
    await expect(page.locator('[data-slot="forgot-password-screen"]')).toHaveAttribute(
      "data-state",
      "sent",
      { timeout: 20_000 },
    );
    const [mail] = await outbox(request, customer.email);
    const link = /\/en\/sifre-yenile\?kod=[\w-]+/.exec(mail?.body ?? "")?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await page.locator('[name="password"]').fill("a-brand-new-secret-7");
    await page.locator("main").getByRole("button", { name: "Save my new password" }).click();
    await expect(page).toHaveURL(/\/en\/uye-giris\?durum=password-reset$/);
    await expect(page.getByText("Your password was reset")).toBeVisible();
    await signIn(page, customer.email, "a-brand-new-secret-7", "/en/uye-giris?r=%2Fen%2Fhesabim");
    await expect(page).toHaveURL(/\/en\/hesabim$/);
    // The link was used: it has expired.
    await page.goto(link ?? "");
    await expect(page.locator("main")).toContainText(/expired/i);
  });

  test("a member confirms the phone with an SMS code, then signs in with a WhatsApp code", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await signIn(page, customer.email, customer.password, "/uye-giris?r=%2Fhesabim%2Fbilgilerim");
    const confirmation = page.locator('[data-slot="phone-confirmation"]');
    await expect(confirmation).toHaveAttribute("data-state", "unconfirmed");
    const phone = (await page.locator('[name="phone"]').inputValue()).trim();
    await confirmation.getByRole("button", { name: "SMS ile onay kodu gönder" }).click();
    await expect(confirmation).toHaveAttribute("data-state", "code");
    const [sms] = await outbox(request, phone);
    expect(sms?.channel).toBe("sms");
    await confirmation.locator('[name="code"]').fill(/\b\d{6}\b/.exec(sms?.body ?? "")?.[0] ?? "");
    await confirmation.getByRole("button", { name: "Telefonumu onayla" }).click();
    await expect(confirmation).toHaveAttribute("data-state", "confirmed");
    await page.getByRole("button", { name: "Çıkış yap" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/uye-giris?r=%2Fhesabim");
    const form = page.locator('[data-slot="phone-sign-in-form"]');
    await form.locator('[name="phone"]').fill(phone);
    await form.getByRole("button", { name: "WhatsApp ile kod gönder" }).click();
    await expect(form).toHaveAttribute("data-step", "code");
    const [whatsapp] = await outbox(request, phone);
    expect(whatsapp?.channel).toBe("whatsapp");
    await form.locator('[name="code"]').fill("000000");
    await form.getByRole("button", { name: "Kodla giriş yap" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await form.locator('[name="code"]').fill(/\b\d{6}\b/.exec(whatsapp?.body ?? "")?.[0] ?? "");
    await form.getByRole("button", { name: "Kodla giriş yap" }).click();
    await expect(page).toHaveURL(/\/hesabim$/);
  });

  test("a deleted account cannot sign in again", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await signIn(page, customer.email, customer.password, "/uye-giris?r=%2Fhesabim%2Fbilgilerim");
    await expect(page).toHaveURL(/\/hesabim\/bilgilerim$/);
    const deletion = page.locator('form:has(input[name="intent"][value="delete"])');
    await deletion.locator('[name="password"]').fill(customer.password);
    await deletion.getByRole("button", { name: "Hesabımı sil" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: /sil/i }).click();
    await expect(page).toHaveURL(/\/uye-giris\?durum=deleted$/);
    await expect(page.getByText("Hesabınız silindi.")).toBeVisible();
    await signIn(page, customer.email, customer.password);
    await expect(page.locator('[data-slot="sign-in-screen"] [role="alert"]')).toContainText(
      "Kullanıcı bulunamadı.",
    );
    expect(pathOf(page)).toBe("/uye-giris");
  });
});
