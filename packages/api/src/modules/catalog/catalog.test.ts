import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client, newCustomer } from "../../../test/harness.ts";
import {
  blogCategories,
  blogPosts,
  blogPostTranslations,
  brands,
  brandTranslations,
  campaigns,
  campaignTranslations,
  categories,
  categoryTranslations,
  contentCategories,
  contents,
  contentTranslations,
  currencies,
  customers,
  productComments,
  productImages,
  productPropertyValues,
  productQuestions,
  products,
  productTranslations,
  properties,
  propertyTranslations,
  propertyValues,
  propertyValueTranslations,
  showcaseProducts,
  showcases,
  showcaseTranslations,
  subProducts,
} from "../../db/schema/index.ts";
import { maskName } from "./product-detail.service.ts";

// A small catalogue of our own (the test database has no demo shop), so that every count,
// order and price below is known exactly:
//
//   A (root) ── B ── C          D (root)        E (inactive root)
//   P3 in A (USD), P2 in B, P1 and P7 in C (P5 inactive), P4 in D, P6 in E.
const api = apiForFile();
type Key =
  | "A"
  | "B"
  | "C"
  | "D"
  | "E"
  | "alfa"
  | "beta"
  | "gamma"
  | "colour"
  | "material"
  | "size"
  | "P1"
  | "P2"
  | "P3"
  | "P4"
  | "P5"
  | "P6"
  | "P7"
  | "red"
  | "blue"
  | "cotton"
  | "wool"
  | "S"
  | "M"
  | "manual"
  | "newest"
  | "campaign"
  | "content"
  | "post";
const ids = {} as Record<Key, number> & Record<string, number>;
const LANGS = ["tr", "en", "ar"] as const;

async function insertCategory(code: string, parentId: number | null, isActive = true, sort = 0) {
  const [row] = await api.db
    .insert(categories)
    .values({ code, parentId, isActive, sortOrder: sort })
    .returning({ id: categories.id });
  if (!row) throw new Error("no category");
  await api.db.insert(categoryTranslations).values(
    LANGS.map((lang) => ({
      categoryId: row.id,
      languageCode: lang,
      name: `${code.toUpperCase()} ${lang}`,
      description: `<p>${code} ${lang}</p>`,
      seoLink: `kat-${code}-${lang}`,
    })),
  );
  return row.id;
}

async function insertBrand(code: string, name: string, isActive = true) {
  const [row] = await api.db
    .insert(brands)
    .values({ code, name, isActive })
    .returning({ id: brands.id });
  if (!row) throw new Error("no brand");
  await api.db.insert(brandTranslations).values(
    LANGS.map((lang) => ({
      brandId: row.id,
      languageCode: lang,
      description: `${name} ${lang}`,
      seoLink: `marka-${code}${lang === "tr" ? "" : `-${lang}`}`,
    })),
  );
  return row.id;
}

async function insertProduct(
  key: string,
  values: Partial<typeof products.$inferInsert> & { categoryId: number; sellingPrice: number },
) {
  const [row] = await api.db
    .insert(products)
    .values({ sku: `T-${key}`, vatRate: 20, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error("no product");
  await api.db.insert(productTranslations).values(
    LANGS.map((lang) => ({
      productId: row.id,
      languageCode: lang,
      name: `${key} name ${lang}`,
      summary: `${key} summary ${lang}`,
      description: `<p>${key} &amp; description ${lang}</p>`,
      seoTitle: `${key} title ${lang}`,
      seoKeywords: `${key} keywords`,
      seoDescription: `${key} seo ${lang}`,
      seoLink: `urun-${key.toLowerCase()}-${lang}`,
    })),
  );
  ids[key] = row.id;
  return row.id;
}

async function insertProperty(code: string, display: "list" | "swatch" | "box", values: string[]) {
  const [property] = await api.db
    .insert(properties)
    .values({ code, display })
    .returning({ id: properties.id });
  if (!property) throw new Error("no property");
  await api.db.insert(propertyTranslations).values(
    LANGS.map((lang) => ({
      propertyId: property.id,
      languageCode: lang,
      name: `${code}-${lang}`,
    })),
  );
  for (const [index, value] of values.entries()) {
    const [row] = await api.db
      .insert(propertyValues)
      .values({
        propertyId: property.id,
        code: value,
        sortOrder: index,
        swatchHex: display === "swatch" ? (value === "red" ? "#ff0000" : "#0000ff") : null,
      })
      .returning({ id: propertyValues.id });
    if (!row) throw new Error("no value");
    ids[value] = row.id;
    await api.db.insert(propertyValueTranslations).values(
      LANGS.map((lang) => ({
        propertyValueId: row.id,
        languageCode: lang,
        name: `${value}-${lang}`,
      })),
    );
  }
  return property.id;
}

async function insertCustomer(name: string, surname: string) {
  const [row] = await api.db
    .insert(customers)
    .values({
      name,
      surname,
      email: `${name.toLowerCase()}.${surname.toLowerCase()}@catalog.test`,
      phone: `+90532${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      kvkkAcceptedAt: new Date(),
      membershipAcceptedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("no customer");
  return row.id;
}

beforeAll(async () => {
  await api.db.update(currencies).set({ exchangeRate: "40" }).where(eq(currencies.id, 2));
  await api.db.update(currencies).set({ exchangeRate: "50" }).where(eq(currencies.id, 3));

  ids.A = await insertCategory("a", null, true, 1);
  ids.B = await insertCategory("b", ids.A);
  ids.C = await insertCategory("c", ids.B);
  ids.D = await insertCategory("d", null, true, 2);
  ids.E = await insertCategory("e", null, false, 3);
  ids.alfa = await insertBrand("alfa", "Alfa");
  ids.beta = await insertBrand("beta", "Beta");
  ids.gamma = await insertBrand("gamma", "Gamma", false);
  ids.colour = await insertProperty("colour", "swatch", ["red", "blue"]);
  ids.material = await insertProperty("material", "list", ["cotton", "wool"]);
  ids.size = await insertProperty("size", "box", ["S", "M"]);

  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await insertProduct("P1", {
    categoryId: ids.C,
    brandId: ids.alfa,
    sellingPrice: 10_000,
    listPrice: 12_000,
    cashPrice: 9_700,
    stock: 5,
    salesCount: 50,
    createdAt: day(1),
    isNew: true,
    freeShipping: true,
    minOrderQuantity: 1,
    maxOrderQuantity: 5,
    barcode: "8690000000011",
    weightGrams: 400,
    desi: "1.50",
    option1PropertyId: ids.colour,
    option2PropertyId: ids.size,
  });
  await insertProduct("P2", {
    categoryId: ids.B,
    brandId: ids.beta,
    sellingPrice: 20_000,
    stock: 0,
    salesCount: 10,
    createdAt: day(2),
  });
  await insertProduct("P3", {
    categoryId: ids.A,
    brandId: ids.alfa,
    currencyId: 2,
    sellingPrice: 5_000,
    stock: 1,
    salesCount: 30,
    createdAt: day(3),
  });
  await insertProduct("P4", {
    categoryId: ids.D,
    brandId: ids.beta,
    sellingPrice: 3_000,
    stock: 9,
    salesCount: 5,
    createdAt: day(4),
  });
  await insertProduct("P5", { categoryId: ids.C, sellingPrice: 1_000, stock: 1, isActive: false });
  await insertProduct("P6", { categoryId: ids.E, sellingPrice: 1_000, stock: 1 });
  await insertProduct("P7", {
    categoryId: ids.C,
    sellingPrice: 7_020,
    stock: 3,
    createdAt: day(5),
  });

  const facets: Array<[string, string[]]> = [
    ["P1", ["red", "cotton"]],
    ["P2", ["blue", "wool"]],
    ["P3", ["blue", "cotton"]],
    ["P4", ["red"]],
  ];
  for (const [product, values] of facets)
    await api.db.insert(productPropertyValues).values(
      values.map((v) => ({
        productId: ids[product] as number,
        propertyValueId: ids[v] as number,
      })),
    );

  await api.db.insert(productImages).values([
    {
      productId: ids.P1,
      sortOrder: 1,
      path: "/u/p1-b-l.webp",
      pathM: "/u/p1-b-m.webp",
      pathS: "/u/p1-b-s.webp",
    },
    {
      productId: ids.P1,
      sortOrder: 0,
      path: "/u/p1-a-l.webp",
      pathM: "/u/p1-a-m.webp",
      pathS: "/u/p1-a-s.webp",
      width: 720,
      height: 720,
      propertyValueId: ids.red,
    },
  ]);
  await api.db.insert(subProducts).values([
    {
      productId: ids.P1,
      code: "T-P1-RS",
      option1ValueId: ids.red,
      option2ValueId: ids.S,
      stock: 2,
      sortOrder: 0,
    },
    {
      productId: ids.P1,
      code: "T-P1-RM",
      option1ValueId: ids.red,
      option2ValueId: ids.M,
      stock: 3,
      sortOrder: 1,
      sellingPrice: 11_000,
    },
    {
      productId: ids.P1,
      code: "T-P1-BS",
      option1ValueId: ids.blue,
      option2ValueId: ids.S,
      stock: 0,
      sortOrder: 2,
      isActive: false,
    },
  ]);

  const c1 = await insertCustomer("Zeynep", "Kaya");
  const c2 = await insertCustomer("Mehmet", "Demir");
  const c3 = await insertCustomer("Ali", "Veli");
  await api.db.insert(productComments).values([
    {
      productId: ids.P1,
      customerId: c1,
      languageCode: "tr",
      text: "Çok güzel",
      rate: 5,
      showName: true,
      isApproved: true,
      approvedAt: day(10),
    },
    {
      productId: ids.P1,
      customerId: c2,
      languageCode: "en",
      text: "<b>ok</b>",
      rate: 3,
      showName: false,
      isApproved: true,
      approvedAt: day(11),
    },
    {
      productId: ids.P1,
      customerId: c3,
      languageCode: "tr",
      text: "Awaiting review",
      rate: 1,
      isApproved: false,
    },
  ]);
  await api.db.insert(productQuestions).values([
    {
      productId: ids.P1,
      languageCode: "tr",
      question: "Yıkanır mı?",
      answer: "Evet.",
      isApproved: true,
      answeredAt: day(12),
    },
    { productId: ids.P1, languageCode: "tr", question: "Unanswered?", isApproved: true },
    {
      productId: ids.P1,
      languageCode: "tr",
      question: "Not approved?",
      answer: "Hidden",
      isApproved: false,
    },
    {
      productId: ids.P1,
      languageCode: "en",
      question: "Washable?",
      answer: "Yes.",
      isApproved: true,
    },
  ]);

  const [manual] = await api.db
    .insert(showcases)
    .values({ code: "t-manual", kind: "manual", productLimit: 10 })
    .returning({ id: showcases.id });
  const [newest] = await api.db
    .insert(showcases)
    .values({ code: "t-newest", kind: "newest", productLimit: 2 })
    .returning({ id: showcases.id });
  ids.manual = manual?.id ?? 0;
  ids.newest = newest?.id ?? 0;
  await api.db.insert(showcaseTranslations).values(
    LANGS.map((lang) => ({
      showcaseId: ids.manual as number,
      languageCode: lang,
      title: `Vitrin ${lang}`,
    })),
  );
  await api.db.insert(showcaseProducts).values([
    { showcaseId: ids.manual, productId: ids.P4, sortOrder: 0 },
    { showcaseId: ids.manual, productId: ids.P5, sortOrder: 1 },
    { showcaseId: ids.manual, productId: ids.P1, sortOrder: 2 },
  ]);

  const [campaign] = await api.db
    .insert(campaigns)
    .values({
      code: "t-alfa",
      type: "cart_amount",
      discountAmount: 4_000,
      minCartAmount: 40_000,
      brandId: ids.alfa,
      startsAt: day(1),
    })
    .returning({ id: campaigns.id });
  ids.campaign = campaign?.id ?? 0;
  await api.db.insert(campaignTranslations).values(
    LANGS.map((lang) => ({
      campaignId: ids.campaign as number,
      languageCode: lang,
      name: `Alfa ${lang}`,
    })),
  );
  await api.db.insert(campaigns).values({
    code: "t-over",
    type: "cart_percent",
    discountPercent: 5,
    startsAt: day(1),
    endsAt: day(2),
  });

  const [pages] = await api.db
    .insert(contentCategories)
    .values({ code: "t-pages" })
    .returning({ id: contentCategories.id });
  const [content] = await api.db
    .insert(contents)
    .values({ code: "t-page", contentCategoryId: pages?.id ?? null })
    .returning({ id: contents.id });
  ids.content = content?.id ?? 0;
  await api.db.insert(contentTranslations).values(
    LANGS.map((lang) => ({
      contentId: ids.content as number,
      languageCode: lang,
      title: `Page ${lang}`,
      body: "<p>x</p>",
      seoLink: `sayfa-${lang}`,
    })),
  );
  const [blogCategory] = await api.db
    .insert(blogCategories)
    .values({ code: "t-blog" })
    .returning({ id: blogCategories.id });
  const [post] = await api.db
    .insert(blogPosts)
    .values({ code: "t-post", blogCategoryId: blogCategory?.id ?? 0, publishedAt: day(1) })
    .returning({ id: blogPosts.id });
  ids.post = post?.id ?? 0;
  await api.db.insert(blogPostTranslations).values(
    LANGS.map((lang) => ({
      blogPostId: ids.post as number,
      languageCode: lang,
      title: `Post ${lang}`,
      body: "<p>y</p>",
      seoLink: `yazi-${lang}`,
    })),
  );
});

const post = (path: string, body?: unknown) =>
  call(api, "POST", path, body === undefined ? {} : { body });
const get = (path: string) => call(api, "GET", path);
const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id);
const list = async (body: Record<string, unknown>, query = "") => {
  const res = await post(`/product/getCategoryProducts${query}`, body);
  expect(res.status).toBe(200);
  return res.json.response;
};
const total = async (body: Record<string, unknown>) => {
  const res = await post("/product/getCategoryProductsTotal", body);
  expect(res.status).toBe(200);
  return res.json.response.total as number;
};

describe("product/getCategoryProducts", () => {
  it("lists a category with its descendants, active products only", async () => {
    const page = await list({ category_id: ids.A });
    expect(new Set(idsOf(page.items))).toEqual(new Set([ids.P1, ids.P2, ids.P3, ids.P7]));
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 24, page_count: 1 });
    expect(await total({ category_id: ids.A })).toBe(4);
    expect(await total({ category_id: ids.C })).toBe(2);
    expect(await total({ category_id: ids.E })).toBe(0); // inactive category
    expect(await total({ brand_id: ids.beta })).toBe(2);
    expect(await total({})).toBe(5);
  });

  it.each([
    ["price_asc", ["P7", "P1", "P2", "P3"]],
    ["price_desc", ["P3", "P2", "P1", "P7"]],
    ["best_selling", ["P1", "P3", "P2", "P7"]],
    ["newest", ["P7", "P3", "P2", "P1"]],
  ])("sorts by %s (prices compared across currencies)", async (sort, expected) => {
    const page = await list({ category_id: ids.A, sort });
    expect(idsOf(page.items)).toEqual(expected.map((key) => ids[key]));
  });

  it("pages from 1, caps the page size and refuses pages below 1", async () => {
    const first = await list({ category_id: ids.A, sort: "price_asc", page_size: 3 });
    const second = await list({ category_id: ids.A, sort: "price_asc", page_size: 3, page: 2 });
    expect(first).toMatchObject({ total: 4, page_count: 2, page_size: 3 });
    expect(idsOf(first.items)).toEqual([ids.P7, ids.P1, ids.P2]);
    expect(idsOf(second.items)).toEqual([ids.P3]);
    const beyond = await list({ category_id: ids.A, page: 50 });
    expect(beyond).toMatchObject({ items: [], total: 4, page: 50 });
    expect((await list({ page_size: 100_000 })).page_size).toBe(48);
    for (const page of [0, -1]) {
      const res = await post("/product/getCategoryProducts", { page });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "validation_error" });
      expect(res.json.fields).toEqual([
        expect.objectContaining({ field: "page", in: "body", code: "too_small" }),
      ]);
    }
    const size = await post("/product/getCategoryProducts", { page_size: 0 });
    expect(size.json.fields[0]).toMatchObject({ field: "page_size", code: "too_small" });
  });

  it("converts prices exactly into the requested currency, rounding half up", async () => {
    const byId = async (query: string) =>
      Object.fromEntries(
        (await list({ category_id: ids.A }, query)).items.map((p: { id: number }) => [p.id, p]),
      );
    const lira = await byId("");
    expect(lira[ids.P1 as number]).toMatchObject({
      price: 10_000,
      old_price: 12_000,
      cash_price: 9_700,
      currency_code: "TRY",
      currency_id: 1,
      vat_rate: 20,
    });
    expect(lira[ids.P3 as number]).toMatchObject({ price: 200_000, old_price: null });
    const dollars = await byId("?currency=2");
    expect(dollars[ids.P1 as number]).toMatchObject({
      price: 250,
      old_price: 300,
      cash_price: 243,
      currency_code: "USD",
    });
    expect(dollars[ids.P7 as number].price).toBe(176); // 70,20 ₺ / 40 = 1,755 $
    expect(dollars[ids.P3 as number].price).toBe(5_000);
    const euros = await byId("?currency=EUR");
    expect(euros[ids.P3 as number]).toMatchObject({ price: 4_000, currency_code: "EUR" });
  });

  it("filters by brands, price, property values, stock, discount and campaign", async () => {
    const filtered = async (filter: Record<string, unknown>, query = "") =>
      new Set(idsOf((await list({ category_id: ids.A, ...filter }, query)).items));
    expect(await filtered({ brand_ids: [ids.alfa] })).toEqual(new Set([ids.P1, ids.P3]));
    expect(await filtered({ price_min: 200, price_max: 600 }, "?currency=2")).toEqual(
      new Set([ids.P1, ids.P2]),
    );
    expect(await filtered({ price_min: 10_000, price_max: 10_000 })).toEqual(new Set([ids.P1]));
    expect(await filtered({ in_stock: true })).toEqual(new Set([ids.P1, ids.P3, ids.P7]));
    expect(await filtered({ property_value_ids: [ids.blue] })).toEqual(new Set([ids.P2, ids.P3]));
    expect(await filtered({ property_value_ids: [ids.blue, ids.cotton] })).toEqual(
      new Set([ids.P3]),
    );
    expect(await filtered({ property_value_ids: [ids.red, ids.blue, ids.cotton] })).toEqual(
      new Set([ids.P1, ids.P3]),
    );
    expect(await filtered({ discounted: true })).toEqual(new Set([ids.P1]));
    expect(await filtered({ campaign_id: ids.campaign })).toEqual(new Set([ids.P1, ids.P3]));
    expect(await filtered({ brand_ids: [ids.beta], in_stock: true })).toEqual(new Set());
  });

  it("answers bad bodies with 400 and the fields", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ category_id: "abc" }, "category_id", "invalid_type"],
      [{ category_id: 1.5 }, "category_id", "invalid_type"],
      [{ sort: "price_asc; DROP TABLE products" }, "sort", "invalid_value"],
      [{ brand_ids: "1 OR 1=1" }, "brand_ids", "invalid_type"],
      [{ price_min: -1 }, "price_min", "too_small"],
      [{ in_stock: "yes" }, "in_stock", "invalid_type"],
    ];
    for (const [body, field, code] of cases) {
      const res = await post("/product/getCategoryProducts?language=en", body);
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual([expect.objectContaining({ field, in: "body", code })]);
    }
    const raw = await call(api, "POST", "/product/getCategoryProducts", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(raw.status).toBe(400);
    expect(raw.json.code).toBe("invalid_json");
    expect(await total({})).toBe(5);
  });
});

describe("product/getFilters", () => {
  it("counts each facet with the other filters applied, consistent with the totals", async () => {
    const filter = { category_id: ids.A, property_value_ids: [ids.cotton] };
    const res = await post("/product/getFilters?language=en", filter);
    expect(res.status).toBe(200);
    const facets = res.json.response;
    expect(facets.total).toBe(await total(filter));
    expect(facets.total).toBe(2); // P1, P3
    expect(facets.brands).toEqual([
      { id: ids.alfa, name: "Alfa", seo_link: "marka-alfa-en", count: 2 },
    ]);
    for (const brand of facets.brands)
      expect(await total({ ...filter, brand_ids: [brand.id] })).toBe(brand.count);
    const material = facets.properties.find((p: { code: string }) => p.code === "material");
    // Its own selection left out: cotton 2 (P1, P3) and wool 1 (P2) within category A.
    expect(material).toMatchObject({ name: "material-en", display: "list" });
    expect(material.values.map((v: { code: string; count: number }) => [v.code, v.count])).toEqual([
      ["cotton", 2],
      ["wool", 1],
    ]);
    for (const value of material.values)
      expect(await total({ category_id: ids.A, property_value_ids: [value.id] })).toBe(value.count);
    const colour = facets.properties.find((p: { code: string }) => p.code === "colour");
    expect(
      colour.values.map((v: { code: string; count: number; swatch_hex: string }) => [
        v.code,
        v.count,
        v.swatch_hex,
      ]),
    ).toEqual([
      ["red", 1, "#ff0000"],
      ["blue", 1, "#0000ff"],
    ]);
    for (const value of colour.values)
      expect(await total({ ...filter, property_value_ids: [ids.cotton, value.id] })).toBe(
        value.count,
      );
    expect(facets.in_stock_count).toBe(await total({ ...filter, in_stock: true }));
    expect(facets.discounted_count).toBe(await total({ ...filter, discounted: true }));
    const prices = (await list({ ...filter, sort: "price_asc" })).items.map(
      (p: { price: number }) => p.price,
    );
    expect(facets.price).toEqual({
      min: prices[0],
      max: prices.at(-1),
      currency_id: 1,
      currency_code: "TRY",
    });
  });

  it("gives the price range in the requested currency and an empty set without a range", async () => {
    const usd = (await post("/product/getFilters?currency=2", { category_id: ids.C })).json
      .response;
    expect(usd.price).toEqual({ min: 176, max: 250, currency_id: 2, currency_code: "USD" });
    const none = (await post("/product/getFilters", { category_id: ids.E })).json.response;
    expect(none).toMatchObject({
      total: 0,
      brands: [],
      properties: [],
      price: null,
      in_stock_count: 0,
    });
  });
});

describe("product lists for pages", () => {
  it("getProductShowCase: a manual showcase in its order, without inactive products", async () => {
    const res = await post(`/product/getProductShowCase/${ids.manual}?language=ar`);
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      code: "t-manual",
      kind: "manual",
      title: "Vitrin ar",
    });
    expect(idsOf(res.json.response.products)).toEqual([ids.P4, ids.P1]);
    expect(res.json.response.products[1]).toMatchObject({
      name: "P1 name ar",
      seo_link: "urun-p1-ar",
      brand: { id: ids.alfa, name: "Alfa", seo_link: "marka-alfa-ar" },
      image: { path: "/u/p1-a-l.webp", path_m: "/u/p1-a-m.webp", path_s: "/u/p1-a-s.webp" },
      has_sub_products: true,
      rating: { average: 4, count: 2 },
    });
    const newest = await post(`/product/getProductShowCase/${ids.newest}`);
    expect(idsOf(newest.json.response.products)).toEqual([ids.P7, ids.P4]);
    expect((await post("/product/getProductShowCase/999999")).status).toBe(404);
  });

  it("getSameProducts: the same category, never the product itself", async () => {
    const res = await post(`/product/getSameProducts/${ids.P1}`);
    expect(idsOf(res.json.response)).toEqual([ids.P7]);
    const unknown = await post("/product/getSameProducts/999999?language=en");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      success: false,
      code: "record_not_found",
      message: expect.any(String),
    });
    expect((await post(`/product/getSameProducts/${ids.P5}`)).status).toBe(404);
  });

  it("getLastViewedProducts: in the client's order, without duplicates or hidden products", async () => {
    const res = await post("/product/getLastViewedProducts", {
      product_ids: [ids.P4, 999_999, ids.P1, ids.P4, ids.P5, ids.P6],
    });
    expect(idsOf(res.json.response)).toEqual([ids.P4, ids.P1]);
    expect(
      (await post("/product/getLastViewedProducts", { product_ids: [] })).json.response,
    ).toEqual([]);
    const missing = await post("/product/getLastViewedProducts", {});
    expect(missing.json.fields).toEqual([
      expect.objectContaining({ field: "product_ids", code: "required" }),
    ]);
    const tooMany = await post("/product/getLastViewedProducts", {
      product_ids: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
  });

  it("getCategoryBestSellersProducts: best sellers of the category and below", async () => {
    const res = await post("/product/getCategoryBestSellersProducts", {
      category_id: ids.A,
      limit: 2,
    });
    expect(idsOf(res.json.response)).toEqual([ids.P1, ids.P3]);
    expect((await post("/product/getCategoryBestSellersProducts", {})).status).toBe(400);
  });
});

describe("product detail", () => {
  it.each(LANGS)(
    "getProductById in %s: every field, sub-products, properties, breadcrumb",
    async (lang) => {
      const res = await get(`/product/getProductById/${ids.P1}?language=${lang}`);
      expect(res.status).toBe(200);
      const p = res.json.response;
      expect(p).toMatchObject({
        id: ids.P1,
        sku: "T-P1",
        language: lang,
        name: `P1 name ${lang}`,
        description: `<p>P1 &amp; description ${lang}</p>`,
        seo_link: `urun-p1-${lang}`,
        seo_title: `P1 title ${lang}`,
        seo_keywords: "P1 keywords",
        seo_description: `P1 seo ${lang}`,
        barcode: "8690000000011",
        price: 10_000,
        old_price: 12_000,
        vat_rate: 20,
        stock: 5,
        stock_unit: "piece",
        in_stock: true,
        is_new: true,
        free_shipping: true,
        min_order_quantity: 1,
        max_order_quantity: 5,
        weight_grams: 400,
        desi: "1.50",
        category: { id: ids.C, name: `C ${lang}`, seo_link: `kat-c-${lang}` },
        brand: { id: ids.alfa, name: "Alfa" },
      });
      expect(p.breadcrumb.map((c: { id: number }) => c.id)).toEqual([ids.A, ids.B, ids.C]);
      expect(p.translations).toEqual(
        LANGS.map((l) => ({ language: l, name: `P1 name ${l}`, seo_link: `urun-p1-${l}` })),
      );
      expect(p.images.map((i: { path_s: string }) => i.path_s)).toEqual([
        "/u/p1-a-s.webp",
        "/u/p1-b-s.webp",
      ]);
      expect(p.images[0]).toMatchObject({ width: 720, height: 720, property_value_id: ids.red });
      expect(p.options.map((o: { code: string; name: string }) => [o.code, o.name])).toEqual([
        ["colour", `colour-${lang}`],
        ["size", `size-${lang}`],
      ]);
      expect(p.sub_products).toEqual([
        expect.objectContaining({
          code: "T-P1-RS",
          stock: 2,
          in_stock: true,
          price: 10_000,
          old_price: 12_000,
          option1: expect.objectContaining({ name: `red-${lang}`, swatch_hex: "#ff0000" }),
          option2: expect.objectContaining({ name: `S-${lang}` }),
        }),
        expect.objectContaining({ code: "T-P1-RM", stock: 3, price: 11_000, old_price: null }),
      ]);
      expect(p.properties.map((v: { value_name: string }) => v.value_name)).toEqual([
        `red-${lang}`,
        `cotton-${lang}`,
      ]);
      expect(p.rating).toEqual({
        average: 4,
        count: 2,
        distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
      });
    },
  );

  it("getProductBySeoLink in the asked language, also from another language's link", async () => {
    const en = await post("/product/getProductBySeoLink/urun-p1-en?language=en&currency=2");
    expect(en.json.response).toMatchObject({
      id: ids.P1,
      name: "P1 name en",
      price: 250,
      currency_code: "USD",
    });
    expect(en.json.response.sub_products[1].price).toBe(275);
    const switched = await post("/product/getProductBySeoLink/urun-p1-tr?language=ar");
    expect(switched.json.response).toMatchObject({
      id: ids.P1,
      name: "P1 name ar",
      seo_link: "urun-p1-ar",
    });
    const arabicLink = await post(
      `/product/getProductBySeoLink/${encodeURIComponent("urun-p1-ar")}?language=ar`,
    );
    expect(arabicLink.status).toBe(200);
  });

  it("getProductByLanguage takes the language from the path", async () => {
    const res = await get(`/product/getProductByLanguage/${ids.P3}/en?currency=1`);
    expect(res.json.response).toMatchObject({
      name: "P3 name en",
      price: 200_000,
      currency_code: "TRY",
      in_stock: true,
    });
    expect((await get(`/product/getProductByLanguage/${ids.P3}/xx`)).status).toBe(400);
  });

  it("answers 404 with the envelope for unknown, inactive and hidden products", async () => {
    for (const path of [
      "/product/getProductById/999999",
      `/product/getProductById/${ids.P5}`,
      `/product/getProductById/${ids.P6}`,
    ]) {
      const res = await get(`${path}?language=en`);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, code: "record_not_found" });
    }
    expect((await get("/product/getProductById/abc")).status).toBe(400);
    expect((await post("/product/getProductBySeoLink/urun-p5-tr")).status).toBe(404);
  });

  it("answers SQL-injection-like links safely", async () => {
    for (const seo of [
      "x' OR '1'='1",
      "'; DROP TABLE products; --",
      "urun-p1-tr' --",
      "%27%20OR%201=1",
    ]) {
      const encoded = encodeURIComponent(seo);
      expect((await post(`/product/getProductBySeoLink/${encoded}`)).status).toBe(404);
      expect((await get(`/pages/resolve/${encoded}`)).status).toBe(404);
      expect((await get(`/category/getBySeoLink/${encoded}`)).status).toBe(404);
    }
    const [row] = await api.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(7);
  });
});

describe("product talk", () => {
  it("getProductComments: approved only, newest first, names masked on request", async () => {
    const res = await post(`/product/getProductComments/${ids.P1}`);
    expect(res.status).toBe(200);
    const { items, ...rest } = res.json.response;
    expect(items.map((c: { name: string; rate: number }) => [c.name, c.rate])).toEqual([
      ["M*** D***", 3],
      ["Zeynep Kaya", 5],
    ]);
    expect(items[0].text).toBe("<b>ok</b>");
    expect(rest).toMatchObject({
      total: 2,
      page: 1,
      page_count: 1,
      rating: { average: 4, count: 2 },
    });
    const second = await post(`/product/getProductComments/${ids.P1}`, { page: 2, page_size: 1 });
    expect(second.json.response).toMatchObject({ total: 2, page_count: 2 });
    expect(second.json.response.items.map((c: { name: string }) => c.name)).toEqual([
      "Zeynep Kaya",
    ]);
    expect((await post(`/product/getProductComments/${ids.P1}`, { page: 0 })).status).toBe(400);
    expect((await post("/product/getProductComments/999999")).status).toBe(404);
    expect((await post(`/product/getProductComments/${ids.P4}`)).json.response).toMatchObject({
      items: [],
      total: 0,
      rating: { average: 0, count: 0 },
    });
    expect(maskName("Ayşe Nur", "Yılmaz")).toBe("A*** N*** Y***");
  });

  it("getProductSSS: approved, answered questions in the asked language", async () => {
    const tr = await post(`/product/getProductSSS/${ids.P1}`);
    expect(
      tr.json.response.map((q: { question: string; answer: string }) => [q.question, q.answer]),
    ).toEqual([["Yıkanır mı?", "Evet."]]);
    const en = await post(`/product/getProductSSS/${ids.P1}?language=en`);
    expect(en.json.response).toEqual([
      expect.objectContaining({ question: "Washable?", answer: "Yes.", answered_at: null }),
    ]);
    expect((await post("/product/getProductSSS/999999")).status).toBe(404);
  });

  it("productLetMeNow: refused from another site with a cookie, and limited per e-mail address", async () => {
    const customer = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const cookie = `customer_token=${customer.json.response.token}`;
    const foreign = await call(api, "GET", `/product/productLetMeNow/${ids.P2}`, {
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("origin_not_allowed");
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await get(`/product/productLetMeNow/${ids.P2}?email=flood${i % 2}@catalog.test`);
      codes.push(res.status);
    }
    expect(codes.filter((status) => status === 429).length).toBe(0);
    for (let i = 0; i < 10; i++)
      await get(`/product/productLetMeNow/${ids.P1}?email=flood0@catalog.test`);
    const limited = await get(`/product/productLetMeNow/${ids.P2}?email=flood0@catalog.test`);
    expect(limited.status).toBe(429);
  });

  it("productLetMeNow: limited per client network, an IPv6 /64 counting as one", async () => {
    const from = (host: number, clientAddress = `2001:db8:77:1::${host.toString(16)}`) =>
      call(api, "GET", `/product/productLetMeNow/${ids.P2}?email=net${host}@catalog.test`, {
        clientAddress,
      });
    // 30 an hour from one network: each from another address of the /64, each another e-mail.
    for (let host = 1; host <= 30; host++) expect((await from(host)).status).not.toBe(429);
    const over = await from(31);
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("too_many_attempts");
    expect((await from(32, "2001:db8:77:2::1")).status).not.toBe(429);
  });

  it("productLetMeNow: by e-mail or customer, a repeat is refused with notify_me_already_active", async () => {
    const first = await get(`/product/productLetMeNow/${ids.P2}?email=shopper@catalog.test`);
    expect(first.status).toBe(200);
    expect(first.json.response).toMatchObject({ product_id: ids.P2, sub_product_id: null });
    for (const [lang, text] of [
      ["en", /already/i],
      ["tr", /zaten/],
      ["ar", /[\u0600-\u06ff]/],
    ] as const) {
      const again = await get(
        `/product/productLetMeNow/${ids.P2}?email=SHOPPER@catalog.test&language=${lang}`,
      );
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ success: false, code: "notify_me_already_active" });
      expect(again.json.message).toMatch(text);
    }
    const variant = await get(
      `/product/productLetMeNow/${ids.P1}?email=shopper@catalog.test&sub_product_id=999999`,
    );
    expect(variant.status).toBe(404);

    const nobody = await get(`/product/productLetMeNow/${ids.P2}`);
    expect(nobody.status).toBe(400);
    expect(nobody.json.fields).toEqual([
      expect.objectContaining({ field: "email", code: "required" }),
    ]);
    const bad = await get(
      `/product/productLetMeNow/${ids.P2}?email=${encodeURIComponent("x' OR 1=1 --")}`,
    );
    expect(bad.json.fields).toEqual([
      expect.objectContaining({ field: "email", code: "invalid_email" }),
    ]);

    const registered = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = registered.json.response.token as string;
    const mine = await answerOf(
      client(api, token).product.productLetMeNow[":id"].$get({ param: { id: ids.P2 } }),
    );
    expect(mine.status).toBe(200);
    const repeat = await answerOf(
      client(api, token).product.productLetMeNow[":id"].$get({ param: { id: ids.P2 } }),
    );
    expect(repeat.status).toBe(409);
    expect(repeat.json.code).toBe("notify_me_already_active");
    expect(
      (
        await answerOf(
          client(api, "nope").product.productLetMeNow[":id"].$get({ param: { id: ids.P2 } }),
        )
      ).status,
    ).toBe(401);
    expect((await get("/product/productLetMeNow/999999?email=a@catalog.test")).status).toBe(404);
  });

  it("getCurrencyList lists the currencies", async () => {
    const res = await get("/product/getCurrencyList?language=en");
    expect(res.json.response.map((c: { code: string }) => c.code)).toEqual(["TRY", "USD", "EUR"]);
  });
});

describe("categories, brands, campaigns", () => {
  it("category/tree: active categories with product counts rolled up", async () => {
    const res = await get("/category/tree?language=en");
    const roots = res.json.response;
    expect(roots.map((c: { id: number }) => c.id)).toEqual([ids.A, ids.D]);
    const a = roots.find((c: { id: number }) => c.id === ids.A);
    expect(a).toMatchObject({ name: "A en", seo_link: "kat-a-en", product_count: 4 });
    expect(a.children[0]).toMatchObject({ id: ids.B, product_count: 3 });
    expect(a.children[0].children[0]).toMatchObject({ id: ids.C, product_count: 2, children: [] });
    expect(roots.some((c: { id: number }) => c.id === ids.E)).toBe(false);
  });

  it("category/{id} and getBySeoLink: breadcrumb, children, links in every language", async () => {
    const byId = await get(`/category/${ids.B}?language=ar`);
    expect(byId.json.response).toMatchObject({
      id: ids.B,
      name: "B ar",
      description: "<p>b ar</p>",
      product_count: 3,
      breadcrumb: [{ id: ids.A, name: "A ar", seo_link: "kat-a-ar" }, { id: ids.B }],
      children: [{ id: ids.C, name: "C ar", seo_link: "kat-c-ar" }],
    });
    expect(byId.json.response.alternates).toEqual(
      LANGS.map((l) => ({ language: l, seo_link: `kat-b-${l}` })),
    );
    const bySeo = await get("/category/getBySeoLink/kat-c-en?language=en");
    expect(bySeo.json.response).toMatchObject({ id: ids.C, product_count: 2 });
    // another language's link finds the category, with this language's own link to redirect to
    expect((await get("/category/getBySeoLink/kat-c-en")).json.response).toMatchObject({
      id: ids.C,
      seo_link: "kat-c-tr",
    });
    expect((await get("/category/getBySeoLink/no-such-link")).status).toBe(404);
    expect((await get(`/category/${ids.E}`)).status).toBe(404);
    expect((await get("/category/999999")).status).toBe(404);
  });

  it("brand/getBrands and brand by seo link, with product counts", async () => {
    const res = await get("/brand/getBrands?language=en");
    expect(
      res.json.response.map((b: { code: string; product_count: number; seo_link: string }) => [
        b.code,
        b.product_count,
        b.seo_link,
      ]),
    ).toEqual([
      ["alfa", 2, "marka-alfa-en"],
      ["beta", 2, "marka-beta-en"],
    ]);
    const alfa = await get("/brand/getBySeoLink/marka-alfa");
    expect(alfa.json.response).toMatchObject({
      id: ids.alfa,
      name: "Alfa",
      description: "Alfa tr",
      product_count: 2,
    });
    expect(alfa.json.response.alternates).toHaveLength(3);
    expect(
      (await get("/brand/getBySeoLink/marka-alfa-ar?language=en")).json.response,
    ).toMatchObject({ id: ids.alfa, seo_link: "marka-alfa-en" });
    expect((await get(`/brand/${ids.gamma}`)).status).toBe(404);
    expect((await get(`/brand/${ids.beta}?language=ar`)).json.response.seo_link).toBe(
      "marka-beta-ar",
    );
  });

  it("campaign/active: running campaigns with amounts in the requested currency", async () => {
    const res = await get("/campaign/active?currency=2&language=en");
    expect(res.json.response).toEqual([
      expect.objectContaining({
        id: ids.campaign,
        name: "Alfa en",
        type: "cart_amount",
        discount_amount: 100,
        min_cart_amount: 1_000,
        currency_code: "USD",
        brand: { id: ids.alfa, name: "Alfa", seo_link: "marka-alfa-en" },
        category: null,
        ends_at: null,
      }),
    ]);
  });
});

describe("pages/resolve/{seo}", () => {
  it.each([
    ["urun-p1-en", "en", "product", "P1"],
    ["kat-a-tr", "tr", "category", "A"],
    ["marka-alfa-ar", "ar", "brand", "alfa"],
    ["sayfa-en", "en", "content", "content"],
    ["yazi-ar", "ar", "blog_post", "post"],
  ])("%s (%s) is a %s", async (seo, lang, kind, key) => {
    const res = await get(`/pages/resolve/${encodeURIComponent(seo)}?language=${lang}`);
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ kind, id: ids[key], seo_link: seo });
    expect(res.json.response.alternates.map((a: { language: string }) => a.language)).toEqual([
      "tr",
      "en",
      "ar",
    ]);
  });

  it("answers the record its page shows, as that record's own routes do", async () => {
    const cases = [
      ["urun-p1-en", "product", post("/product/getProductBySeoLink/urun-p1-en?language=en")],
      ["kat-a-en", "category", get(`/category/${ids.A}?language=en`)],
      ["marka-alfa-en", "brand", get(`/brand/${ids.alfa}?language=en`)],
      ["sayfa-en", "content", get(`/contents/${ids.content}?language=en`)],
      ["yazi-en", "post", get(`/blog/${ids.post}?language=en`)],
      ["yazi-en", "others", get(`/blog/otherBlogs/3?exclude=${ids.post}&language=en`)],
    ] as const;
    for (const [seo, key, own] of cases) {
      const page = (await get(`/pages/resolve/${seo}?language=en`)).json.response;
      expect(page[key], `${seo} ${key}`).toEqual((await own).json.response);
    }
  });

  it("answers a content page with the pages of its category", async () => {
    const page = (await get("/pages/resolve/sayfa-en?language=en")).json.response;
    const groups = (await get("/contents?language=en")).json.response as Array<{
      category: { id: number } | null;
      contents: unknown[];
    }>;
    const own = groups.find((group) => group.category?.id === page.content.category.id);
    expect(page.siblings).toEqual(own?.contents);
    expect(page.siblings).toContainEqual(expect.objectContaining({ id: ids.content }));
  });

  it("another language's link finds its page with the asked language's link", async () => {
    const res = await get("/pages/resolve/urun-p1-en?language=tr");
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      kind: "product",
      id: ids.P1,
      seo_link: "urun-p1-tr",
    });
  });

  it("a product not written in the language is shown at its Turkish link, listed as written in Turkish only", async () => {
    const others = and(
      eq(productTranslations.productId, ids.P1 as number),
      ne(productTranslations.languageCode, "tr"),
    );
    const saved = await api.db.select().from(productTranslations).where(others);
    await api.db.delete(productTranslations).where(others);
    try {
      const res = await get("/pages/resolve/urun-p1-tr?language=en");
      expect(res.status).toBe(200);
      expect(res.json.response).toMatchObject({ kind: "product", seo_link: "urun-p1-tr" });
      expect(res.json.response.alternates).toEqual([{ language: "tr", seo_link: "urun-p1-tr" }]);
    } finally {
      await api.db.insert(productTranslations).values(saved);
    }
  });

  it("only shown pages, else 404", async () => {
    expect((await get("/pages/resolve/urun-p5-tr")).status).toBe(404);
    expect((await get("/pages/resolve/kat-e-tr")).status).toBe(404);
    const none = await get("/pages/resolve/nothing-here?language=ar");
    expect(none.status).toBe(404);
    expect(none.json.code).toBe("record_not_found");
  });
});

describe("xml/", () => {
  it("entries: every shown page with its links and last change", async () => {
    const res = await get("/xml/entries?language=en");
    const entries = res.json.response as Array<{
      kind: string;
      id: number;
      seo_link: string;
      updated_at: string;
    }>;
    const products = entries.filter((e) => e.kind === "product").map((e) => e.id);
    expect(new Set(products)).toEqual(new Set([ids.P1, ids.P2, ids.P3, ids.P4, ids.P7]));
    expect(entries.filter((e) => e.kind === "category").map((e) => e.id)).not.toContain(ids.E);
    expect(entries.some((e) => e.kind === "brand" && e.id === ids.gamma)).toBe(false);
    expect(entries.find((e) => e.kind === "content" && e.id === ids.content)?.seo_link).toBe(
      "sayfa-en",
    );
    expect(entries.find((e) => e.kind === "blog_post")).toMatchObject({
      id: ids.post,
      seo_link: "yazi-en",
    });
    expect(entries[0]?.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("products: the feed in a language and currency", async () => {
    const res = await get("/xml/products?language=en&currency=2");
    const rows = res.json.response as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual([ids.P1, ids.P2, ids.P3, ids.P4, ids.P7]);
    expect(rows[0]).toEqual({
      id: ids.P1,
      sku: "T-P1",
      title: "P1 name en",
      description: "P1 & description en",
      link: "/en/urun-p1-en",
      image: "/u/p1-a-l.webp",
      additional_images: ["/u/p1-b-l.webp"],
      price: 300,
      sale_price: 250,
      currency_code: "USD",
      availability: "in_stock",
      brand: "Alfa",
      gtin: "8690000000011",
      mpn: "T-P1",
      condition: "new",
      category_path: "A en > B en > C en",
    });
    expect(rows[1]).toMatchObject({ availability: "out_of_stock", sale_price: null, price: 500 });
    const tr = await get("/xml/products");
    expect((tr.json.response[0] as { link: string }).link).toBe("/urun-p1-tr");
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue's routes", async () => {
    const doc = (await get("/openapi.json")).json;
    for (const path of [
      "/api/v1/product/getCategoryProducts",
      "/api/v1/product/getFilters",
      "/api/v1/product/getProductBySeoLink/{seo}",
      "/api/v1/product/productLetMeNow/{id}",
      "/api/v1/product/addProductComment",
      "/api/v1/product/addProductQuestion",
      "/api/v1/product/comment/approve/{id}",
      "/api/v1/product/question/answer/{id}",
      "/api/v1/category/tree",
      "/api/v1/brand/getBrands",
      "/api/v1/pages/resolve/{seo}",
      "/api/v1/xml/products",
      "/api/v1/campaign/active",
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
