// The demo catalogue in the database: categories, brands and models, suppliers, properties, the
// products composed by products.ts with translations, pictures, facets and sub-products, and the
// showcases the page layouts place.
import { inArray } from "drizzle-orm";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  models,
  productImages,
  productPersonalizations,
  productPersonalizationTranslations,
  productPropertyValues,
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
  suppliers,
} from "../../db/schema/index.ts";
import type { DemoImages, ImagePaths } from "./images.ts";
import { hexOf, type ProductSeed } from "./products.ts";
import { BRANDS, SUPPLIERS } from "./texts/brands.ts";
import { CATEGORIES } from "./texts/categories.ts";
import { PERSONALIZATIONS } from "./texts/personalizations.ts";
import { PROPERTIES } from "./texts/properties.ts";
import { LANGS, map3, slugify, type T3, t3 } from "./util.ts";
import { daysAgo, idsByCode, insertMany, must, type Tx } from "./write.ts";

export interface CatalogueIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  products: Map<string, number>;
  /** "property:value" → property_values.id */
  values: Map<string, number>;
  showcases: Map<string, number>;
}

async function seedCategories(tx: Tx, pictures: Map<string, ImagePaths>) {
  // Parents before children: one statement per depth of the tree.
  let ids = new Map<string, number>();
  let level = CATEGORIES.filter((c) => !c.parent);
  while (level.length) {
    await insertMany(
      tx,
      categories,
      level.map((c) => ({
        code: c.code,
        parentId: c.parent ? must(ids, c.parent, "category") : null,
        sortOrder: CATEGORIES.indexOf(c),
        imagePath: pictures.get(c.code)?.pathM ?? null,
      })),
    );
    ids = await idsByCode(tx, categories);
    const codes = new Set(level.map((c) => c.code));
    level = CATEGORIES.filter((c) => c.parent && codes.has(c.parent));
  }
  await insertMany(
    tx,
    categoryTranslations,
    CATEGORIES.flatMap((c) => {
      const slug = c.slug ?? map3((l) => c.name[l]);
      return LANGS.map((lang) => ({
        categoryId: must(ids, c.code, "category"),
        languageCode: lang,
        name: c.name[lang],
        description: `<p>${c.description[lang]}</p>`,
        seoTitle: c.name[lang],
        seoKeywords: c.name[lang],
        seoDescription: c.description[lang],
        seoLink: slugify(slug[lang], lang),
      }));
    }),
  );
  return ids;
}

async function seedBrands(tx: Tx, images: DemoImages) {
  await insertMany(
    tx,
    brands,
    BRANDS.map((b, i) => ({
      code: b.code,
      name: b.name,
      isFeatured: b.featured,
      sortOrder: i,
      logoPath: images.logo("brands", b.code, b.name, b.colour),
    })),
  );
  const ids = await idsByCode(tx, brands);
  await insertMany(
    tx,
    brandTranslations,
    BRANDS.flatMap((b) =>
      LANGS.map((lang) => ({
        brandId: must(ids, b.code, "brand"),
        languageCode: lang,
        description: `<p>${b.description[lang]}</p>`,
        seoTitle: b.name,
        seoDescription: b.description[lang],
        // A brand keeps its own (Latin) name in every language's link: /ar/lavanta.
        seoLink: slugify(b.name, "tr"),
      })),
    ),
  );
  await insertMany(
    tx,
    models,
    BRANDS.flatMap((b) =>
      (b.models ?? []).map((name) => ({
        brandId: must(ids, b.code, "brand"),
        code: `${b.code}-${slugify(name, "en")}`,
        name,
      })),
    ),
  );
  await insertMany(
    tx,
    suppliers,
    SUPPLIERS.map((s) => ({ ...s })),
  );
  return ids;
}

async function seedProperties(tx: Tx) {
  await insertMany(
    tx,
    properties,
    PROPERTIES.map((p, i) => ({
      code: p.code,
      display: p.display,
      isFilter: p.isFilter,
      sortOrder: i,
    })),
  );
  const propertyIds = await idsByCode(tx, properties);
  await insertMany(
    tx,
    propertyTranslations,
    PROPERTIES.flatMap((p) =>
      LANGS.map((lang) => ({
        propertyId: must(propertyIds, p.code, "property"),
        languageCode: lang,
        name: p.name[lang],
      })),
    ),
  );
  await insertMany(
    tx,
    propertyValues,
    PROPERTIES.flatMap((p) =>
      p.values.map((v, i) => ({
        propertyId: must(propertyIds, p.code, "property"),
        code: v.code,
        swatchHex: v.hex ?? null,
        sortOrder: i,
      })),
    ),
  );
  const codeOf = new Map([...propertyIds].map(([code, id]) => [id, code]));
  const values = new Map(
    (
      await tx
        .select({
          id: propertyValues.id,
          code: propertyValues.code,
          propertyId: propertyValues.propertyId,
        })
        .from(propertyValues)
    ).map((v) => [`${codeOf.get(v.propertyId)}:${v.code}`, v.id]),
  );
  await insertMany(
    tx,
    propertyValueTranslations,
    PROPERTIES.flatMap((p) =>
      p.values.flatMap((v) =>
        LANGS.map((lang) => ({
          propertyValueId: must(values, `${p.code}:${v.code}`, "property value"),
          languageCode: lang,
          name: v.name[lang],
        })),
      ),
    ),
  );
  return { propertyIds, values };
}

const SHOWCASES: Array<{
  code: string;
  kind: "manual" | "newest" | "best_selling" | "discounted" | "category";
  category?: string;
  limit: number;
  title: T3;
}> = [
  {
    code: "one-cikanlar",
    kind: "manual",
    limit: 12,
    title: t3("Öne Çıkanlar", "Featured", "منتجات مميزة"),
  },
  {
    code: "yeni-gelenler",
    kind: "newest",
    limit: 12,
    title: t3("Yeni Gelenler", "New Arrivals", "وصل حديثاً"),
  },
  {
    code: "cok-satanlar",
    kind: "best_selling",
    limit: 12,
    title: t3("Çok Satanlar", "Best Sellers", "الأكثر مبيعاً"),
  },
  {
    code: "indirimdekiler",
    kind: "discounted",
    limit: 12,
    title: t3("İndirimdekiler", "On Sale", "تخفيضات"),
  },
  {
    code: "elektronik-firsatlari",
    kind: "category",
    category: "elektronik",
    limit: 8,
    title: t3("Elektronik Fırsatları", "Electronics Deals", "عروض الإلكترونيات"),
  },
];

/** Writes the catalogue; `items` come from buildProducts(). */
export async function seedCatalogue(
  tx: Tx,
  images: DemoImages,
  items: ProductSeed[],
  now: Date,
): Promise<CatalogueIds> {
  // Every picture, registered before any row refers to it.
  const pictures = items.map((p) =>
    p.images.map((i) => images.product(i.visual, i.colour, hexOf(i.colour), i.view)),
  );
  // A category's picture: the first product of it (or of its first descendant with products).
  const categoryPicture = new Map<string, ImagePaths>();
  items.forEach((p, k) => {
    let code: string | undefined = p.category;
    while (code) {
      if (!categoryPicture.has(code)) categoryPicture.set(code, pictures[k]?.[0] as ImagePaths);
      code = CATEGORIES.find((c) => c.code === code)?.parent;
    }
  });

  const categoryIds = await seedCategories(tx, categoryPicture);
  const brandIds = await seedBrands(tx, images);
  const { propertyIds, values } = await seedProperties(tx);
  const modelIds = await idsByCode(tx, models);
  const supplierIds = await idsByCode(tx, suppliers);

  // Products seeded before keep what they have (an admin may have changed their pictures or
  // texts since): only new ones get their rows below.
  const existing = new Set(
    (
      await tx
        .select({ sku: products.sku })
        .from(products)
        .where(
          inArray(
            products.sku,
            items.map((p) => p.sku),
          ),
        )
    ).map((r) => r.sku),
  );
  await insertMany(
    tx,
    products,
    items.map((p, k) => {
      const created = daysAgo(now, p.ageDays);
      return {
        sku: p.sku,
        barcode: p.barcode,
        categoryId: must(categoryIds, p.category, "category"),
        brandId: must(brandIds, p.brand, "brand"),
        modelId: p.model ? must(modelIds, p.model, "model") : null,
        supplierId: must(supplierIds, p.supplier, "supplier"),
        currencyId: 1,
        vatRate: p.vatRate,
        buyingPrice: p.buyingPrice,
        sellingPrice: p.sellingPrice,
        cashPrice: p.cashPrice,
        listPrice: p.listPrice,
        stock: p.stock,
        stockUnit: p.stockUnit,
        weightGrams: p.weightGrams,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        depthMm: p.depthMm,
        desi: p.desi,
        isNew: p.isNew,
        freeShipping: p.freeShipping,
        minOrderQuantity: p.minOrderQuantity,
        maxOrderQuantity: p.maxOrderQuantity,
        expiryDate: p.expiryDate,
        option1PropertyId: p.options ? must(propertyIds, p.options[0], "property") : null,
        option2PropertyId: p.options ? must(propertyIds, p.options[1], "property") : null,
        sortOrder: k,
        salesCount: p.salesCount,
        viewCount: p.viewCount,
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
  const productIds = new Map(
    (
      await tx
        .select({ id: products.id, code: products.sku })
        .from(products)
        .where(
          inArray(
            products.sku,
            items.map((p) => p.sku),
          ),
        )
    ).map((r) => [r.code, r.id]),
  );
  const idOf = (p: ProductSeed) => must(productIds, p.sku, "product");
  const fresh = items.flatMap((p, k) => (existing.has(p.sku) ? [] : [{ p, k }]));

  await insertMany(
    tx,
    productTranslations,
    fresh.flatMap(({ p }) =>
      LANGS.map((lang) => ({ productId: idOf(p), languageCode: lang, ...p.texts[lang] })),
    ),
  );
  await insertMany(
    tx,
    productImages,
    fresh.flatMap(({ p, k }) =>
      p.images.map((image, sortOrder) => ({
        productId: idOf(p),
        propertyValueId: image.colourFacet ? must(values, `renk:${image.colour}`, "colour") : null,
        sortOrder,
        ...(pictures[k]?.[sortOrder] as ImagePaths),
      })),
    ),
  );
  await insertMany(
    tx,
    productPropertyValues,
    fresh.flatMap(({ p }) =>
      p.facets.map((facet) => ({
        productId: idOf(p),
        propertyValueId: must(values, facet, "facet"),
      })),
    ),
  );
  await insertMany(
    tx,
    subProducts,
    fresh.flatMap(({ p }) =>
      p.subProducts.map((s, sortOrder) => ({
        productId: idOf(p),
        code: s.code,
        barcode: s.barcode,
        option1ValueId: must(values, s.option1, "option"),
        option2ValueId: s.option2 ? must(values, s.option2, "option") : null,
        stock: s.stock,
        sellingPrice: s.sellingPrice,
        sortOrder,
      })),
    ),
  );

  for (const { p } of fresh) {
    for (const [sortOrder, seed] of (PERSONALIZATIONS[p.sku.split("-")[0] ?? ""] ?? []).entries()) {
      const [row] = await tx
        .insert(productPersonalizations)
        .values({
          productId: idOf(p),
          price: seed.price,
          maxLength: seed.maxLength,
          isRequired: seed.required,
          sortOrder,
        })
        .returning({ id: productPersonalizations.id });
      if (!row) throw new Error("demo seed: personalisation not written");
      await insertMany(
        tx,
        productPersonalizationTranslations,
        LANGS.map((lang) => ({
          personalizationId: row.id,
          languageCode: lang,
          name: seed.name[lang],
          hint: seed.hint?.[lang] ?? null,
        })),
      );
    }
  }

  await insertMany(
    tx,
    showcases,
    SHOWCASES.map((s, i) => ({
      code: s.code,
      kind: s.kind,
      categoryId: s.category ? must(categoryIds, s.category, "category") : null,
      productLimit: s.limit,
      sortOrder: i,
    })),
  );
  const showcaseIds = await idsByCode(tx, showcases);
  await insertMany(
    tx,
    showcaseTranslations,
    SHOWCASES.flatMap((s) =>
      LANGS.map((lang) => ({
        showcaseId: must(showcaseIds, s.code, "showcase"),
        languageCode: lang,
        title: s.title[lang],
      })),
    ),
  );
  // The hand-picked showcase: twelve in-stock products spread over the departments.
  const firstOfCategory: ProductSeed[] = [];
  for (const p of items) {
    if (p.stock > 0 && !firstOfCategory.some((f) => f.category === p.category))
      firstOfCategory.push(p);
  }
  const featured = Array.from(
    { length: Math.min(12, firstOfCategory.length) },
    (_, i) => firstOfCategory[Math.floor((i * firstOfCategory.length) / 12)] as ProductSeed,
  );
  await insertMany(
    tx,
    showcaseProducts,
    featured.map((p, sortOrder) => ({
      showcaseId: must(showcaseIds, "one-cikanlar", "showcase"),
      productId: idOf(p),
      sortOrder,
    })),
  );

  return {
    categories: categoryIds,
    brands: brandIds,
    products: productIds,
    values,
    showcases: showcaseIds,
  };
}
