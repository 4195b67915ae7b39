// What the tests of the card payment providers share (providers/<name>/<name>.test.ts under
// modules/payments): a guest with a cart at checkout, the card form's body, the provider's
// callback as a browser posts it, and a browser that follows the auto-submitting forms of a
// 3-D Secure flow.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { cardPayments, orders } from "../src/db/schema/index.ts";
import type { LoopbackStandIn } from "../src/modules/payments/loopback-stand-in.ts";
import type {
  PaymentProvider,
  PaymentRequest,
  ProviderName,
} from "../src/modules/payments/payment-provider.ts";
import {
  chooseAddresses,
  insertAddress,
  insertCargo,
  insertCategory,
  insertProduct,
  newGuest,
} from "./commerce-fixtures.ts";
import { answerOf, call, client, createTestApi, type TestApi } from "./harness.ts";

/**
 * A shop taking card payments through `providers` alone (each against its stand-in), with a
 * category and the default cargo (40.00, no free shipping), as each provider's tests start.
 */
export async function shopWithProviders(providers: PaymentProvider[]) {
  const api = await createTestApi({ paymentProviders: providers, publicUrl: "https://shop.test" });
  const categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
  return { api, categoryId };
}

/**
 * A provider's test file's shop: before its tests, `standIn` is started and a shop opened
 * (shopWithProviders) taking payments through `provider(standIn's address)` alone; after them,
 * both are closed. As with apiForFile, the hook fills in what is returned here. `shopper` is a
 * guest with a cart at checkout, `pay` starts paying by card through the provider.
 */
export function providerShopForFile(
  name: ProviderName,
  standIn: LoopbackStandIn,
  provider: (baseUrl: string) => PaymentProvider,
) {
  const api = {} as TestApi;
  const providers: PaymentProvider[] = [];
  let categoryId = 0;
  beforeAll(async () => {
    providers.push(provider(await standIn.start()));
    const shop = await shopWithProviders(providers);
    Object.assign(api, shop.api);
    categoryId = shop.categoryId;
  });
  afterAll(async () => {
    await standIn.close();
    await api.close?.();
  });
  return {
    api,
    providers,
    shopper: (price?: number) => guestWithCart(api, categoryId, price),
    /** The card form's post, in `language` when the test reads the shopper's message. */
    pay: (who: { token: string }, body = cardBody(), language?: "tr" | "en" | "ar") =>
      answerOf(
        client(api, who.token).payCreditCard.$post({
          query: { provider: name, ...(language ? { language } : {}) },
          json: body,
        }),
      ),
  };
}

export async function guestWithCart(api: TestApi, categoryId: number, price = 10_000) {
  const guest = await newGuest(api);
  const productId = await insertProduct(api.db, { categoryId, stock: 10, sellingPrice: price });
  await answerOf(
    client(api, guest.token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: 1 }] },
    }),
  );
  const owner = { guestId: guest.guestId };
  await chooseAddresses(api.db, owner, await insertAddress(api.db, owner));
  return { ...guest, productId };
}

export const cardBody = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  distance_selling_agreement: true as const,
  preliminary_information: true as const,
  card_holder: "Ayşe Yılmaz",
  card_number: "5528790000000008",
  expire_month: 12,
  expire_year: new Date().getUTCFullYear() + 2,
  cvv: "123",
  installment: 1,
  ...overrides,
});

/** A payment of 140.00 in one instalment by card, as the checkout asks an adapter to start it. */
export const paymentRequest = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: "ref-wrong-key",
  cartTotal: 14_000,
  amount: 14_000,
  currencyCode: "TRY",
  installments: 1,
  lang: "tr",
  callbackUrl: "https://shop.test/cb",
  returnUrl: "https://shop.test/return",
  buyer: {
    id: "1",
    email: "a@b.test",
    name: "Ayşe Yılmaz",
    phone: "5300000000",
    address: "",
    city: "",
    country: "TR",
    ip: "127.0.0.1",
  },
  card: {
    holder: "Ayşe Yılmaz",
    number: "5528790000000008",
    expireMonth: 12,
    expireYear: 2030,
    cvv: "123",
  },
  ...overrides,
});

export const ordersOf = async (api: TestApi, guestId: number) =>
  (await api.db.select({ n: count() }).from(orders).where(eq(orders.guestId, guestId)))[0]?.n;

/** The guest's first order, as the database holds it. */
export const firstOrderOf = async (api: TestApi, guestId: number) =>
  (await api.db.select().from(orders).where(eq(orders.guestId, guestId)))[0];

export const paymentOf = async (api: TestApi, reference: string) =>
  (await api.db.select().from(cardPayments).where(eq(cardPayments.reference, reference)))[0];

/** The card step's BIN question, through `provider`. */
export const binQuery = (
  api: TestApi,
  who: { token: string },
  provider: ProviderName,
  bin = "55287900",
) =>
  answerOf(
    client(api, who.token).QueryInstallmentAndBin.$post({
      query: { provider },
      json: { bin },
    }),
  );

/**
 * What a provider that offers one payment only answers on the card step: its BIN answer's
 * instalments, and how paying in three is refused (before the provider is asked).
 */
export async function singlePaymentOffer(
  api: TestApi,
  who: { token: string },
  provider: ProviderName,
) {
  const info = await binQuery(api, who, provider);
  const three = await answerOf(
    client(api, who.token).payCreditCard.$post({
      query: { provider },
      json: cardBody({ installment: 3 }),
    }),
  );
  return {
    status: info.status,
    installments: info.json.response.installments,
    three: [three.status, three.json.code],
  };
}

/** Posts a provider's form fields to the shop's callback, as the shopper's browser does. */
export const postCallback = (api: TestApi, provider: string, fields: Record<string, string>) =>
  call(api, "POST", `/payment/callback/${provider}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    raw: new URLSearchParams(fields).toString(),
  });

const unescapeHtml = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replaceAll("&amp;", "&");

/** The action and hidden fields of a page's first form. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = unescapeHtml(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? "");
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      unescapeHtml(m[1] as string),
      unescapeHtml(m[2] as string),
    ]),
  ) as Record<string, string>;
  return { action, fields };
}

const postForm = async (action: string, fields: Record<string, string>) =>
  (
    await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    })
  ).text();

/** Posts the page's form to the provider and stops at the bank's page (a shopper who leaves). */
export async function throughBankPageOnly(html: string) {
  const start = formOf(html);
  return postForm(start.action, start.fields);
}

/**
 * What a browser does with the page that leads to the bank: posts its form to the provider,
 * answers the bank's page with `code`, and reads the fields the bank's page posts back to the
 * shop (with the address it posts them to).
 */
export async function throughBank(html: string, code: string) {
  const start = formOf(html);
  const bankPage = await postForm(start.action, start.fields);
  const bankForm = formOf(bankPage);
  const back = formOf(await postForm(new URL(bankForm.action, start.action).href, { code }));
  return back;
}

/**
 * What a browser does on a bank's page whose form posts straight to it: answers it with `code`
 * and reads the hidden fields of the auto-submitting form back to the shop.
 */
export async function answerBank(html: string, code: string) {
  const action = /action="([^"]+)"/.exec(html)?.[1] as string;
  const page = await postForm(action, { code });
  return Object.fromEntries(
    [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
}
