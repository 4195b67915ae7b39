// Every built-in payment method in every language, each bought by a new shopper from the product
// page to the confirmation (issue 8): checkout.spec.ts has door and card in tr, wire in en and wire
// in ar without JavaScript; these are the other pairs. The Arabic journeys run axe on every step.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import {
  addToCart,
  approve,
  type Buyer,
  continueAsGuest,
  fillAddress,
  findProduct,
  type Locale,
  message,
  noCheck,
  openPaymentMethod,
  placeOrder,
  prefixOf,
  registerCustomer,
  type StepCheck,
  simpleProduct,
  urlIn,
} from "./helpers.ts";

type Method = "card" | "wire_transfer" | "door";

// A signed-in customer's journey (`everyLink`) opens every link of the confirmation page, as a
// link from elsewhere would (links.spec.ts opens the home pages' links in every language, not
// signed in); the others check where the links go and follow the confirmation's own.
const journeys: {
  locale: Locale;
  method: Method;
  shopper: "guest" | "customer";
  everyLink?: boolean;
}[] = [
  { locale: "tr", method: "wire_transfer", shopper: "guest" },
  { locale: "en", method: "card", shopper: "customer", everyLink: true },
  { locale: "en", method: "door", shopper: "guest" },
  { locale: "ar", method: "card", shopper: "guest" },
  { locale: "ar", method: "door", shopper: "customer" },
  { locale: "ar", method: "wire_transfer", shopper: "guest" },
];

const buyers: Record<Locale, Omit<Buyer, "email">> = {
  tr: {
    title: "Ev",
    name: "Ayşe",
    surname: "Yılmaz",
    phone: "0532 123 45 67",
    address: "Moda Cad. No: 12",
  },
  en: {
    title: "Home",
    name: "Emily",
    surname: "Carter",
    phone: "0532 111 22 33",
    address: "Moda St. No: 12",
  },
  ar: {
    title: "المنزل",
    name: "سارة",
    surname: "المنصور",
    phone: "0532 765 43 21",
    address: "شارع مودا رقم 12",
  },
};

const paymentNames: Record<Method, string> = {
  card: "admin.payments.card",
  wire_transfer: "admin.payments.wireTransfer",
  door: "admin.payments.door",
};

/** A price as the shop shows it ("1.234,56", Latin digits in every locale) in minor units. */
async function amountOf(price: Locator): Promise<number> {
  const text = (await price.locator('[data-slot="price-amount"]').textContent()) ?? "";
  const digits = text.replace(/[.\s]/g, "").replace(",", ".").replace("\u2212", "-");
  expect(digits, `a price: ${text}`).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(digits) * 100);
}

/** The payment step's total. */
const summaryTotal = (page: Page) => page.locator('[data-slot="cart-summary-total-price"]');

/** The sum of the summary's rows above the total: products, discounts, cargo, fees. */
async function summed(page: Page): Promise<number> {
  const rows = page.locator(
    '[data-slot="cart-summary-rows"] > :not([data-slot="cart-summary-total"])',
  );
  let sum = 0;
  for (const row of await rows.all())
    if ((await row.locator('[data-slot="price-amount"]').count()) > 0) sum += await amountOf(row);
  return sum;
}

/** A new customer signs in on the checkout's sign-in page, instead of going on as a guest. */
async function signIn(page: Page, locale: Locale, customer: { email: string; password: string }) {
  const screen = page.locator('[data-slot="sign-in-screen"]');
  await screen.locator('[name="email"]').fill(customer.email);
  await screen.locator('[name="password"]').fill(customer.password);
  await screen
    .getByRole("button", { name: message(locale, "account.signIn.submit"), exact: true })
    .click();
  // The password's hash takes its time on a busy machine.
  await expect(page).toHaveURL(urlIn(locale, "/siparis/adres$"), { timeout: 20_000 });
}

/** Pays the total by the test card, through the test bank's 3-D Secure challenge. */
async function payByCard(page: Page, locale: Locale, total: number, step: StepCheck) {
  const form = page.locator('[data-method="card"]');
  await form.locator('[name="card_holder"]').fill("Test Shopper");
  await form.locator('[name="card_number"]').fill("4111 1111 1111 1111");
  await form.locator('[name="expire_month"]').selectOption("12");
  await form.locator('[name="expire_year"]').selectOption({ index: 3 });
  await form.locator('[name="cvv"]').fill("123");
  const pay = form.locator('button[type="submit"]');
  expect(await amountOf(pay)).toBe(total);
  await pay.click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/3d/"));
  await step(page);
  const challenge = page.locator('[data-slot="three-d-secure-screen"]');
  await expect(challenge).toContainText("•••• 1111");
  expect(await amountOf(challenge)).toBe(total);
  await challenge.locator('[name="code"]').fill("123456");
  await challenge
    .getByRole("button", { name: message(locale, "commerce.threeDSecure.confirm") })
    .click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/tamamlandi/JS\\d+$"));
}

/**
 * Every link of the page stays in its language; with `everyLink` each is opened, and answers in
 * the language. The confirmation's own links (follow the order, go on shopping) are followed in
 * the browser.
 */
async function followLinks(page: Page, locale: Locale, everyLink = false) {
  const prefix = prefixOf(locale);
  const hrefs = await page
    .locator('a[href^="/"]:not([data-slot="language-switcher-link"])')
    .evaluateAll((anchors) => [
      ...new Set(anchors.map((a) => a.getAttribute("href") ?? "").filter(Boolean)),
    ]);
  const broken: string[] = [];
  const check = async (href: string) => {
    const path = href.split(/[?#]/)[0] ?? href;
    const inLocale = prefix
      ? path === prefix || path.startsWith(`${prefix}/`)
      : !/^\/(en|ar)(\/|$)/.test(path);
    if (!inLocale) broken.push(`not in ${locale}: ${href}`);
    if (!everyLink) return;
    // As a link from elsewhere (a mail, a bookmark) opens it: the shopper's cookies, no Origin.
    const response = await page.request.get(href);
    if (!response.ok()) broken.push(`${response.status()} ${href}`);
    else if (!(await response.text()).includes(`<html lang="${locale}"`))
      broken.push(`not ${locale}: ${href}`);
  };
  // A few at a time: the shop renders each page on the server.
  const queue = hrefs.filter((href) => !href.startsWith("/uploads/"));
  const worker = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) await check(href);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(broken).toEqual([]);

  const confirmation = page.url();
  const screen = page.locator('[data-slot="order-confirmation-screen"]');
  const own = await screen.locator("a").count();
  expect(own).toBe(2);
  for (let index = 0; index < own; index += 1) {
    if (page.url() !== confirmation) await page.goto(confirmation);
    const link = screen.locator("a").nth(index);
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
}

for (const { locale, method, shopper, everyLink } of journeys) {
  test(`a new ${shopper} buys in ${locale} and pays by ${method}`, async ({ page, request }) => {
    const t = (id: string) => message(locale, id);
    // Arabic, right to left, is where a screen most often breaks for assistive technology.
    const step: StepCheck = locale === "ar" ? expectAccessible : noCheck;
    const product = await findProduct(request, simpleProduct);
    await addToCart(page, product.seo_link, locale);
    await step(page);
    await page
      .getByRole("dialog")
      .getByRole("link", { name: t("commerce.addToCartPopup.goToCart") })
      .click();
    await expect(page).toHaveURL(urlIn(locale, "/cart$"));
    await step(page);
    await page.getByRole("link", { name: t("commerce.cartScreen.checkout") }).click();
    await expect(page).toHaveURL(urlIn(locale, "/uye-giris\\?r="));
    await step(page);

    const buyer: Buyer = { ...buyers[locale] };
    if (shopper === "guest") {
      await continueAsGuest(page, locale);
      buyer.email = `${locale}.${method}.${Date.now()}@example.com`;
    } else {
      await signIn(page, locale, await registerCustomer(request, buyers[locale]));
    }
    await step(page);
    await fillAddress(page, locale, buyer);
    await step(page);
    await approve(page, locale, step);

    // The summary prices the cart for the method chosen: wire and door may have a cash price
    // (the seeded products do), and the door adds its fee (the seeded 19,90).
    await openPaymentMethod(page, method);
    if (method !== "card") await expect(page).toHaveURL(new RegExp(`yontem=${method}`));
    await expect(page.locator('[data-slot="cart-summary-fee"]')).toHaveCount(
      method === "door" ? 1 : 0,
    );
    if (method === "door")
      expect(await amountOf(page.locator('[data-slot="cart-summary-fee"]'))).toBe(1990);
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[data-slot="cart-summary-pending"]')).toHaveCount(0);
    // The summary takes the method's prices when its loader answers, which a busy machine can
    // start after the network looked idle: the total and its rows are compared until they agree,
    // not read once each on either side of that change.
    await expect
      .poll(async () => (await amountOf(summaryTotal(page))) - (await summed(page)))
      .toBe(0);
    const total = await amountOf(summaryTotal(page));
    await step(page);
    if (method === "card") await payByCard(page, locale, total, step);
    else await placeOrder(page, locale, method);

    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", locale);
    await expect(html).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    const screen = page.locator('[data-slot="order-confirmation-screen"]');
    await expect(screen.locator('[data-slot="order-confirmation-code"]')).toContainText(/JS\d+/);
    await expect(screen).toContainText(t(paymentNames[method]));
    expect(await amountOf(screen.locator("dl"))).toBe(total);
    if (method === "wire_transfer") await expect(screen.getByText(/^TR\d{2} /)).toBeVisible();
    await expect(page.locator('[data-slot="header-cart"] [data-slot="header-count"]')).toHaveCount(
      0,
    );
    await step(page);
    await followLinks(page, locale, everyLink);
  });
}
