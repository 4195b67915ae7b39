import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertCategory,
  insertProduct,
  insertProductWithSizes,
  newGuest,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { AdminProduct, AdminProductPage } from "../../contract/index.ts";
import {
  outboxMessages,
  productImages,
  products,
  stockNotifications,
  subProducts,
} from "../../db/schema/index.ts";

const api = apiForFile();
let admin: string;
let categoryId: number;

beforeAll(async () => {
  admin = await signInAdmin(api);
  categoryId = await insertCategory(api.db);
});

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  sku: `ADM-${Math.random().toString(36).slice(2, 10)}`,
  category_id: categoryId,
  stock: 7,
  vat_rate: 20,
  selling_price: 49_990,
  texts: { tr: { name: "Bakır Cezve" }, en: { name: "Copper Coffee Pot" } },
  ...overrides,
});

describe("product/add and getAdminProduct", () => {
  it("creates a product with its texts and seo links made from the names", async () => {
    const answer = await answerOf(client(api, admin).product.add.$post({ json: newProduct() }));
    expect(answer.status).toBe(200);
    const product = AdminProduct.parse(answer.json.response);
    expect(product).toMatchObject({
      category_id: categoryId,
      stock: 7,
      selling_price: 49_990,
      is_active: true,
      texts: {
        tr: { name: "Bakır Cezve", seo_link: "bakir-cezve" },
        en: { name: "Copper Coffee Pot", seo_link: "copper-coffee-pot" },
      },
    });
    expect(product.texts.ar).toBeUndefined();
    // The same name again gets the next free link, and shows on the storefront at once.
    const again = AdminProduct.parse(
      (await answerOf(client(api, admin).product.add.$post({ json: newProduct() }))).json.response,
    );
    expect(again.texts.tr?.seo_link).toBe("bakir-cezve-2");
    const page = await answerOf(
      client(api).product.getProductBySeoLink[":seo"].$post({ param: { seo: "bakir-cezve-2" } }),
    );
    expect(page.json.response.id).toBe(again.id);
  });

  it("names the fields it refuses and writes nothing", async () => {
    const taken = AdminProduct.parse(
      (await answerOf(client(api, admin).product.add.$post({ json: newProduct() }))).json.response,
    );
    const cases: Array<[Record<string, unknown>, number, { field: string; code: string }]> = [
      [{ sku: taken.sku }, 409, { field: "sku", code: "already_used" }],
      [{ category_id: 999_999 }, 400, { field: "category_id", code: "invalid_value" }],
      [{ list_price: 10 }, 400, { field: "list_price", code: "too_small" }],
      [
        { min_order_quantity: 5, max_order_quantity: 2 },
        400,
        { field: "max_order_quantity", code: "too_small" },
      ],
      [{ texts: { tr: { name: "" } } }, 400, { field: "texts.tr.name", code: "required" }],
      [
        { texts: { tr: { name: "X", seo_link: taken.texts.tr?.seo_link } } },
        409,
        { field: "texts.tr.seo_link", code: "already_used" },
      ],
      [
        { texts: { tr: { name: "X", seo_link: "Büyük Harf" } } },
        400,
        { field: "texts.tr.seo_link", code: "invalid_format" },
      ],
      [{ selling_price: -1 }, 400, { field: "selling_price", code: "too_small" }],
      [{ selling_price: 1.5 }, 400, { field: "selling_price", code: "invalid_type" }],
    ];
    const before = (await api.db.select({ id: products.id }).from(products)).length;
    for (const [change, status, field] of cases) {
      const answer = await answerOf(
        client(api, admin).product.add.$post({
          query: { language: "en" },
          json: newProduct(change),
        }),
      );
      expect([answer.status, answer.json.code], JSON.stringify(change)).toEqual([
        status,
        "validation_error",
      ]);
      expect(answer.json.fields).toContainEqual(expect.objectContaining(field));
    }
    expect((await api.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    const guest = await newGuest(api);
    for (const token of [undefined, customer.token, guest.token]) {
      // No token is asked to sign in; a shopper's is refused.
      const expected = token ? 403 : 401;
      const answer = await answerOf(client(api, token).product.add.$post({ json: newProduct() }));
      expect(answer.status).toBe(expected);
      const list = await answerOf(client(api, token).product.getAdminProducts.$post({ json: {} }));
      expect(list.status).toBe(expected);
    }
  });
});

describe("product/update, updatePrice, updateSort, updateLanguage", () => {
  it("saves each tab and answers the product as it now is", async () => {
    const { id } = AdminProduct.parse(
      (await answerOf(client(api, admin).product.add.$post({ json: newProduct() }))).json.response,
    );
    const general = await answerOf(
      client(api, admin).product.update[":id"].$post({
        param: { id },
        json: {
          ...newProduct({ sku: `UPD-${id}`, stock: 3, is_active: false, desi: "1,5" }),
        },
      }),
    );
    expect(general.status).toBe(200);
    expect(general.json.response).toMatchObject({
      sku: `UPD-${id}`,
      stock: 3,
      is_active: false,
      desi: "1.50",
    });
    const prices = await answerOf(
      client(api, admin).product.updatePrice[":id"].$post({
        param: { id },
        json: {
          vat_rate: 10,
          selling_price: 39_990,
          list_price: 59_990,
          cash_price: 37_990,
        },
      }),
    );
    expect(prices.json.response).toMatchObject({
      vat_rate: 10,
      selling_price: 39_990,
      list_price: 59_990,
      cash_price: 37_990,
    });
    const sort = await answerOf(
      client(api, admin).product.updateSort[":id"].$post({
        param: { id },
        json: { sort_order: -5 },
      }),
    );
    expect(sort.json.response.sort_order).toBe(-5);
    const arabic = await answerOf(
      client(api, admin).product.updateLanguage.$post({
        json: {
          product_id: id,
          language: "ar",
          name: "ركوة نحاسية",
          description: "<p>يدوية الصنع</p>",
        },
      }),
    );
    expect(arabic.json.response.texts.ar).toMatchObject({
      name: "ركوة نحاسية",
      seo_link: "ركوة-نحاسية",
      description: "<p>يدوية الصنع</p>",
    });
    const missing = await answerOf(
      client(api, admin).product.updatePrice[":id"].$post({
        param: { id: "999999" },
        json: {
          vat_rate: 10,
          selling_price: 1,
        },
      }),
    );
    expect(missing.status).toBe(404);
  });

  it("removes scripts from a description on save, on every tab that writes one", async () => {
    const hostile =
      '<p onclick="alert(1)">El yapımı</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bak</a>';
    const clean = '<p>El yapımı</p><img src="x" /><a>bak</a>';
    const { id } = AdminProduct.parse(
      (
        await answerOf(
          client(api, admin).product.add.$post({
            json: newProduct({ texts: { tr: { name: "Betik Cezve", description: hostile } } }),
          }),
        )
      ).json.response,
    );
    const stored = async () =>
      (await answerOf(client(api, admin).product.getAdminProduct[":id"].$get({ param: { id } })))
        .json;
    expect((await stored()).response.texts.tr.description).toBe(clean);
    await answerOf(
      client(api, admin).product.updateLanguage.$post({
        json: {
          product_id: id,
          language: "en",
          name: "Script Pot",
          description: hostile,
        },
      }),
    );
    expect((await stored()).response.texts.en.description).toBe(clean);
    const shown = await answerOf(
      client(api).product.getProductBySeoLink[":seo"].$post({ param: { seo: "betik-cezve" } }),
    );
    expect(JSON.stringify(shown.json.response)).not.toMatch(/<script|onerror|onclick|javascript:/);
  });

  it("tells whoever waits for a product that the admin restocked", async () => {
    const empty = await insertProduct(api.db, { categoryId, stock: 0 });
    const customer = await signUp(api);
    const asked = await answerOf(
      client(api, customer.token).product.productLetMeNow[":id"].$get({ param: { id: empty } }),
    );
    expect(asked.status).toBe(200);
    const current = AdminProduct.parse(
      (
        await answerOf(
          client(api, admin).product.getAdminProduct[":id"].$get({ param: { id: empty } }),
        )
      ).json.response,
    );
    await answerOf(
      client(api, admin).product.update[":id"].$post({
        param: { id: empty },
        json: {
          sku: current.sku,
          category_id: categoryId,
          stock: 4,
        },
      }),
    );
    const [request] = await api.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.productId, empty));
    expect(request?.notifiedAt).not.toBeNull();
    const [mail] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, "back_in_stock"));
    expect(mail?.languageCode).toBe("tr");
  });

  it("keeps a product's stock the sum of its sub-products", async () => {
    const { productId, subs } = await insertProductWithSizes(api.db, categoryId, { S: 2, M: 3 });
    const [row] = await api.db.select().from(products).where(eq(products.id, productId));
    const current = AdminProduct.parse(
      (
        await answerOf(
          client(api, admin).product.getAdminProduct[":id"].$get({ param: { id: productId } }),
        )
      ).json.response,
    );
    await answerOf(
      client(api, admin).product.update[":id"].$post({
        param: { id: productId },
        json: {
          sku: current.sku,
          category_id: categoryId,
          stock: 500,
          option1_property_id: row?.option1PropertyId,
        },
      }),
    );
    expect(
      (
        await answerOf(
          client(api, admin).product.getAdminProduct[":id"].$get({ param: { id: productId } }),
        )
      ).json.response.stock,
    ).toBe(5);
    const sub = current.sub_products.find((s) => s.id === subs.S);
    const changed = await answerOf(
      client(api, admin).sub_product.update[":id"].$post({
        param: { id: subs.S },
        json: {
          option1_value_id: sub?.option1.id as number,
          code: sub?.code as string,
          stock: 10,
        },
      }),
    );
    expect(changed.json.response.stock).toBe(10);
    const [after] = await api.db.select().from(products).where(eq(products.id, productId));
    expect(after?.stock).toBe(13);
    expect(
      (
        await answerOf(
          client(api, admin).sub_product.delete[":id"].$post({ param: { id: subs.M } }),
        )
      ).status,
    ).toBe(200);
    const [last] = await api.db.select().from(products).where(eq(products.id, productId));
    expect(last?.stock).toBe(10);
  });
});

describe("sub_product", () => {
  it("adds a sub-product only with values of the product's attribute, and a free code", async () => {
    const { productId, subs } = await insertProductWithSizes(api.db, categoryId, { S: 1, M: 1 });
    const list = await answerOf(
      client(api, admin).sub_product.getByProductId[":id"].$get({ param: { id: productId } }),
    );
    const [small] = list.json.response;
    expect(list.json.response).toHaveLength(2);
    // A second S is the same pair: refused; a value of another attribute: refused.
    const same = await answerOf(
      client(api, admin).sub_product.add.$post({
        json: {
          product_id: productId,
          option1_value_id: small.option1.id,
          code: `NEW-${productId}`,
          stock: 1,
        },
      }),
    );
    expect([same.status, same.json.fields?.[0]?.code]).toEqual([409, "already_used"]);
    const other = await insertProductWithSizes(api.db, categoryId, { S: 1, M: 1 });
    const [foreign] = (
      await answerOf(
        client(api, admin).sub_product.getByProductId[":id"].$get({
          param: { id: other.productId },
        }),
      )
    ).json.response;
    const wrong = await answerOf(
      client(api, admin).sub_product.add.$post({
        json: {
          product_id: productId,
          option1_value_id: foreign.option1.id,
          code: `NEW2-${productId}`,
          stock: 1,
        },
      }),
    );
    expect([wrong.status, wrong.json.fields?.[0]?.field]).toEqual([400, "option1_value_id"]);
    const takenCode = await answerOf(
      client(api, admin).sub_product.update[":id"].$post({
        param: { id: subs.M },
        json: {
          option1_value_id: list.json.response[1].option1.id,
          code: small.code,
          stock: 1,
        },
      }),
    );
    expect([takenCode.status, takenCode.json.fields?.[0]?.field]).toEqual([409, "code"]);
    expect(
      (await api.db.select().from(subProducts).where(eq(subProducts.productId, productId))).map(
        (s) => s.code,
      ),
    ).not.toContain(`NEW-${productId}`);
  });
});

describe("getAdminProducts", () => {
  it("searches, filters by stock and state, sorts and pages on the server", async () => {
    const category = await insertCategory(api.db);
    const child = await insertCategory(api.db, category);
    const ids = {
      out: await insertProduct(api.db, { categoryId: child, stock: 0, sellingPrice: 300 }),
      low: await insertProduct(api.db, { categoryId: category, stock: 3, sellingPrice: 100 }),
      off: await insertProduct(api.db, {
        categoryId: category,
        stock: 50,
        sellingPrice: 200,
        isActive: false,
      }),
    };
    const list = async (body: Record<string, unknown>) => {
      const answer = await answerOf(
        client(api, admin).product.getAdminProducts.$post({
          json: {
            category_id: category,
            ...body,
          },
        }),
      );
      expect(answer.status).toBe(200);
      return AdminProductPage.parse(answer.json.response);
    };
    const byPrice = await list({ sort: "price", direction: "asc" });
    expect(byPrice.items.map((p) => p.id)).toEqual([ids.low, ids.off, ids.out]);
    expect(byPrice.total).toBe(3);
    expect((await list({ stock: "out" })).items.map((p) => p.id)).toEqual([ids.out]);
    expect((await list({ stock: "low" })).items.map((p) => p.id)).toEqual([ids.low]);
    expect((await list({ active: "inactive" })).items.map((p) => p.id)).toEqual([ids.off]);
    const paged = await list({ sort: "price", direction: "desc", page: 2, page_size: 2 });
    expect([paged.items.map((p) => p.id), paged.page_count, paged.total]).toEqual([
      [ids.low],
      2,
      3,
    ]);
    const [off] = (
      await list({
        search: (await api.db.select().from(products).where(eq(products.id, ids.off)))[0]?.sku,
      })
    ).items;
    expect(off).toMatchObject({ id: ids.off, is_active: false, stock: 50 });
    expect((await list({ page: 9 })).total).toBe(3);
  });
});

describe("product/updateProductImage and product/delete", () => {
  it("orders the pictures as given and refuses another product's", async () => {
    const productId = await insertProduct(api.db, { categoryId });
    const inserted = await api.db
      .insert(productImages)
      .values(
        [0, 1, 2].map((sortOrder) => ({
          productId,
          sortOrder,
          path: `/uploads/p/${productId}-${sortOrder}.webp`,
          pathM: `/uploads/p/${productId}-${sortOrder}-m.webp`,
          pathS: `/uploads/p/${productId}-${sortOrder}-s.webp`,
        })),
      )
      .returning({ id: productImages.id });
    const [a, b, c] = inserted.map((image) => image.id);
    const answer = await answerOf(
      client(api, admin).product.updateProductImage[":id"].$post({
        param: { id: productId },
        json: {
          image_ids: [c, a, b] as number[],
        },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.response.images.map((image: { id: number }) => image.id)).toEqual([c, a, b]);
    const partial = await answerOf(
      client(api, admin).product.updateProductImage[":id"].$post({
        param: { id: productId },
        json: {
          image_ids: [c, a] as number[],
        },
      }),
    );
    expect(partial.status).toBe(400);
  });

  it("deletes a product, which is then not found", async () => {
    const { id } = AdminProduct.parse(
      (await answerOf(client(api, admin).product.add.$post({ json: newProduct() }))).json.response,
    );
    expect(
      (await answerOf(client(api, admin).product.delete[":id"].$post({ param: { id } }))).json
        .response,
    ).toEqual({ id });
    expect(
      (await answerOf(client(api, admin).product.getAdminProduct[":id"].$get({ param: { id } })))
        .status,
    ).toBe(404);
    expect(
      (await answerOf(client(api, admin).product.delete[":id"].$post({ param: { id } }))).status,
    ).toBe(404);
  });
});

describe("admin/dashboard", () => {
  it("shows what runs out first, what waits for approval, and today's orders", async () => {
    const scarce = await insertProduct(api.db, { categoryId, stock: 0, salesCount: 1_000_000 });
    const customer = await signUp(api);
    const commented = await answerOf(
      client(api, customer.token).product.addProductComment.$post({
        json: { product_id: scarce, text: "Çok güzel", rate: 5, show_name: true },
      }),
    );
    expect(commented.status).toBe(200);
    const answer = await answerOf(
      client(api, admin).admin.dashboard.$get({ query: { language: "en" } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.response).toMatchObject({
      currency_code: "TRY",
      today_order_count: 0,
      today_revenue: 0,
      pending_comment_count: 1,
    });
    expect(answer.json.response.low_stock[0]).toMatchObject({ id: scarce, stock: 0 });
    // Every one of the last 30 days is there, today (in Istanbul) last, even without orders.
    const days = answer.json.response.by_day as Array<{ date: string; order_count: number }>;
    expect(days).toHaveLength(30);
    const istanbulToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(
      new Date(),
    );
    expect(days.at(-1)?.date).toBe(istanbulToday);
    expect(days.every((day) => day.order_count === 0)).toBe(true);
    expect(answer.json.response).toMatchObject({
      best_sellers: [],
      requested_refund_count: 0,
      awaiting_payment_count: 0,
    });
    expect((await answerOf(client(api).admin.dashboard.$get())).status).toBe(401);
  });
});
