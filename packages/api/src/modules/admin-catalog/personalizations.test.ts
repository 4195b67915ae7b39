import { beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProduct } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { AdminPersonalization } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;
let categoryId: number;

beforeAll(async () => {
  admin = await signInAdmin(api);
  categoryId = await insertCategory(api.db);
});

const cupName = {
  tr: { name: "Fincana yazılacak isim", hint: "En çok 12 harf" },
  en: { name: "Name on the cup" },
};

describe("product_personalization", () => {
  it("adds, lists, saves whole and deletes a product's personalisations", async () => {
    const productId = await insertProduct(api.db, { categoryId });
    const added = await answerOf(
      client(api, admin).product_personalization.add.$post({
        json: {
          product_id: productId,
          price: 4_900,
          max_length: 12,
          is_required: true,
          texts: cupName,
        },
      }),
    );
    expect(added.status).toBe(200);
    const first = AdminPersonalization.parse(added.json.response);
    expect(first).toMatchObject({
      product_id: productId,
      price: 4_900,
      max_length: 12,
      is_required: true,
      is_active: true,
      sort_order: 0,
      texts: {
        tr: { name: "Fincana yazılacak isim", hint: "En çok 12 harf" },
        en: { name: "Name on the cup", hint: null },
      },
    });
    const second = await answerOf(
      client(api, admin).product_personalization.add.$post({
        json: {
          product_id: productId,
          texts: { tr: { name: "Hediye notu" } },
        },
      }),
    );
    expect(second.json.response).toMatchObject({ price: 0, max_length: 40, sort_order: 1 });

    // Saved whole: English left out goes, Arabic comes.
    const saved = await answerOf(
      client(api, admin).product_personalization.update[":id"].$post({
        param: { id: first.id },
        json: {
          price: 5_900,
          max_length: 20,
          is_required: false,
          texts: { tr: { name: "Fincandaki isim" }, ar: { name: "الاسم على الفنجان" } },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.response.texts).toEqual({
      tr: { name: "Fincandaki isim", hint: null },
      ar: { name: "الاسم على الفنجان", hint: null },
    });
    const listed = await answerOf(
      client(api, admin).product_personalization.getByProductId[":id"].$get({
        param: { id: productId },
      }),
    );
    expect(listed.json.response.map((p: { price: number }) => p.price)).toEqual([5_900, 0]);

    expect(
      (
        await answerOf(
          client(api, admin).product_personalization.delete[":id"].$post({
            param: { id: first.id },
          }),
        )
      ).status,
    ).toBe(200);
    const after = await answerOf(
      client(api, admin).product_personalization.getByProductId[":id"].$get({
        param: { id: productId },
      }),
    );
    expect(after.json.response).toHaveLength(1);
    expect(
      (
        await answerOf(
          client(api, admin).product_personalization.delete[":id"].$post({
            param: { id: first.id },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("shows on the product page in the shopper's language", async () => {
    const productId = await insertProduct(api.db, { categoryId });
    await answerOf(
      client(api, admin).product_personalization.add.$post({
        json: {
          product_id: productId,
          price: 1_000,
          texts: cupName,
        },
      }),
    );
    const card = await answerOf(
      client(api, admin).product.getAdminProduct[":id"].$get({ param: { id: productId } }),
    );
    const seoLink = card.json.response.texts.en.seo_link;
    const page = await answerOf(
      client(api).product.getProductBySeoLink[":seo"].$post({
        param: { seo: seoLink },
        query: { language: "en" },
      }),
    );
    expect(page.json.response.personalizations).toEqual([
      expect.objectContaining({ name: "Name on the cup", price: 1_000 }),
    ]);
  });

  it("names what it refuses, and is for admins only", async () => {
    const productId = await insertProduct(api.db, { categoryId });
    const noName = await answerOf(
      client(api, admin).product_personalization.add.$post({
        json: {
          product_id: productId,
          max_length: 0,
          texts: { tr: { name: "" } },
        },
      }),
    );
    expect(noName.status).toBe(400);
    expect(noName.json.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "max_length",
      "texts.tr.name",
    ]);
    const noProduct = await answerOf(
      client(api, admin).product_personalization.add.$post({
        json: {
          product_id: 2_000_000_000,
          texts: cupName,
        },
      }),
    );
    expect([noProduct.status, noProduct.json.fields?.[0]?.field]).toEqual([400, "product_id"]);
    const missing = await answerOf(
      client(api, admin).product_personalization.update[":id"].$post({
        param: { id: "2000000000" },
        json: {
          texts: cupName,
        },
      }),
    );
    expect(missing.status).toBe(404);
    const anonymous = await answerOf(
      client(api).product_personalization.add.$post({
        json: { product_id: productId, texts: cupName },
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});
