import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertAddress,
  insertCampaign,
  insertCargo,
  insertCategory,
  insertProduct,
  newGuest,
} from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  call,
  client,
  createTestApi,
  signInAdmin,
  type TestApi,
} from "../../../test/harness.ts";
import { CartDetails } from "../../contract/index.ts";
import { cargoCompanies, currencies } from "../../db/schema/index.ts";
import { createReferenceCache } from "../../lib/reference-cache.ts";

let api: TestApi;
let uncached: TestApi;
let adminToken: string;
let cargoId: number;

beforeAll(async () => {
  api = await createTestApi({ referenceCacheTtlMs: 60_000 });
  uncached = await createTestApi();
  adminToken = await signInAdmin(api);
  // The only active cargo company, so that it is the cart's in both test databases.
  await api.db.update(cargoCompanies).set({ isActive: false });
  cargoId = await insertCargo(api.db, { isDefault: false, basePrice: 5_000 });
  await uncached.db.update(cargoCompanies).set({ isActive: false });
  await insertCargo(uncached.db, { basePrice: 5_000 });
});
afterAll(async () => {
  await api?.close();
  await uncached?.close();
});

async function cartWithOneLine(on: TestApi) {
  const { token, guestId } = await newGuest(on);
  const productId = await insertProduct(on.db, { categoryId: await insertCategory(on.db) });
  const added = await answerOf(
    client(on, token).cart.add.$post({
      json: { products: [{ product_id: productId, quantity: 1 }] },
    }),
  );
  expect(added.status).toBe(200);
  return { token, guestId };
}

const details = async (on: TestApi, token: string, query = "") =>
  CartDetails.parse(
    (await call(on, "GET", `/cart/getCartDetails/me${query}`, { token })).json.response,
  );

const setCargoPrice = (on: TestApi, basePrice: number) =>
  on.db.update(cargoCompanies).set({ basePrice }).where(eq(cargoCompanies.isActive, true));

describe("the reference data the cart is priced with", () => {
  it("is remembered between calls, and an admin's write shows in the next cart answer", async () => {
    const { token } = await cartWithOneLine(api);
    const before = await details(api, token, "?currency=2");
    expect(before.cargo.find((c) => c.id === cargoId)?.price).toBeGreaterThan(0);
    const usdCargo = before.cargo_price;

    // Changed behind the API's back: the cart keeps the remembered cargo price and rate...
    await setCargoPrice(api, 7_000);
    await api.db.update(currencies).set({ exchangeRate: "40.000000" }).where(eq(currencies.id, 2));
    expect((await details(api, token, "?currency=2")).cargo_price).toBe(usdCargo);

    // ...until an admin writes through the API: then the next answer has both changes.
    const write = await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "2" },
        json: { exchange_rate: "50" },
      }),
    );
    expect(write.status).toBe(200);
    const after = await details(api, token, "?currency=2");
    // 70.00 TRY at 50 TRY a dollar
    expect(after.cargo_price).toBe(140);
    expect((await details(api, token)).cargo_price).toBe(7_000);
  });

  it("keeps each language's campaign names apart", async () => {
    const campaignId = await insertCampaign(api.db, { type: "cart_percent", discountPercent: 5 });
    // Any admin write clears what is remembered.
    await answerOf(
      client(api, adminToken).currency.update[":id"].$post({
        param: { id: "2" },
        json: { exchange_rate: "50" },
      }),
    );
    const { token } = await cartWithOneLine(api);
    const tr = await details(api, token, "?language=tr");
    const en = await details(api, token, "?language=en");
    expect(tr.campaigns.find((c) => c.id === campaignId)?.name).toMatch(/ tr$/);
    expect(en.campaigns.find((c) => c.id === campaignId)?.name).toMatch(/ en$/);
  });

  it("is read afresh by the order, which charges today's cargo price", async () => {
    const { token, guestId } = await cartWithOneLine(api);
    await answerOf(
      client(api, token).cart.setCartAddress.$post({
        json: { delivery_address_id: await insertAddress(api.db, { guestId }) },
      }),
    );
    const shown = await details(api, token);
    await setCargoPrice(api, shown.cargo_price + 1_000);
    expect((await details(api, token)).cargo_price).toBe(shown.cargo_price);
    const paid = await answerOf(
      client(api, token).payDoor.$post({
        query: { door_payment_type: "cash" },
        json: {
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        },
      }),
    );
    expect(paid.status).toBe(201);
    expect(paid.json.response.total).toBe(shown.total + 1_000 + (await doorFee(api)));
  });

  it("is not kept when its TTL is 0 (tests, and REFERENCE_CACHE_TTL_MS=0)", async () => {
    const { token } = await cartWithOneLine(uncached);
    const before = (await details(uncached, token)).cargo_price;
    await setCargoPrice(uncached, before + 2_500);
    expect((await details(uncached, token)).cargo_price).toBe(before + 2_500);
  });
});

async function doorFee(on: TestApi): Promise<number> {
  const methods = await answerOf(client(on).payment.getPaymentType.$get());
  const door = (methods.json?.response as Array<{ code: string; fee: number }> | undefined)?.find(
    (m) => m.code === "door",
  );
  return door?.fee ?? 0;
}

describe("createReferenceCache", () => {
  it("loads once within the TTL, again after it, and at once after a clear", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReferenceCache({ ttlMs: 1_000, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 1_000;
    expect(await cache.get("k", load)).toBe(2);
    cache.clear();
    expect(await cache.get("k", load)).toBe(3);
    expect(await cache.get("other", load)).toBe(4);
  });

  it("forgets a failed load and loads every time when off", async () => {
    const cache = createReferenceCache({ ttlMs: 1_000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
    let loads = 0;
    const off = createReferenceCache({ ttlMs: 0 });
    await off.get("k", async () => ++loads);
    await off.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
