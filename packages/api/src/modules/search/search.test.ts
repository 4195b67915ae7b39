import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client } from "../../../test/harness.ts";
import type { Database } from "../../db/client.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  productImages,
  products,
  productTranslations,
} from "../../db/schema/index.ts";
import { looseFold, searchWords, turkishPrefix } from "./search.service.ts";

const api = apiForFile();
const ids: Record<string, number> = {};

type Names = { tr: string; en: string; ar: string };

async function category(db: Database, code: string, names: Names) {
  const [row] = await db.insert(categories).values({ code }).returning({ id: categories.id });
  const id = row?.id as number;
  await db.insert(categoryTranslations).values(
    (["tr", "en", "ar"] as const).map((lang) => ({
      categoryId: id,
      languageCode: lang,
      name: names[lang],
      seoLink: `srch-${code}-${lang}`,
    })),
  );
  return id;
}

async function brand(db: Database, code: string, name: string) {
  const [row] = await db.insert(brands).values({ code, name }).returning({ id: brands.id });
  const id = row?.id as number;
  await db.insert(brandTranslations).values(
    (["tr", "en", "ar"] as const).map((lang) => ({
      brandId: id,
      languageCode: lang,
      seoLink: `srch-brand-${code}-${lang}`,
    })),
  );
  return id;
}

async function product(
  db: Database,
  sku: string,
  input: {
    categoryId: number;
    brandId?: number;
    names: Names;
    descriptions?: Partial<Names>;
    price?: number;
    salesCount?: number;
    stock?: number;
  },
) {
  const [row] = await db
    .insert(products)
    .values({
      sku,
      categoryId: input.categoryId,
      brandId: input.brandId ?? null,
      vatRate: 20,
      sellingPrice: input.price ?? 100_000,
      listPrice: (input.price ?? 100_000) + 20_000,
      stock: input.stock ?? 5,
      salesCount: input.salesCount ?? 0,
    })
    .returning({ id: products.id });
  const id = row?.id as number;
  await db.insert(productTranslations).values(
    (["tr", "en", "ar"] as const).map((lang) => ({
      productId: id,
      languageCode: lang,
      name: input.names[lang],
      description: input.descriptions?.[lang] ?? null,
      seoLink: `srch-${sku}-${lang}`,
    })),
  );
  await db.insert(productImages).values({
    productId: id,
    path: `/uploads/p/${sku}-l.webp`,
    pathM: `/uploads/p/${sku}-m.webp`,
    pathS: `/uploads/p/${sku}-s.webp`,
  });
  ids[sku] = id;
  return id;
}

beforeAll(async () => {
  const db = api.db;
  const shoes = await category(db, "srch-shoes", { tr: "Ayakkabı", en: "Shoes", ar: "أحذية" });
  const bags = await category(db, "srch-bags", { tr: "Çanta", en: "Bags", ar: "حقائب" });
  const home = await category(db, "srch-home", { tr: "Aydınlatma", en: "Lighting", ar: "إضاءة" });
  const jewels = await category(db, "srch-jewels", { tr: "Takı", en: "Jewellery", ar: "مجوهرات" });
  const furniture = await category(db, "srch-furniture", {
    tr: "Mobilya",
    en: "Furniture",
    ar: "أثاث",
  });
  const nova = await brand(db, "srch-nova", "Novaterra");
  const lumo = await brand(db, "srch-lumo", "Lumora");
  await product(db, "shoe-leather", {
    categoryId: shoes,
    brandId: nova,
    names: { tr: "Deri Ayakkabı", en: "Leather Shoe", ar: "حذاء جلدي" },
    descriptions: { tr: "Hakiki deri, kauçuk taban." },
    salesCount: 3,
  });
  await product(db, "shoe-running", {
    categoryId: shoes,
    names: { tr: "Koşu Ayakkabısı", en: "Running Shoes", ar: "أحذية رياضية" },
    salesCount: 50,
  });
  await product(db, "bag-leather", {
    categoryId: bags,
    names: { tr: "Deri Çanta", en: "Leather Bag", ar: "حقيبة جلدية" },
    salesCount: 1,
  });
  await product(db, "bag-strap", {
    categoryId: bags,
    names: { tr: "Deri Çanta Askısı", en: "Leather Bag Strap", ar: "حزام حقيبة جلدي" },
    salesCount: 90,
  });
  await product(db, "bag-backpack", {
    categoryId: bags,
    names: { tr: "Sırt Çantası", en: "Backpack", ar: "حقيبة ظهر" },
    descriptions: { tr: "Deri çanta görünümlü, hafif sırt çantası. Deri çanta sevenlere." },
    salesCount: 200,
  });
  await product(db, "light-chain", {
    categoryId: home,
    brandId: lumo,
    names: { tr: "Işık Zinciri", en: "Fairy Light Chain", ar: "سلسلة أضواء" },
  });
  await product(db, "armchair", {
    categoryId: furniture,
    names: { tr: "Berjer Koltuk", en: "Wing Armchair", ar: "كرسي بذراعين" },
  });
  await product(db, "pearl-necklace", {
    categoryId: jewels,
    names: { tr: "İnci Kolye", en: "Pearl Necklace", ar: "قلادة لؤلؤ" },
  });
  const retired = await product(db, "shoe-retired", {
    categoryId: shoes,
    brandId: nova,
    names: { tr: "Deri Çanta Ayakkabı", en: "Leather Bag Shoe", ar: "حذاء حقيبة" },
    salesCount: 500,
  });
  await db.update(products).set({ isActive: false }).where(sql`${products.id} = ${retired}`);
});

const searchCall = (text: string, query = "language=tr") =>
  call(api, "GET", `/search/normal-search/${encodeURIComponent(text)}?${query}`);
const suggestCall = (text: string, query = "language=tr") =>
  call(api, "GET", `/search/elastic-search/${encodeURIComponent(text)}?${query}`);
const skus = (res: { json: { response: { products: Array<{ sku: string }> } } }) =>
  res.json.response.products.map((p) => p.sku);

describe("words of a search text", () => {
  it("folds the way the database folds, and finds a Turkish word's stem prefix", () => {
    expect(looseFold("IŞIK ışık Çanta İNCİ أحذية")).toBe("isik isik canta inci احذيه");
    expect(turkishPrefix("ayakkabilar")).toBe("ayakkabi");
    expect(turkishPrefix("cantasi")).toBe("canta");
    expect(turkishPrefix("kitabi")).toBe("kita");
    expect(turkishPrefix("deri")).toBe("deri");
    const words = searchWords("  '; DROP TABLE x;-- a  IŞIK ", "tr");
    expect(words.map((w) => w.word)).toEqual(["drop", "table", "ışık"]);
    expect(words.every((w) => /^[\p{L}\p{N}]+:\*$/u.test(w.prefix))).toBe(true);
  });
});

describe("search/normal-search", () => {
  it("finds the stem of an inflected Turkish word (ayakkabılar → ayakkabı)", async () => {
    const res = await searchCall("ayakkabılar");
    expect(res.status).toBe(200);
    expect(skus(res)).toEqual(expect.arrayContaining(["shoe-leather", "shoe-running"]));
    expect(res.json.response.did_you_mean).toBeNull();
    const res2 = await searchCall("çantaları");
    expect(skus(res2)).toEqual(expect.arrayContaining(["bag-leather", "bag-backpack"]));
  });

  it("folds dotted and dotless I the Turkish way", async () => {
    for (const text of ["IŞIK", "ışık", "Işık", "isik"]) {
      const res = await searchCall(text);
      expect(skus(res), text).toEqual(["light-chain"]);
    }
    for (const text of ["İNCİ", "inci"]) {
      const res = await searchCall(text);
      expect(skus(res), text).toEqual(["pearl-necklace"]);
    }
  });

  it("tolerates a typo and says what was meant", async () => {
    const res = await searchCall("ayakabı");
    expect(res.status).toBe(200);
    expect(skus(res)).toContain("shoe-leather");
    expect(res.json.response.did_you_mean).toBe("ayakkabı");
    const res2 = await searchCall("deri çanra");
    expect(skus(res2)[0]).toBe("bag-leather");
    expect(res2.json.response.did_you_mean).toBe("deri çanta");
    // A word the shop knows is not stretched to similar ones: "kolye" never brings "koltuk".
    const known = await searchCall("kolye");
    expect(skus(known)).toEqual(["pearl-necklace"]);
    expect(known.json.response.did_you_mean).toBeNull();
  });

  it("searches English and Arabic in their own language", async () => {
    const en = await searchCall("shoe", "language=en");
    expect(skus(en)).toEqual(expect.arrayContaining(["shoe-leather", "shoe-running"]));
    expect(en.json.response.products[0].name).toMatch(/Shoe/);
    const ar = await searchCall("الحقيبة", "language=ar");
    expect(skus(ar)).toEqual(expect.arrayContaining(["bag-leather", "bag-backpack"]));
    expect(ar.json.response.did_you_mean).toBeNull();
    // Written without the hamza, as shoppers often type it.
    const ar2 = await searchCall("احذية رياضية", "language=ar");
    expect(skus(ar2)[0]).toBe("shoe-running");
  });

  it("ranks the exact name first, then by relevance before sales", async () => {
    const res = await searchCall("Deri Çanta");
    const found = skus(res);
    expect(found[0]).toBe("bag-leather");
    expect(found).toEqual(expect.arrayContaining(["bag-strap", "bag-backpack"]));
    // The strap has the words in its name; the backpack only in its description.
    expect(found.indexOf("bag-strap")).toBeLessThan(found.indexOf("bag-backpack"));
  });

  it("matches a brand or category word together with a name word", async () => {
    const res = await searchCall("novaterra deri");
    expect(skus(res)).toEqual(["shoe-leather"]);
    const res2 = await searchCall("aydınlatma");
    expect(skus(res2)).toEqual(["light-chain"]);
  });

  it("ignores a stop word, and never finds an inactive product by any of its words", async () => {
    const plain = await searchCall("deri çanta");
    const withStop = await searchCall("deri ve çanta");
    expect(skus(withStop)).toEqual(skus(plain));
    for (const text of ["deri çanta ayakkabı", "novaterra", "ayakkabı", "deri cnta ayakkabı"]) {
      expect(skus(await searchCall(text)), text).not.toContain("shoe-retired");
    }
  });

  it("answers product cards in the asked currency, with paging", async () => {
    const res = await searchCall("çanta", "language=tr&currency=2&limit=2&page=1");
    const body = res.json.response;
    expect(body.total).toBe(3);
    expect(body.page_count).toBe(2);
    expect(body.products).toHaveLength(2);
    expect(body.products[0]).toMatchObject({
      currency_id: 2,
      currency_code: "USD",
      price: 2410, // 1.000,00 ₺ at 41,50
      old_price: 2892,
      in_stock: true,
      image: { path_s: expect.stringMatching(/^\/uploads\/p\/.+-s\.webp$/) },
      rating: { average: 0, count: 0 },
    });
    const page2 = await searchCall("çanta", "language=tr&limit=2&page=2");
    expect(page2.json.response.products).toHaveLength(1);
  });

  it("gives sane answers to odd input and never runs it as SQL", async () => {
    for (const text of ["a", "%", "\\", ":*&|!()", "' OR 1=1 --", "'; DROP TABLE products;--"]) {
      const res = await searchCall(text);
      expect(res.status, text).toBe(200);
      expect(res.json.response.products, text).toEqual([]);
    }
    const [{ n }] = (
      (await api.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    expect(n).toBe(9);

    const blank = await searchCall("   ");
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({
      success: false,
      code: "validation_error",
      fields: [{ field: "text", in: "path", code: "required" }],
    });
    const none = await call(api, "GET", "/search/normal-search/?language=en");
    expect(none.status).toBe(400);
    expect(none.json.fields[0]).toMatchObject({ field: "text", code: "required" });
    const long = await searchCall("x".repeat(500));
    expect(long.status).toBe(400);
    expect(long.json.fields[0]).toMatchObject({ field: "text", code: "too_long" });
    const badPage = await searchCall("deri", "page=0");
    expect(badPage.status).toBe(400);
    expect(badPage.json.fields[0]).toMatchObject({ field: "page", in: "query" });
    // 200 characters of words is accepted and finds nothing.
    const words = await searchCall("kelime ".repeat(28).trim());
    expect(words.status).toBe(200);
    expect(words.json.response.total).toBe(0);
  });
});

describe("search/elastic-search", () => {
  it("suggests products, categories and brands from the first letters", async () => {
    const res = await suggestCall("ayak");
    expect(res.status).toBe(200);
    const body = res.json.response;
    expect(body.products.map((p: { sku: string }) => p.sku)).toEqual(
      expect.arrayContaining(["shoe-leather", "shoe-running"]),
    );
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.categories).toEqual([
      { id: expect.any(Number), name: "Ayakkabı", seo_link: "srch-srch-shoes-tr" },
    ]);
    const brandRes = await suggestCall("nova", "language=en");
    expect(brandRes.json.response.brands).toEqual([
      { id: expect.any(Number), name: "Novaterra", seo_link: "srch-brand-srch-nova-en" },
    ]);
    expect(brandRes.json.response.products.map((p: { name: string }) => p.name)).toEqual([
      "Leather Shoe",
    ]);
  });

  it("suggests products for a typo too, beside the names that match as typed", async () => {
    const res = await suggestCall("ayakabı");
    const body = res.json.response;
    expect(body.products.map((p: { sku: string }) => p.sku)).toEqual(
      expect.arrayContaining(["shoe-leather", "shoe-running"]),
    );
    expect(body.products.map((p: { sku: string }) => p.sku)).not.toContain("shoe-retired");
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(["Ayakkabı"]);
  });

  it("offers most searched terms that match, and nothing for nothing", async () => {
    await searchCall("koşu ayakkabısı");
    await searchCall("koşu ayakkabısı");
    const res = await suggestCall("koş");
    expect(res.json.response.terms).toEqual(
      expect.arrayContaining([{ term: "koşu ayakkabısı", count: expect.any(Number) }]),
    );
    const empty = await suggestCall("?");
    expect(empty.status).toBe(200);
    expect(empty.json.response).toEqual({
      query: "?",
      products: [],
      categories: [],
      brands: [],
      terms: [],
    });
  });
});

describe("search/getMostSearch", () => {
  it("counts searches with results per language, most searched first", async () => {
    for (let i = 0; i < 3; i++) await searchCall("backpack", "language=en");
    for (let i = 0; i < 2; i++) await searchCall("Leather", "language=en");
    await searchCall("leather", "language=en&page=2"); // later pages do not count
    await searchCall("zzqxv", "language=en"); // no result: not counted
    await searchCall("bakpack", "language=en"); // typo: counted under the correction
    const res = await answerOf(
      client(api).search.getMostSearch.$get({ query: { language: "en" } }),
    );
    expect(res.status).toBe(200);
    const terms: Array<{ term: string; count: number }> = res.json.response;
    expect(terms.slice(0, 2)).toEqual([
      { term: "backpack", count: 4 },
      { term: "leather", count: 2 },
    ]);
    expect(terms.map((t) => t.term)).not.toContain("zzqxv");
    expect(terms.map((t) => t.term)).not.toContain("bakpack");
    const tr = await answerOf(
      client(api).search.getMostSearch.$get({ query: { language: "tr", limit: "50" } }),
    );
    expect(tr.json.response.map((t: { term: string }) => t.term)).not.toContain("backpack");
    const bad = await answerOf(client(api).search.getMostSearch.$get({ query: { limit: "500" } }));
    expect(bad.status).toBe(400);
  });
});
