import { beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProduct } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminFeedSettings } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;
const ids = { top: 0, below: 0, other: 0, inTop: 0, inBelow: 0, inOther: 0, soldOut: 0 };

beforeAll(async () => {
  admin = await signInAdmin(api);
  ids.top = await insertCategory(api.db);
  ids.below = await insertCategory(api.db, ids.top);
  ids.other = await insertCategory(api.db);
  ids.inTop = await insertProduct(api.db, { categoryId: ids.top });
  ids.inBelow = await insertProduct(api.db, { categoryId: ids.below });
  ids.inOther = await insertProduct(api.db, { categoryId: ids.other });
  ids.soldOut = await insertProduct(api.db, { categoryId: ids.other, stock: 0 });
});

const save = (body: unknown) =>
  answerOf(client(api, admin).xml.updateSettings.$post({ json: body as never }));
const feedIds = async (query = "") => {
  const res = await call(api, "GET", `/xml/products${query}`);
  return res.status === 200
    ? (res.json.response as { id: number }[])
        .map((row) => row.id)
        .filter((id) => Object.values(ids).includes(id))
    : res.status;
};
const everything = { enabled: true, in_stock_only: false, category_ids: [], currency_id: null };

describe("xml/getSettings and xml/updateSettings (admin)", () => {
  it("needs an admin and starts with every product in the asked currency", async () => {
    expect((await answerOf(client(api).xml.getSettings.$get())).status).toBe(401);
    expect(
      (await answerOf(client(api).xml.updateSettings.$post({ json: everything }))).status,
    ).toBe(401);
    const read = await answerOf(client(api, admin).xml.getSettings.$get());
    expect(AdminFeedSettings.parse(read.json.response)).toEqual(everything);
    expect(await feedIds()).toEqual([ids.inTop, ids.inBelow, ids.inOther, ids.soldOut]);
  });

  it("lists only the chosen categories with those below them, and only what is in stock", async () => {
    expect((await save({ ...everything, category_ids: [ids.top] })).status).toBe(200);
    expect(await feedIds()).toEqual([ids.inTop, ids.inBelow]);
    await save({ ...everything, category_ids: [ids.other], in_stock_only: true });
    expect(await feedIds()).toEqual([ids.inOther]);
    await save(everything);
  });

  it("prices in the settings' currency whatever the address asks", async () => {
    await save({ ...everything, currency_id: 3 });
    const rows = (await answerOf(client(api).xml.products.$get({ query: { currency: "2" } }))).json
      .response;
    expect(rows[0].currency_code).toBe("EUR");
    await save(everything);
    expect(
      (await answerOf(client(api).xml.products.$get({ query: { currency: "2" } }))).json.response[0]
        .currency_code,
    ).toBe("USD");
  });

  it("turned off, the feed is not found", async () => {
    await save({ ...everything, enabled: false });
    expect(await feedIds()).toBe(404);
    await save(everything);
    expect(await feedIds()).toHaveLength(4);
  });

  it("refuses an unknown category or currency and keeps the settings", async () => {
    const category = await save({ ...everything, category_ids: [999_999] });
    expect(category.status).toBe(400);
    expect(category.json.fields).toEqual([expect.objectContaining({ field: "category_ids" })]);
    const currency = await save({ ...everything, currency_id: 99 });
    expect(currency.json.fields).toEqual([expect.objectContaining({ field: "currency_id" })]);
    const read = await answerOf(client(api, admin).xml.getSettings.$get());
    expect(read.json.response).toEqual(everything);
  });
});
