import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { admin } from "../playwright.config.ts";

export const locales = ["tr", "en", "ar"] as const;
export type Locale = (typeof locales)[number];

/** A locale's URL prefix: none for tr, the default; "/en", "/ar" for the others. */
export const prefixOf = (locale: Locale) => (locale === "tr" ? "" : `/${locale}`);

/** A URL of `locale` whose path (after the prefix) matches `path`, a regular expression's text. */
export const urlIn = (locale: Locale, path: string) =>
  new RegExp(`^https?://[^/]+${prefixOf(locale)}${path}`);

const i18nDirs = {
  ui: join(import.meta.dirname, "../../ui/src/i18n"),
  app: join(import.meta.dirname, "../app/i18n"),
};

/** Every message of a locale, the ui's catalogues and the app's, by id. */
export function catalogue(locale: Locale): Record<string, string> {
  const ui = readdirSync(join(i18nDirs.ui, locale)).map(
    (file) => JSON.parse(readFileSync(join(i18nDirs.ui, locale, file), "utf8")) as object,
  );
  const app = JSON.parse(readFileSync(join(i18nDirs.app, `${locale}.json`), "utf8")) as object;
  return Object.assign({}, ...ui, app) as Record<string, string>;
}

const catalogues = new Map<Locale, Record<string, string>>();

/** A message as the shopper reads it in `locale` (a label without placeholders). */
export function message(locale: Locale, id: string): string {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = catalogue(locale);
    catalogues.set(locale, messages);
  }
  const text = messages[id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return text;
}

let counter = 0;

/** A new customer, registered through the API; returns its e-mail, password and a fresh token. */
export async function registerCustomer(
  request: APIRequestContext,
  names = { name: "Ayşe", surname: "Yılmaz" },
) {
  counter += 1;
  const unique = `${Date.now()}${counter}`;
  const email = `e2e.${unique}@example.com`;
  const password = "e2e-customer-password";
  const phone = `05${unique.slice(-9).padStart(9, "3")}`;
  const added = await request.post("/api/v1/customer/add", {
    data: {
      ...names,
      email,
      phone,
      password,
      kvkk_agreement: true,
      membership_agreement: true,
    },
  });
  if (!added.ok()) throw new Error(`customer/add: ${added.status()} ${await added.text()}`);
  const login = await request.post("/api/v1/customerToken/", { data: { email, password } });
  if (!login.ok()) throw new Error(`customerToken: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { response: { token: string; customer: { id: number } } };
  return { email, password, token: body.response.token, id: body.response.customer.id };
}

/** A single-use `?token=` sign-in code the customer makes for itself (a link into the shop). */
export async function signInCode(request: APIRequestContext, customer: { token: string }) {
  const made = await request.post("/api/v1/customerToken/signInCode", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {},
  });
  if (!made.ok()) throw new Error(`signInCode: ${made.status()} ${await made.text()}`);
  return ((await made.json()) as { response: { code: string } }).response.code;
}

/** Signs the page's browser context in as the test admin (the API sets the HttpOnly cookie). */
export async function signInAdmin(page: Page) {
  const response = await page.request.post("/api/v1/adminToken/", { data: admin });
  if (!response.ok()) throw new Error(`adminToken: ${response.status()} ${await response.text()}`);
}

/** Creates a guest identity in the page's browser context (guest_token cookie). */
export async function becomeGuest(page: Page) {
  const response = await page.request.post("/api/v1/guestToken/");
  if (!response.ok()) throw new Error(`guestToken: ${response.status()} ${await response.text()}`);
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A product card of the catalogue API. */
export interface Card {
  id: number;
  sku: string;
  name: string;
  seo_link: string;
  price: number;
  in_stock: boolean;
  has_sub_products: boolean;
}

export async function apiResponse<T>(request: APIRequestContext, path: string, data: unknown = {}) {
  const answer = await request.post(`/api/v1/${path}`, { data });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { response: T }).response;
}

/** The first seeded product (in Turkish) that `accept` likes. */
export async function findProduct(request: APIRequestContext, accept: (card: Card) => boolean) {
  for (let page = 1; page <= 20; page += 1) {
    const found = await apiResponse<{ items: Card[]; page_count: number }>(
      request,
      "product/getCategoryProducts?language=tr&currency=1",
      { page, page_size: 48 },
    );
    const card = found.items.find(accept);
    if (card) return card;
    if (page >= found.page_count) break;
  }
  throw new Error("no seeded product of that kind");
}

/** The messages the shop wrote to a recipient (no mail or SMS provider: the outbox), newest first. */
export async function outbox(request: APIRequestContext, recipient: string) {
  const login = await request.post("/api/v1/adminToken/", { data: admin });
  const { response } = (await login.json()) as { response: { token: string } };
  const answer = await request.get(
    `/api/v1/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
    { headers: { Authorization: `Bearer ${response.token}` } },
  );
  if (!answer.ok()) throw new Error(`outbox: ${answer.status()} ${await answer.text()}`);
  const body = (await answer.json()) as {
    response: Array<{ body: string; subject: string; channel: string }>;
  };
  return body.response;
}

/**
 * Waits until React has hydrated the page: before that, a click is a plain form post, as a
 * shopper without JavaScript makes it. The listeners are attached as soon as hydrateRoot is
 * called, but hydration itself may wait for a page's chunk; it is done when the root (the
 * document's container fiber) is no longer dehydrated.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    if (!key) return false;
    const fiber = (document as unknown as Record<string, unknown>)[key] as {
      stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
    };
    return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/**
 * Puts the product page's product in the cart and waits for the cart's answer: the added-to-cart
 * popup when the page has hydrated, or the form's own post and reload when the click came first
 * (a loaded machine), either way the line is in the cart before the test goes on.
 */
export async function addToCartOnProductPage(page: Page) {
  await hydrated(page);
  const added = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.status() < 400,
  );
  await page.locator('[data-slot="product-detail-add-to-cart"]').click();
  await added;
}

/** A small PNG of one colour: enough for the API to decode, store and tell apart. */
export function png(red: number, green: number, blue: number, size = 24): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A product a shopper puts in the cart as it is: in stock, no sizes, not too cheap. */
export const simpleProduct = (card: Card) =>
  card.in_stock && !card.has_sub_products && card.price >= 5_000;

/** A checkout step's own check (axe on every step of a journey), or none. */
export type StepCheck = (page: Page) => Promise<void>;
export const noCheck: StepCheck = async () => {};

/** On the product page in `locale`, the shopper puts the product in the cart (the popup shows). */
export async function addToCart(page: Page, seoLink: string, locale: Locale = "tr") {
  await page.goto(`${prefixOf(locale)}/${seoLink}`);
  await hydrated(page);
  await page.locator('[data-slot="product-detail-add-to-cart"]').click();
  // A new shopper's first line also makes the guest's identity: slow on a busy machine.
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
}

/** The checkout asks a guest to sign in first; the guest goes on without an account. */
export async function continueAsGuest(page: Page, locale: Locale = "tr") {
  await expect(page).toHaveURL(urlIn(locale, "/uye-giris\\?r="));
  await page.getByRole("button", { name: message(locale, "account.signIn.guest") }).click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/adres$"));
}

export interface Buyer {
  /** The address's title ("Ev", "Home"). */
  title: string;
  name: string;
  surname: string;
  /** A guest's e-mail; a customer's address form has none. */
  email?: string;
  phone: string;
  address: string;
}

/** Fills and saves the checkout's address form in İstanbul, its first district. */
export async function fillAddress(page: Page, locale: Locale, buyer: Buyer, javaScript = true) {
  const form = page.locator('[data-slot="address-form"]');
  await form.locator('[name="title"]').fill(buyer.title);
  await form.locator('[name="name"]').fill(buyer.name);
  await form.locator('[name="surname"]').fill(buyer.surname);
  if (buyer.email) await form.locator('[name="email"]').fill(buyer.email);
  await form.locator('[name="phone"]').fill(buyer.phone);
  await form.locator('[name="state_id"]').selectOption({ label: "İstanbul" });
  if (!javaScript) {
    // Without JavaScript the districts come with a reload of the form (the locator finds the new
    // one, with what was typed).
    await form
      .getByRole("button", { name: message(locale, "commerce.addressForm.showCities") })
      .click();
  }
  const city = form.locator('[name="city_id"]');
  await expect(city.locator("option")).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.locator('[name="address"]').fill(buyer.address);
  await form.locator('[name="postal_code"]').fill("34710");
  await form.getByRole("button", { name: message(locale, "commerce.addressForm.save") }).click();
  await expect(page.locator('[data-slot="address-card"]')).toHaveCount(1);
}

/** From the address step: on to the approval, both agreements accepted, on to the payment. */
export async function approve(page: Page, locale: Locale = "tr", check: StepCheck = noCheck) {
  await page
    .getByRole("button", { name: message(locale, "commerce.checkoutAddress.continue") })
    .click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/onay$"));
  await check(page);
  await page.locator('[name="distance_selling_agreement"]').check();
  await page.locator('[name="preliminary_information"]').check();
  await page
    .getByRole("button", { name: message(locale, "commerce.checkoutApprove.continue") })
    .click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/odeme"));
}

/** On the payment step, the shopper opens a method (a second call leaves it open). */
export async function openPaymentMethod(page: Page, method: "card" | "wire_transfer" | "door") {
  const details = page.locator(`[data-method="${method}"]`);
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
}

/** On the payment step, the shopper opens the wire transfer or the door and places the order. */
export async function placeOrder(page: Page, locale: Locale, method: "wire_transfer" | "door") {
  await openPaymentMethod(page, method);
  await page
    .locator(`[data-method="${method}"]`)
    .getByRole("button", { name: message(locale, "commerce.checkoutPayment.placeOrder") })
    .click();
  await expect(page).toHaveURL(urlIn(locale, "/siparis/tamamlandi/JS\\d+$"));
}

/**
 * Without JavaScript (the page's context has it off), a guest buys `card` in Arabic and pays by
 * wire transfer, every step an ordinary form post; returns the order's code.
 */
export async function guestBuysByWireTransferInArabic(
  page: Page,
  card: Card,
  buyer: { name: string; surname: string; email: string },
): Promise<string> {
  await page.goto(`/${card.seo_link}`);
  await page.locator('[data-slot="product-detail-add-to-cart"]').click();
  await expect(page).toHaveURL(/sepet=added/);
  await page.goto("/ar/siparis");
  await continueAsGuest(page, "ar");
  const address = { title: "المنزل", phone: "0532 765 43 21", address: "شارع مودا رقم 12" };
  await fillAddress(page, "ar", { ...buyer, ...address }, false);
  await approve(page, "ar");
  await placeOrder(page, "ar", "wire_transfer");
  return /JS\d+/.exec(page.url())?.[0] ?? "";
}
