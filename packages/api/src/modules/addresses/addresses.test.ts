import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertAddress,
  insertCategory,
  insertProduct,
  newGuest,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, onPostgres } from "../../../test/harness.ts";
import { Address, CartAddresses } from "../../contract/index.ts";
import { addresses, carts, cities, countries, states } from "../../db/schema/index.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { MAX_ADDRESSES } from "./addresses.service.ts";

const api = apiForFile();
/** A Turkish province and one of its districts, a district of another province, and Germany. */
let place: { country_id: number; state_id: number; city_id: number; other_city_id: number };
let abroad: { country_id: number; state_id: number; city_id: number };

beforeAll(async () => {
  const rows = (
    (await api.db.execute(sql`
      SELECT s.country_id, s.id AS state_id, c.id AS city_id,
        (SELECT c2.id FROM cities c2 WHERE c2.state_id <> s.id ORDER BY c2.id LIMIT 1) AS other_city_id
      FROM states s JOIN cities c ON c.state_id = s.id
      JOIN countries co ON co.id = s.country_id AND co.iso2 = 'TR'
      ORDER BY c.id LIMIT 1`)) as unknown as { rows: (typeof place)[] }
  ).rows;
  if (!rows[0]) throw new Error("no Turkish districts seeded");
  place = rows[0];
  // Only Turkey's provinces are seeded; a place abroad is made here.
  const [germany] = await api.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, "DE"));
  if (!germany) throw new Error("no Germany seeded");
  const [state] = await api.db
    .insert(states)
    .values({ countryId: germany.id, code: "BE", name: "Berlin" })
    .returning({ id: states.id });
  if (!state) throw new Error("no state");
  const [city] = await api.db
    .insert(cities)
    .values({ stateId: state.id, name: "Mitte" })
    .returning({ id: cities.id });
  if (!city) throw new Error("no city");
  abroad = { country_id: germany.id, state_id: state.id, city_id: city.id };
});

const address = (overrides: Record<string, unknown> = {}) => ({
  title: "Ev",
  name: "Ayşe",
  surname: "Yılmaz",
  email: "ayse@example.com",
  phone: "0532 123 45 67",
  country_id: place.country_id,
  state_id: place.state_id,
  city_id: place.city_id,
  address: "Atatürk Cad. No: 1 D: 2",
  postal_code: "34710",
  ...overrides,
});

const corporate = (overrides: Record<string, unknown> = {}) =>
  address({
    title: "İş",
    kind: "corporate",
    company_name: "Yılmaz Ltd.",
    tax_office: "Kadıköy",
    tax_number: "1234567890",
    ...overrides,
  });

// `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
const add = (token: string, body: unknown, language = "tr") =>
  answerOf(
    client(api, token).customer.addCustomerAddress.$post({
      query: { language },
      json: body as never,
    }),
  );
const update = (token: string, body: unknown, language = "tr") =>
  answerOf(
    client(api, token).customer.updateCustomerAddress.$post({
      query: { language },
      json: body as never,
    }),
  );
const remove = (token: string, id: unknown) =>
  answerOf(client(api, token).customer.deleteCustomerAddress.$post({ json: { id } as never }));
const choose = (token: string, body: unknown) =>
  answerOf(client(api, token).cart.setCartAddress.$post({ json: body as never }));
const check = async (token: string) =>
  (await answerOf(client(api, token).order.contorOrderAddress.$get())).json.response.code;

/** Adds an address that passes every rule and answers its id. */
async function added(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await add(token, address(overrides));
  if (answer.status !== 200) throw new Error(`address refused: ${answer.text}`);
  return answer.json.response.id;
}

/** The field codes of a validation_error, by field. */
function fieldCodes(answer: { status: number; json: { code: string; fields?: unknown } }) {
  expect([answer.status, answer.json.code]).toEqual([400, "validation_error"]);
  return Object.fromEntries(
    (answer.json.fields as Array<{ field: string; code: string }>).map((f) => [f.field, f.code]),
  );
}

async function customer() {
  const { token, customerId } = await signUp(api);
  return { token, owner: { customerId } as Owner };
}
async function guest() {
  const { token, guestId } = await newGuest(api);
  return { token, owner: { guestId } as Owner };
}

const addressRow = async (id: number) =>
  (await api.db.select().from(addresses).where(eq(addresses.id, id)))[0];
const cartOf = async (owner: Owner) =>
  (
    await api.db
      .select()
      .from(carts)
      .where(
        owner.customerId !== undefined
          ? eq(carts.customerId, owner.customerId)
          : eq(carts.guestId, owner.guestId),
      )
  )[0];
const listOf = async (token: string, kind: "Customer" | "Guest", language = "tr") =>
  (await call(api, "GET", `/customer/get${kind}Address?language=${language}`, { token })).json
    .response as Address[];

describe("reading the address book", () => {
  it("lists a customer's addresses newest first, the country named in the asked language", async () => {
    const { token } = await customer();
    const first = await added(token, { title: "Ev" });
    const second = await added(token, { title: "Ofis" });
    const tr = await listOf(token, "Customer", "tr");
    expect(tr.map((a) => a.id)).toEqual([second, first]);
    for (const row of tr) Address.parse(row);
    const ar = await listOf(token, "Customer", "ar");
    expect(tr[0]?.country).toBe("Türkiye");
    expect(ar[0]?.country).toBe("تركيا");
    // Provinces and districts are Turkish proper nouns in every language.
    expect(ar[0]?.state).toBe(tr[0]?.state);
    expect(ar[0]?.city).toBe(tr[0]?.city);
    expect(tr[0]).toMatchObject({
      country_id: place.country_id,
      state_id: place.state_id,
      city_id: place.city_id,
    });
  });

  it("reads a guest's with the guest token; each list refuses the other kind and no token (401)", async () => {
    const visitor = await guest();
    const member = await customer();
    const id = await added(visitor.token);
    expect((await listOf(visitor.token, "Guest")).map((a) => a.id)).toEqual([id]);
    for (const [path, token] of [
      ["/customer/getCustomerAddress", visitor.token],
      ["/customer/getGuestAddress", member.token],
      ["/customer/getCustomerAddress", undefined],
      ["/customer/getGuestAddress", undefined],
    ] as const) {
      const answer = await call(api, "GET", path, token ? { token } : {});
      expect([answer.status, answer.json.code], path).toEqual([401, "unauthorized"]);
    }
  });
});

describe("adding, changing and deleting", () => {
  it("adds, changes and deletes a customer's address; the phone is stored as E.164", async () => {
    const { token } = await customer();
    const answer = await add(token, address({ identity_number: "10000000146" }));
    expect(answer.status).toBe(200);
    const saved = Address.parse(answer.json.response);
    expect(saved).toMatchObject({
      phone: "+905321234567",
      kind: "individual",
      postal_code: "34710",
      identity_number: "10000000146",
      company_name: null,
    });
    const changed = await update(token, {
      id: saved.id,
      ...corporate({ phone: "+90 (212) 555 12 34" }),
    });
    expect(changed.status).toBe(200);
    expect(changed.json.response).toMatchObject({
      id: saved.id,
      title: "İş",
      kind: "corporate",
      phone: "+902125551234",
      company_name: "Yılmaz Ltd.",
      tax_office: "Kadıköy",
      tax_number: "1234567890",
    });
    const deleted = await remove(token, saved.id);
    expect([deleted.status, deleted.json.response]).toEqual([200, { deleted: true }]);
    expect(await listOf(token, "Customer")).toEqual([]);
    expect(await addressRow(saved.id)).toBeUndefined();
  });

  it("a guest's address needs an e-mail (the order is confirmed to it), a customer's does not", async () => {
    const visitor = await guest();
    const missing = await add(visitor.token, address({ email: undefined }));
    expect(fieldCodes(missing)).toEqual({ email: "required" });
    expect(fieldCodes(await add(visitor.token, address({ email: "" })))).toEqual({
      email: "required",
    });
    expect(fieldCodes(await add(visitor.token, address({ email: "not-an-email" })))).toEqual({
      email: "invalid_email",
    });
    const saved = await add(visitor.token, address({ email: " Ayse@Example.COM " }));
    expect(saved.json.response.email).toBe("ayse@example.com");

    const member = await customer();
    const without = await add(member.token, address({ email: "" }));
    expect(without.status).toBe(200);
    expect(without.json.response.email).toBeNull();
  });

  it("checks the Turkish national ID with its checksum, and lets an individual leave it out", async () => {
    const { token } = await customer();
    for (const valid of ["10000000146", "12345678950", "11111111110"]) {
      const answer = await add(token, address({ identity_number: valid }));
      expect(answer.json.response?.identity_number, valid).toBe(valid);
    }
    for (const invalid of [
      "10000000145", // the eleventh digit is not the sum of the first ten
      "10000000136", // the tenth digit breaks its rule
      "01234567890", // starts with 0
      "1000000014", // ten digits
      "100000001466", // twelve
      "1000000014a",
    ]) {
      expect(fieldCodes(await add(token, address({ identity_number: invalid }))), invalid).toEqual({
        identity_number: "invalid_national_id",
      });
    }
    const blank = await add(token, address({ identity_number: "" }));
    expect(blank.json.response.identity_number).toBeNull();
  });

  it("asks a corporate address for company, tax office and a tax number of 10 or 11 digits", async () => {
    const { token } = await customer();
    expect(
      fieldCodes(
        await add(
          token,
          corporate({ company_name: undefined, tax_office: "  ", tax_number: undefined }),
        ),
      ),
    ).toEqual({ company_name: "required", tax_office: "required", tax_number: "required" });
    for (const invalid of ["123456789", "123456789012", "12345abcde", "12345 67890"]) {
      expect(fieldCodes(await add(token, corporate({ tax_number: invalid }))), invalid).toEqual({
        tax_number: "invalid_format",
      });
    }
    for (const valid of ["1234567890", "12345678901"]) {
      const answer = await add(token, corporate({ tax_number: valid }));
      expect(answer.json.response?.tax_number, valid).toBe(valid);
    }
    // An individual's address keeps no company fields, whatever the form still held.
    const individual = await add(token, corporate({ kind: "individual" }));
    expect(individual.json.response).toMatchObject({
      kind: "individual",
      company_name: null,
      tax_office: null,
      tax_number: null,
    });
  });

  it("refuses a place that does not hang together, and a Turkish postal code of other than 5 digits", async () => {
    const { token } = await customer();
    expect(fieldCodes(await add(token, address({ city_id: place.other_city_id })))).toEqual({
      city_id: "invalid_value",
    });
    expect(fieldCodes(await add(token, address({ state_id: abroad.state_id })))).toEqual({
      state_id: "invalid_value",
      city_id: "invalid_value",
    });
    expect(fieldCodes(await add(token, address({ state_id: 2_000_000_000 })))).toMatchObject({
      state_id: "invalid_value",
    });
    expect(fieldCodes(await add(token, address({ country_id: 2_000_000_000 })))).toEqual({
      country_id: "invalid_value",
    });
    for (const postal of ["3471", "347100", "ABCDE"]) {
      expect(fieldCodes(await add(token, address({ postal_code: postal }))), postal).toEqual({
        postal_code: "invalid_format",
      });
    }
    // Abroad, a postal code has the country's own shape.
    const berlin = await add(token, address({ ...abroad, postal_code: "D-101" }));
    expect(berlin.status).toBe(200);
    expect(berlin.json.response).toMatchObject({ state: "Berlin", city: "Mitte" });
  });

  it("refuses field by field, in the shopper's language, and writes nothing", async () => {
    const visitor = await guest();
    const en = await add(
      visitor.token,
      address({
        title: "undefined",
        name: "",
        surname: undefined,
        phone: "123",
        identity_number: "12345678901",
        kind: "corporate",
        address: "ab",
        postal_code: "?",
        country_id: "1",
      }),
      "en",
    );
    expect(fieldCodes(en)).toEqual({
      title: "required",
      name: "required",
      surname: "required",
      phone: "invalid_phone",
      country_id: "invalid_type",
      address: "too_short",
      postal_code: "invalid_format",
      identity_number: "invalid_national_id",
      company_name: "required",
      tax_office: "required",
      tax_number: "required",
    });
    const tr = await add(visitor.token, address({ phone: "123", kind: "other" }), "tr");
    expect(fieldCodes(tr)).toEqual({ phone: "invalid_phone", kind: "invalid_value" });
    const ar = await add(visitor.token, address({ phone: "123" }), "ar");
    const messages = [en, tr, ar].map(
      (answer) =>
        answer.json.fields.find((f: { field: string }) => f.field === "phone").message as string,
    );
    expect(new Set(messages).size).toBe(3);
    expect(new Set([en, tr, ar].map((answer) => answer.json.message)).size).toBe(3);
    expect(await listOf(visitor.token, "Guest")).toEqual([]);
  });

  it("a refused change changes nothing", async () => {
    const { token } = await customer();
    const id = await added(token);
    const before = await addressRow(id);
    expect(
      fieldCodes(
        await update(token, { id, ...address({ title: "Yeni", city_id: place.other_city_id }) }),
      ),
    ).toEqual({ city_id: "invalid_value" });
    expect(fieldCodes(await update(token, { id, ...corporate({ tax_number: "1" }) }))).toEqual({
      tax_number: "invalid_format",
    });
    expect(fieldCodes(await update(token, { ...address() }))).toEqual({ id: "required" });
    expect(await addressRow(id)).toEqual(before);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses an owner (address_not_saved)`, async () => {
    for (const shopper of [await customer(), await guest()]) {
      for (let i = 0; i < MAX_ADDRESSES - 1; i++) await insertAddress(api.db, shopper.owner);
      const last = await added(shopper.token);
      const refused = await add(shopper.token, address(), "en");
      expect([refused.status, refused.json.code]).toEqual([409, "address_not_saved"]);
      expect(refused.json.message).toMatch(/address/);
      const kind = shopper.owner.customerId !== undefined ? "Customer" : "Guest";
      expect(await listOf(shopper.token, kind)).toHaveLength(MAX_ADDRESSES);
      await remove(shopper.token, last);
      expect((await add(shopper.token, address())).status).toBe(200);
    }
  });
});

describe("another shopper's ids", () => {
  it("another customer's or guest's address: 404 to change, delete or choose, and nothing changes", async () => {
    const owners = [await customer(), await guest()];
    const intruders = [await customer(), await guest()];
    for (const owner of owners) {
      const theirs = await added(owner.token);
      await choose(owner.token, { delivery_address_id: theirs });
      const before = { address: await addressRow(theirs), cart: await cartOf(owner.owner) };
      for (const intruder of intruders) {
        const mine = await added(intruder.token);
        const answers = [
          await update(intruder.token, { id: theirs, ...address({ title: "Benim" }) }),
          await remove(intruder.token, theirs),
          await choose(intruder.token, { delivery_address_id: theirs }),
          await choose(intruder.token, { delivery_address_id: mine, invoice_address_id: theirs }),
        ];
        for (const answer of answers) {
          expect([answer.status, answer.json.code]).toEqual([404, "record_not_found"]);
        }
        expect(await check(intruder.token)).toBe("no_two_address");
      }
      expect(await addressRow(theirs)).toEqual(before.address);
      expect(await cartOf(owner.owner)).toEqual(before.cart);
      expect(await check(owner.token)).toBe("no_problem");
    }
  });

  it("another shopper's cart id: removeInvoiceAddressCart is 404 and their cart keeps its choice", async () => {
    const owner = await guest();
    const home = await added(owner.token);
    const office = await added(owner.token, { title: "Ofis" });
    const chosen = CartAddresses.parse(
      (await choose(owner.token, { delivery_address_id: home, invoice_address_id: office })).json
        .response,
    );
    for (const intruder of [await customer(), await guest()]) {
      await added(intruder.token);
      const answer = await answerOf(
        client(api, intruder.token).cart.removeInvoiceAddressCart[":id"].$get({
          param: { id: chosen.cart_id },
        }),
      );
      expect([answer.status, answer.json.code]).toEqual([404, "record_not_found"]);
    }
    expect(await cartOf(owner.owner)).toMatchObject({
      deliveryAddressId: home,
      invoiceAddressId: office,
    });
  });

  it("unknown ids are 404, malformed ones 400", async () => {
    const { token } = await customer();
    const mine = await added(token);
    expect((await update(token, { id: 2_000_000_000, ...address() })).status).toBe(404);
    expect((await remove(token, 2_000_000_000)).status).toBe(404);
    expect((await choose(token, { delivery_address_id: 2_000_000_000 })).status).toBe(404);
    expect(
      (
        await answerOf(
          client(api, token).cart.removeInvoiceAddressCart[":id"].$get({
            param: { id: "2000000000" },
          }),
        )
      ).status,
    ).toBe(404);
    expect(fieldCodes(await remove(token, "1"))).toEqual({ id: "invalid_type" });
    expect(fieldCodes(await remove(token, -1))).toMatchObject({ id: expect.any(String) });
    expect(fieldCodes(await choose(token, { invoice_address_id: mine }))).toEqual({
      delivery_address_id: "required",
    });
    expect(
      (
        await answerOf(
          client(api, token).cart.removeInvoiceAddressCart[":id"].$get({ param: { id: "abc" } }),
        )
      ).status,
    ).toBe(400);
  });

  it("needs a shopper's token for every write", async () => {
    for (const [method, path, body] of [
      ["POST", "/customer/addCustomerAddress", address()],
      ["POST", "/customer/updateCustomerAddress", { id: 1, ...address() }],
      ["POST", "/customer/deleteCustomerAddress", { id: 1 }],
      ["POST", "/cart/setCartAddress", { delivery_address_id: 1 }],
      ["GET", "/cart/removeInvoiceAddressCart/1", undefined],
      ["GET", "/order/contorOrderAddress", undefined],
    ] as const) {
      const answer = await call(api, method, path, body ? { body } : {});
      expect(answer.status, path).toBe(401);
    }
  });
});

describe("the cart's addresses and the order address check", () => {
  it("a shopper without a cart has chosen nothing; choosing an address makes the cart", async () => {
    const { token, owner } = await customer();
    expect(await check(token)).toBe("no_two_address");
    expect(await cartOf(owner)).toBeUndefined();
    const home = await added(token);
    const answer = await choose(token, { delivery_address_id: home });
    expect(answer.status).toBe(200);
    const cart = await cartOf(owner);
    expect(CartAddresses.parse(answer.json.response)).toEqual({
      code: "no_problem",
      cart_id: cart?.id,
      delivery_address_id: home,
      invoice_address_id: home,
      same_for_invoice: true,
    });
    const details = await answerOf(
      client(api, token).cart.getCartDetails[":id"].$get({ param: { id: "me" } }),
    );
    expect(details.json.response).toMatchObject({
      delivery_address_id: home,
      invoice_address_id: home,
    });
  });

  it("answers each outcome of section 4", async () => {
    const { token, owner } = await guest();
    const productId = await insertProduct(api.db, { categoryId: await insertCategory(api.db) });
    await answerOf(
      client(api, token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    expect(await check(token)).toBe("no_two_address");
    const home = await added(token);
    const office = await added(token, { title: "Ofis" });
    const state = async (body: Record<string, unknown>) => {
      const answer = await choose(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      const chosen = CartAddresses.parse(answer.json.response);
      expect(await check(token)).toBe(chosen.code);
      return [
        chosen.code,
        chosen.delivery_address_id,
        chosen.invoice_address_id,
        chosen.same_for_invoice,
      ];
    };
    expect(await state({ delivery_address_id: home, invoice_address_id: office })).toEqual([
      "no_problem",
      home,
      office,
      false,
    ]);
    expect(await state({ delivery_address_id: home, same_for_invoice: true })).toEqual([
      "no_problem",
      home,
      home,
      true,
    ]);
    // "The invoice goes elsewhere" before that address is chosen.
    expect(await state({ delivery_address_id: home, same_for_invoice: false })).toEqual([
      "no_invoice_address",
      home,
      null,
      false,
    ]);
    expect(await state({ delivery_address_id: home, invoice_address_id: null })).toEqual([
      "no_problem",
      home,
      home,
      true,
    ]);
    expect(
      await state({
        delivery_address_id: office,
        invoice_address_id: office,
        same_for_invoice: true,
      }),
    ).toEqual(["no_problem", office, office, true]);
    expect(
      fieldCodes(
        await choose(token, {
          delivery_address_id: home,
          invoice_address_id: office,
          same_for_invoice: true,
        }),
      ),
    ).toEqual({ invoice_address_id: "invalid_value" });
    expect(
      fieldCodes(await choose(token, { delivery_address_id: home, same_for_invoice: "yes" })),
    ).toEqual({ same_for_invoice: "invalid_type" });

    // Deleting an address the cart uses takes it out of the cart.
    await state({ delivery_address_id: home, invoice_address_id: office });
    await remove(token, home);
    expect(await check(token)).toBe("no_delivery_address");
    expect(await cartOf(owner)).toMatchObject({
      deliveryAddressId: null,
      invoiceAddressId: office,
    });
    await remove(token, office);
    expect(await check(token)).toBe("no_two_address");
    expect(await cartOf(owner)).toMatchObject({ deliveryAddressId: null, invoiceAddressId: null });
  });

  it("deleting the address that serves for both empties both", async () => {
    const { token, owner } = await customer();
    const home = await added(token);
    await choose(token, { delivery_address_id: home });
    expect((await remove(token, home)).status).toBe(200);
    expect(await cartOf(owner)).toMatchObject({ deliveryAddressId: null, invoiceAddressId: null });
    expect(await check(token)).toBe("no_two_address");
  });

  it("removeInvoiceAddressCart: the delivery address serves for the invoice again", async () => {
    const { token, owner } = await customer();
    const home = await added(token);
    const office = await added(token, { title: "Ofis" });
    const { cart_id } = (
      await choose(token, { delivery_address_id: home, invoice_address_id: office })
    ).json.response;
    const answer = await answerOf(
      client(api, token).cart.removeInvoiceAddressCart[":id"].$get({ param: { id: cart_id } }),
    );
    expect(answer.status).toBe(200);
    expect(CartAddresses.parse(answer.json.response)).toEqual({
      code: "no_problem",
      cart_id,
      delivery_address_id: home,
      invoice_address_id: home,
      same_for_invoice: true,
    });
    expect(await check(token)).toBe("no_problem");
    // Without a delivery address there is nothing to serve for the invoice.
    await choose(token, { delivery_address_id: home, invoice_address_id: office });
    await remove(token, home);
    const emptied = await answerOf(
      client(api, token).cart.removeInvoiceAddressCart[":id"].$get({ param: { id: cart_id } }),
    );
    expect(emptied.json.response).toMatchObject({
      code: "no_two_address",
      invoice_address_id: null,
    });
    expect(await cartOf(owner)).toMatchObject({ deliveryAddressId: null, invoiceAddressId: null });
  });

  it("removeInvoiceAddressCart writes over GET: a token cookie must come from this site", async () => {
    const { token, owner } = await guest();
    const home = await added(token);
    const office = await added(token, { title: "Ofis" });
    const { cart_id } = (
      await choose(token, { delivery_address_id: home, invoice_address_id: office })
    ).json.response;
    const path = `/cart/removeInvoiceAddressCart/${cart_id}`;
    const cookie = `guest_token=${token}`;
    const foreign = await call(api, "GET", path, {
      headers: { cookie, origin: "https://evil.example" },
    });
    expect([foreign.status, foreign.json.code]).toEqual([403, "origin_not_allowed"]);
    const crossSite = await call(api, "GET", path, {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await cartOf(owner)).toMatchObject({
      deliveryAddressId: home,
      invoiceAddressId: office,
    });
    const own = await call(api, "GET", path, {
      headers: { cookie, origin: "http://shop.test" },
    });
    expect(own.status).toBe(200);
    expect(await cartOf(owner)).toMatchObject({ deliveryAddressId: home, invoiceAddressId: home });
  });
});

describe("the OpenAPI document", () => {
  it("describes every address call with its body, answer and refusals", async () => {
    const doc = (await call(api, "GET", "/openapi.json")).json;
    const routes = [
      ["get", "/api/v1/customer/getCustomerAddress"],
      ["get", "/api/v1/customer/getGuestAddress"],
      ["post", "/api/v1/customer/addCustomerAddress"],
      ["post", "/api/v1/customer/updateCustomerAddress"],
      ["post", "/api/v1/customer/deleteCustomerAddress"],
      ["post", "/api/v1/cart/setCartAddress"],
      ["get", "/api/v1/cart/removeInvoiceAddressCart/{id}"],
      ["get", "/api/v1/order/contorOrderAddress"],
    ] as const;
    for (const [method, path] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.summary, path).toBeTruthy();
      expect(operation.description, path).toBeTruthy();
      expect(Object.keys(operation.responses), path).toEqual(
        expect.arrayContaining(["200", "401", "500"]),
      );
    }
    expect(Object.keys(doc.components.schemas.CartAddressBody.properties)).toEqual([
      "delivery_address_id",
      "invoice_address_id",
      "same_for_invoice",
    ]);
    expect(doc.components.schemas.OrderAddressCheck.properties.code.enum).toEqual(
      expect.arrayContaining([
        "no_problem",
        "no_delivery_address",
        "no_invoice_address",
        "no_two_address",
      ]),
    );
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it(`30 adds at once still keep the book to ${MAX_ADDRESSES}`, async () => {
    const { token, owner } = await customer();
    const answers = await Promise.all(Array.from({ length: 30 }, () => add(token, address())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - MAX_ADDRESSES);
    const [held] = (
      (await api.db.execute(
        sql`SELECT count(*)::int AS n FROM addresses WHERE customer_id = ${owner.customerId}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(held?.n).toBe(MAX_ADDRESSES);
  });

  it("an address deleted while it is being chosen leaves the cart without it, never a fault", async () => {
    const { token, owner } = await guest();
    const keeper = await added(token);
    for (let round = 0; round < 10; round++) {
      await choose(token, { delivery_address_id: keeper });
      const id = await added(token);
      const [chosen, deleted] = await Promise.all([
        choose(token, { delivery_address_id: id }),
        remove(token, id),
      ]);
      expect([200, 404]).toContain(chosen.status);
      expect(deleted.status).toBe(200);
      // Chosen first: the delete emptied the cart's choice. Deleted first: the choice was 404.
      const cart = await cartOf(owner);
      expect([null, keeper]).toContain(cart?.deliveryAddressId);
      expect(cart?.invoiceAddressId).toBe(cart?.deliveryAddressId);
    }
  });
});
