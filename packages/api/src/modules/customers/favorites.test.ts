import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProduct, signUp } from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  apiForFile,
  call,
  client,
  newCustomer,
  onPostgres,
} from "../../../test/harness.ts";
import { categories, customerFavorites, products } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
beforeAll(async () => {
  categoryId = await insertCategory(api.db);
});

const add = async (token: string | undefined, id: number | string) =>
  answerOf(await client(api, token).customer.addCustomerFavorite[":id"].$get({ param: { id } }));
const remove = async (token: string | undefined, id: number | string) =>
  answerOf(await client(api, token).customer.deleteCustomerFavorite[":id"].$get({ param: { id } }));
const list = (token: string | undefined, body?: unknown, query = "") =>
  call(api, "POST", `/customer/getCustomerFavorites${query}`, { token, body });
const product = (values: Partial<typeof products.$inferInsert> = {}) =>
  insertProduct(api.db, { categoryId, ...values });

describe("customer/addCustomerFavorite and getCustomerFavorites", () => {
  it("adds products and lists them newest first as the catalogue's cards, in the asked language and currency", async () => {
    const { token } = await signUp(api);
    const first = await product({ sellingPrice: 12_345 });
    const second = await product({ listPrice: 30_000, sellingPrice: 25_000 });
    const added = await add(token, first);
    expect(added.status).toBe(200);
    expect(added.json).toEqual({
      success: true,
      response: { product_id: first, is_favorite: true },
    });
    expect((await add(token, second)).status).toBe(200);

    for (const query of ["", "?language=en&currency=2", "?language=ar&currency=EUR"]) {
      const res = await list(token, undefined, query);
      expect(res.status).toBe(200);
      const cards = await call(api, "POST", `/product/getLastViewedProducts${query}`, {
        body: { product_ids: [second, first] },
      });
      expect(res.json.response).toEqual({
        items: cards.json.response,
        total: 2,
        page: 1,
        page_size: 24,
        page_count: 1,
      });
    }
    const en = await list(token, {}, "?language=en&currency=2");
    expect(en.json.response.items[0]).toMatchObject({
      currency_code: "USD",
      name: expect.stringMatching(/ en$/),
    });
  });

  it("keeps one favourite when a product is added twice, also by the database", async () => {
    const { token, customerId } = await signUp(api);
    const id = await product();
    expect((await add(token, id)).status).toBe(200);
    const again = await add(token, id);
    expect(again.status).toBe(200);
    expect(again.json.response).toEqual({ product_id: id, is_favorite: true });
    const rows = await api.db
      .select()
      .from(customerFavorites)
      .where(eq(customerFavorites.customerId, customerId));
    expect(rows).toHaveLength(1);
    await expect(
      api.db.insert(customerFavorites).values({ customerId, productId: id }),
    ).rejects.toThrow();
    expect((await list(token)).json.response.total).toBe(1);
  });

  it("pages like the catalogue's lists", async () => {
    const { token } = await signUp(api);
    const ids = [await product(), await product(), await product()];
    for (const id of ids) await add(token, id);
    const second = await list(token, { page: 2, page_size: 2 });
    expect(second.json.response).toMatchObject({ total: 3, page: 2, page_size: 2, page_count: 2 });
    expect(second.json.response.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    const past = await list(token, { page: 5, page_size: 2 });
    expect(past.json.response).toMatchObject({ items: [], total: 3, page_count: 2 });
    const capped = await list(token, { page_size: 500 });
    expect(capped.json.response.page_size).toBe(48);
    const bad = await list(token, { page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toContainEqual(expect.objectContaining({ field: "page" }));
  });

  it("refuses an unknown or hidden product with 404 and adds nothing", async () => {
    const { token, customerId } = await signUp(api);
    const inactive = await product({ isActive: false });
    const hiddenCategory = await insertCategory(api.db);
    await api.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.id, hiddenCategory));
    const inHidden = await insertProduct(api.db, { categoryId: hiddenCategory });
    for (const id of [2_000_000_000, inactive, inHidden]) {
      const res = await add(token, id);
      expect(res.status, String(id)).toBe(404);
      expect(res.json.code).toBe("record_not_found");
    }
    expect((await add(token, "abc")).status).toBe(400);
    expect(
      await api.db
        .select()
        .from(customerFavorites)
        .where(eq(customerFavorites.customerId, customerId)),
    ).toEqual([]);
  });

  it("leaves out a product the shop stopped showing, and shows it again when it is back", async () => {
    const { token } = await signUp(api);
    const id = await product();
    await add(token, id);
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect((await list(token)).json.response).toMatchObject({ items: [], total: 0 });
    await api.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    expect((await list(token)).json.response.total).toBe(1);
  });

  it("shows each customer only their own favourites", async () => {
    const ayse = await signUp(api);
    const mehmet = await signUp(api);
    const id = await product();
    await add(ayse.token, id);
    expect((await list(mehmet.token)).json.response).toMatchObject({ items: [], total: 0 });
  });

  it("answers the ids of every shown favourite, the caller's only", async () => {
    const { token } = await signUp(api);
    const other = await signUp(api);
    const [a, b, hidden] = [await product(), await product(), await product()];
    for (const id of [b, a, hidden]) await add(token, id);
    await add(other.token, await product());
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    const ids = await answerOf(client(api, token).customer.getCustomerFavoriteIds.$get());
    expect(ids.json.response).toEqual([a, b].sort((x, y) => x - y));
    expect((await answerOf(client(api).customer.getCustomerFavoriteIds.$get())).status).toBe(401);
  });
});

describe("customer/deleteCustomerFavorite", () => {
  it("removes the caller's favourite; absent or another customer's is 404 and changes nothing", async () => {
    const ayse = await signUp(api);
    const mehmet = await signUp(api);
    const id = await product();
    await add(ayse.token, id);

    const theirs = await remove(mehmet.token, id);
    expect(theirs.status).toBe(404);
    expect(theirs.json.code).toBe("record_not_found");
    expect((await list(ayse.token)).json.response.total).toBe(1);

    const mine = await remove(ayse.token, id);
    expect(mine.status).toBe(200);
    expect(mine.json.response).toEqual({ product_id: id, is_favorite: false });
    expect((await list(ayse.token)).json.response.total).toBe(0);
    expect((await remove(ayse.token, id)).status).toBe(404);
    expect((await remove(ayse.token, 2_000_000_000)).status).toBe(404);
  });
});

describe("favourites need a customer", () => {
  it("refuses no token and a guest token with 401", async () => {
    const id = await product();
    const guest = (await answerOf(client(api).guestToken.$post())).json.response.token;
    for (const token of [undefined, guest]) {
      expect((await list(token)).status).toBe(401);
      expect((await add(token, id)).status).toBe(401);
      expect((await remove(token, id)).status).toBe(401);
    }
  });

  it("refuses a cookie-authenticated add or remove that another site makes the browser send", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const headers = { cookie: `customer_token=${token}`, "sec-fetch-site": "cross-site" };
    for (const path of [
      `/customer/addCustomerFavorite/${id}`,
      `/customer/deleteCustomerFavorite/${id}`,
    ]) {
      const res = await call(api, "GET", path, { headers });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("origin_not_allowed");
    }
    const own = await call(api, "GET", `/customer/addCustomerFavorite/${id}`, {
      headers: { ...headers, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
  });

  it("go with a deleted account", async () => {
    const body = newCustomer();
    const registered = await answerOf(client(api).customer.add.$post({ json: body }));
    const { token, customer } = registered.json.response;
    await add(token, await product());
    const deleted = await answerOf(
      client(api, token).customer.deleteAccount.$post({ json: { password: body.password } }),
    );
    expect(deleted.status).toBe(200);
    expect(
      await api.db
        .select()
        .from(customerFavorites)
        .where(eq(customerFavorites.customerId, customer.id)),
    ).toEqual([]);
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("five adds of one product at the same moment all answer 200 and keep one favourite", async () => {
    const { token, customerId } = await signUp(api);
    const id = await product();
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(token, id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await api.db
      .select()
      .from(customerFavorites)
      .where(eq(customerFavorites.customerId, customerId));
    expect(rows).toHaveLength(1);
  });
});
