import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertCategory,
  insertProduct,
  newGuest,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { call, createTestApi, type TestApi } from "../../../test/harness.ts";
import { Address } from "../../contract/index.ts";

let api: TestApi;
let place: { country_id: number; state_id: number; city_id: number; other_city_id: number };

beforeAll(async () => {
  api = await createTestApi();
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
});
afterAll(() => api?.close());

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

const add = (token: string, body: unknown, language = "tr") =>
  call(api, "POST", `/customer/addCustomerAddress?language=${language}`, { token, body });

describe("the address book", () => {
  it("adds, lists, changes and deletes a customer's address", async () => {
    const { token } = await signUp(api);
    const added = await add(token, address({ identity_number: "10000000146" }));
    expect(added.status).toBe(200);
    const saved = Address.parse(added.json.response);
    expect(saved).toMatchObject({
      phone: "+905321234567",
      kind: "individual",
      postal_code: "34710",
    });
    expect(saved.state).toBeTruthy();
    const list = await call(api, "GET", "/customer/getCustomerAddress", { token });
    expect(list.json.response.map((a: { id: number }) => a.id)).toEqual([saved.id]);
    const changed = await call(api, "POST", "/customer/updateCustomerAddress", {
      token,
      body: {
        id: saved.id,
        ...address({
          title: "İş",
          kind: "corporate",
          company_name: "Yılmaz Ltd.",
          tax_office: "Kadıköy",
          tax_number: "1234567890",
        }),
      },
    });
    expect(changed.json.response).toMatchObject({ title: "İş", company_name: "Yılmaz Ltd." });
    const deleted = await call(api, "POST", "/customer/deleteCustomerAddress", {
      token,
      body: { id: saved.id },
    });
    expect(deleted.json.response).toEqual({ deleted: true });
    expect(
      (await call(api, "GET", "/customer/getCustomerAddress", { token })).json.response,
    ).toEqual([]);
  });

  it("refuses bad input field by field, in the shopper's language, and writes nothing", async () => {
    const guest = await newGuest(api);
    const answer = await add(
      guest.token,
      address({
        email: undefined,
        phone: "123",
        identity_number: "12345678901",
        postal_code: "3471",
        kind: "corporate",
        city_id: place.other_city_id,
      }),
      "en",
    );
    expect(answer.status).toBe(400);
    const codes = Object.fromEntries(
      answer.json.fields.map((f: { field: string; code: string }) => [f.field, f.code]),
    );
    expect(codes).toMatchObject({
      phone: "invalid_phone",
      identity_number: "invalid_national_id",
      company_name: "required",
      tax_office: "required",
      tax_number: "required",
    });
    const place2 = await add(
      guest.token,
      address({ email: undefined, city_id: place.other_city_id, postal_code: "3471" }),
    );
    const codes2 = Object.fromEntries(
      place2.json.fields.map((f: { field: string; code: string }) => [f.field, f.code]),
    );
    expect(codes2).toEqual({
      city_id: "invalid_value",
      postal_code: "invalid_format",
      email: "required",
    });
    expect(
      (await call(api, "GET", "/customer/getGuestAddress", { token: guest.token })).json.response,
    ).toEqual([]);
  });

  it("keeps each shopper to their own addresses and cart: 404 for anyone else's", async () => {
    const owner = await signUp(api);
    const other = await newGuest(api);
    const mine = (await add(owner.token, address())).json.response.id;
    const update = await call(api, "POST", "/customer/updateCustomerAddress", {
      token: other.token,
      body: { id: mine, ...address() },
    });
    expect(update.status).toBe(404);
    const remove = await call(api, "POST", "/customer/deleteCustomerAddress", {
      token: other.token,
      body: { id: mine },
    });
    expect(remove.status).toBe(404);
    const choose = await call(api, "POST", "/cart/setCartAddress", {
      token: other.token,
      body: { delivery_address_id: mine },
    });
    expect(choose.status).toBe(404);
    expect(
      (await call(api, "GET", "/customer/getCustomerAddress", { token: owner.token })).json
        .response,
    ).toHaveLength(1);
  });
});

describe("the cart's addresses and the order address check", () => {
  it("answers the four outcomes of section 4", async () => {
    const guest = await newGuest(api);
    const check = async () =>
      (await call(api, "GET", "/order/contorOrderAddress", { token: guest.token })).json.response
        .code;
    expect(await check()).toBe("no_two_address");
    const productId = await insertProduct(api.db, { categoryId: await insertCategory(api.db) });
    const added = await call(api, "POST", "/cart/add", {
      token: guest.token,
      body: { products: [{ product_id: productId, quantity: 1 }] },
    });
    const cartId = added.json.response.cartDetails.cart_id;
    const home = (await add(guest.token, address())).json.response.id;
    const office = (await add(guest.token, address({ title: "Ofis" }))).json.response.id;
    const chosen = await call(api, "POST", "/cart/setCartAddress", {
      token: guest.token,
      body: { delivery_address_id: home, invoice_address_id: office },
    });
    expect(chosen.json.response.code).toBe("no_problem");
    const cart = await call(api, "GET", "/cart/getCartDetails/me", { token: guest.token });
    expect([cart.json.response.delivery_address_id, cart.json.response.invoice_address_id]).toEqual(
      [home, office],
    );
    const same = await call(api, "GET", `/cart/removeInvoiceAddressCart/${cartId}`, {
      token: guest.token,
    });
    expect(same.json.response.code).toBe("no_problem");
    const other = await newGuest(api);
    expect(
      (await call(api, "GET", `/cart/removeInvoiceAddressCart/${cartId}`, { token: other.token }))
        .status,
    ).toBe(404);
    await call(api, "POST", "/customer/deleteCustomerAddress", {
      token: guest.token,
      body: { id: home },
    });
    expect(await check()).toBe("no_two_address");
  });
});
