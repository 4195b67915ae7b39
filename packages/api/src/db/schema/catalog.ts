// The catalogue: categories (a tree), brands, models, suppliers, properties used as filters and
// as the two attributes of sub-products, products with their translations, images and
// sub-products, showcases, product questions, comments and back-in-stock requests.
//
// Conventions shared by catalog.ts, content.ts and commerce.ts:
// - Texts a shopper reads live in a `*_translations` table keyed by (owner id, language code),
//   so adding a language is adding rows, never columns. Each one that a page is reached by
//   carries a `seo_link`, unique per language.
// - Money is integer minor units (kuruş, cent) in `bigint` columns read as JS numbers (exact up to
//   2^53), in the currency named by the row's `currency_id`. Selling, cash and list prices are
//   gross (VAT included), as Turkish shelves show them; the buying price is the supplier's net cost.
// - Every table has a stable natural key (`code`, `sku`, ...) so that the demo seed and imports
//   can upsert without duplicates.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STOCK_UNIT_CODES } from "../../contract/admin-catalog.ts";
import { customers } from "./identity.ts";
import { currencies, languages } from "./locale.ts";

export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A translation's language (tr, en, ar, ...): a language is deactivated, not deleted. */
export const languageCode = (name = "language_code") =>
  text(name)
    .notNull()
    .references(() => languages.code, { onDelete: "restrict", onUpdate: "cascade" });

/** The currency a row's money columns are in (1 TRY, 2 USD, 3 EUR). */
export const currencyId = () =>
  smallint("currency_id")
    .notNull()
    .default(1)
    .references(() => currencies.id, { onDelete: "restrict" });

/** A customer reference; what happens to the row when the account is deleted is the caller's. */
export const customerId = (onDelete: "cascade" | "set null", name = "customer_id") =>
  integer(name).references(() => customers.id, { onDelete });

/** The SEO columns every page-reachable translation carries. */
export const seoColumns = () => ({
  seoTitle: text("seo_title"),
  seoKeywords: text("seo_keywords"),
  seoDescription: text("seo_description"),
  seoLink: text("seo_link").notNull(),
});

/**
 * A weighted full-text vector over a translation row, in the row's own language's configuration.
 * Turkish text is folded first (I → ı, İ → i) because lower() in a C or English locale folds the
 * dotless and dotted capitals the English way, so "IŞIK" would never meet "ışık". Queries must
 * fold their words the same way (and use the same configuration) to match.
 */
export function searchVectorSql(weighted: Array<[column: string, weight: "A" | "B" | "C" | "D"]>) {
  const config = sql.raw(
    "(CASE language_code WHEN 'tr' THEN 'turkish'::regconfig WHEN 'en' THEN 'english'::regconfig" +
      " WHEN 'ar' THEN 'arabic'::regconfig ELSE 'simple'::regconfig END)",
  );
  const parts = weighted.map(([column, weight]) => {
    const folded = sql.raw(
      `(CASE language_code WHEN 'tr' THEN translate(coalesce("${column}", ''), 'Iİ', 'ıi') ELSE coalesce("${column}", '') END)`,
    );
    return sql`setweight(to_tsvector(${config}, ${folded}), ${sql.raw(`'${weight}'`)})`;
  });
  return sql.join(parts, sql` || `);
}

/**
 * The loose form of a text that search compares by trigram similarity and word prefix: lower
 * case, with the Turkish letters written as shoppers type them without a Turkish keyboard
 * (ı, İ, I → i; ç → c; ğ → g; ö → o; ş → s; ü → u; â, î, û → a, i, u) and Arabic written the
 * forgiving way (أ إ آ ٱ → ا, ى → ي, ة → ه, short vowels and tatweel dropped). The search module
 * folds the shopper's words with the same table (`looseFold`), so both sides always agree.
 */
export const LOOSE_FOLD_FROM =
  "İIıÇĞÖŞÜÂÎÛçğöşüâîûأإآٱىة\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0640";
export const LOOSE_FOLD_TO = "iiicgosuaiucgosuaiu\u0627\u0627\u0627\u0627\u064a\u0647";

/** SQL of the loose form of a column (an immutable expression, usable in a generated column). */
export function looseFoldSql(column: string) {
  return sql.raw(
    `lower(translate(coalesce("${column}", ''), '${LOOSE_FOLD_FROM}', '${LOOSE_FOLD_TO}'))`,
  );
}

// ---------------------------------------------------------------------------------------------
// Categories, brands, models, suppliers

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    code: text("code").notNull().unique("categories_code_key"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    imagePath: text("image_path"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("categories_parent_idx").on(t.parentId, t.sortOrder),
    check("categories_not_own_parent", sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
  ],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
    description: text("description"),
    ...seoColumns(),
    searchName: text("search_name")
      .notNull()
      .generatedAlwaysAs((): SQL => looseFoldSql("name")),
  },
  (t) => [
    primaryKey({ name: "category_translations_pk", columns: [t.categoryId, t.languageCode] }),
    unique("category_translations_seo_link_key").on(t.languageCode, t.seoLink),
    index("category_translations_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("brands_code_key"),
    // A brand's name as written in Turkish, and in any language whose translation has none.
    name: text("name").notNull(),
    logoPath: text("logo_path"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchName: text("search_name")
      .notNull()
      .generatedAlwaysAs((): SQL => looseFoldSql("name")),
  },
  (t) => [
    index("brands_sort_idx").on(t.sortOrder),
    index("brands_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
  ],
);

export const brandTranslations = pgTable(
  "brand_translations",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    // Null where the brand is written as its name (brands.name) in this language too.
    name: text("name"),
    description: text("description"),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ name: "brand_translations_pk", columns: [t.brandId, t.languageCode] }),
    unique("brand_translations_seo_link_key").on(t.languageCode, t.seoLink),
  ],
);

export const models = pgTable(
  "models",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // A brand with models is not deleted (docs/decisions/api-029-deleting-what-others-use.md).
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    code: text("code").notNull().unique("models_code_key"),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("models_brand_idx").on(t.brandId)],
);

export const suppliers = pgTable("suppliers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("suppliers_code_key"),
  name: text("name").notNull(),
  contactName: text("contact_name"),
  email: text("email"),
  phone: text("phone"),
  taxOffice: text("tax_office"),
  taxNumber: text("tax_number"),
  address: text("address"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Properties: filter facets (material, pattern, ...) and the attributes of sub-products
// (colour, size, storage). A colour value carries a swatch.

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("properties_code_key"),
    // How a picker or a filter shows the values: a list of names, colour swatches, size boxes.
    display: text("display").notNull().default("list"),
    isFilter: boolean("is_filter").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("properties_display_check", sql`${t.display} IN ('list', 'swatch', 'box')`)],
);

export const propertyTranslations = pgTable(
  "property_translations",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ name: "property_translations_pk", columns: [t.propertyId, t.languageCode] }),
  ],
);

export const propertyValues = pgTable(
  "property_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    swatchHex: text("swatch_hex"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    unique("property_values_code_key").on(t.propertyId, t.code),
    check(
      "property_values_swatch_check",
      sql`${t.swatchHex} IS NULL OR ${t.swatchHex} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
);

export const propertyValueTranslations = pgTable(
  "property_value_translations",
  {
    propertyValueId: integer("property_value_id")
      .notNull()
      .references(() => propertyValues.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({
      name: "property_value_translations_pk",
      columns: [t.propertyValueId, t.languageCode],
    }),
  ],
);

// ---------------------------------------------------------------------------------------------
// Products

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sku: text("sku").notNull().unique("products_sku_key"),
    barcode: text("barcode").unique("products_barcode_key"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    currencyId: currencyId(),
    vatRate: smallint("vat_rate").notNull(),
    buyingPrice: bigint("buying_price", { mode: "number" }),
    sellingPrice: bigint("selling_price", { mode: "number" }).notNull(),
    // Price for cash / wire transfer, when the shop gives a discount for it; null: selling price.
    cashPrice: bigint("cash_price", { mode: "number" }),
    // The old, higher price shown struck through; null when there is none.
    listPrice: bigint("list_price", { mode: "number" }),
    // For a product with sub-products this is the sum of theirs, kept by whoever changes them.
    stock: integer("stock").notNull().default(0),
    stockUnit: text("stock_unit").notNull().default("piece"),
    weightGrams: integer("weight_grams"),
    widthMm: integer("width_mm"),
    heightMm: integer("height_mm"),
    depthMm: integer("depth_mm"),
    // Volumetric weight the carriers bill by (cm × cm × cm / 3000), as the admin enters it.
    desi: numeric("desi", { precision: 8, scale: 2 }),
    isNew: boolean("is_new").notNull().default(false),
    freeShipping: boolean("free_shipping").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    maxOrderQuantity: integer("max_order_quantity"),
    expiryDate: date("expiry_date"),
    // The two attributes its sub-products vary by (e.g. colour and size); null: no sub-products.
    option1PropertyId: integer("option1_property_id").references(() => properties.id),
    option2PropertyId: integer("option2_property_id").references(() => properties.id),
    sortOrder: integer("sort_order").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.isActive),
    index("products_brand_idx").on(t.brandId),
    index("products_model_idx").on(t.modelId),
    index("products_supplier_idx").on(t.supplierId),
    index("products_price_idx").on(t.sellingPrice),
    index("products_created_idx").on(t.createdAt),
    index("products_sales_idx").on(t.salesCount),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_vat_rate_check", sql`${t.vatRate} BETWEEN 0 AND 100`),
    check(
      "products_prices_check",
      sql`${t.sellingPrice} >= 0 AND (${t.buyingPrice} IS NULL OR ${t.buyingPrice} >= 0) AND (${t.cashPrice} IS NULL OR ${t.cashPrice} >= 0)`,
    ),
    check(
      "products_list_price_check",
      sql`${t.listPrice} IS NULL OR ${t.listPrice} > ${t.sellingPrice}`,
    ),
    check(
      "products_order_quantity_check",
      sql`${t.minOrderQuantity} >= 1 AND (${t.maxOrderQuantity} IS NULL OR ${t.maxOrderQuantity} >= ${t.minOrderQuantity})`,
    ),
    check(
      "products_stock_unit_check",
      sql.raw(`stock_unit IN (${STOCK_UNIT_CODES.map((u) => `'${u}'`).join(", ")})`),
    ),
    check(
      "products_dimensions_check",
      sql`coalesce(${t.weightGrams}, 0) >= 0 AND coalesce(${t.widthMm}, 0) >= 0 AND coalesce(${t.heightMm}, 0) >= 0 AND coalesce(${t.depthMm}, 0) >= 0 AND coalesce(${t.desi}, 0) >= 0`,
    ),
    check(
      "products_options_check",
      sql`${t.option2PropertyId} IS NULL OR (${t.option1PropertyId} IS NOT NULL AND ${t.option2PropertyId} <> ${t.option1PropertyId})`,
    ),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
    // One plain-text line for cards and feeds; the description below is HTML.
    summary: text("summary"),
    description: text("description"),
    ...seoColumns(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchVectorSql([
            ["name", "A"],
            ["seo_keywords", "B"],
            ["summary", "C"],
            ["description", "D"],
          ]),
      ),
    // Typo tolerance and as-you-type: the loose name for trigram similarity, and the loose words
    // of name and keywords, unstemmed, for prefix queries ('ayakk':*).
    searchName: text("search_name")
      .notNull()
      .generatedAlwaysAs((): SQL => looseFoldSql("name")),
    searchPrefix: tsvector("search_prefix")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${looseFoldSql("name")} || ' ' || ${looseFoldSql("seo_keywords")})`,
      ),
  },
  (t) => [
    primaryKey({ name: "product_translations_pk", columns: [t.productId, t.languageCode] }),
    unique("product_translations_seo_link_key").on(t.languageCode, t.seoLink),
    index("product_translations_search_idx").using("gin", t.searchVector),
    index("product_translations_search_prefix_idx").using("gin", t.searchPrefix),
    index("product_translations_search_name_idx").using("gin", t.searchName.op("gin_trgm_ops")),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // Set when the picture shows one colour (value of the product's colour attribute).
    propertyValueId: integer("property_value_id").references(() => propertyValues.id, {
      onDelete: "set null",
    }),
    sortOrder: integer("sort_order").notNull().default(0),
    // URL paths under /uploads: large for the gallery and zoom, medium for cards, small (S) for
    // thumbnails, the cart and the added-to-cart popup.
    path: text("path").notNull(),
    pathM: text("path_m").notNull(),
    pathS: text("path_s").notNull(),
    width: integer("width"),
    height: integer("height"),
  },
  (t) => [unique("product_images_sort_key").on(t.productId, t.sortOrder)],
);

export const subProducts = pgTable(
  "sub_products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique("sub_products_code_key"),
    barcode: text("barcode").unique("sub_products_barcode_key"),
    option1ValueId: integer("option1_value_id")
      .notNull()
      .references(() => propertyValues.id),
    option2ValueId: integer("option2_value_id").references(() => propertyValues.id),
    stock: integer("stock").notNull().default(0),
    // Null: the product's prices; set when this variant costs differently (e.g. more storage).
    sellingPrice: bigint("selling_price", { mode: "number" }),
    listPrice: bigint("list_price", { mode: "number" }),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("sub_products_product_idx").on(t.productId),
    unique("sub_products_options_key")
      .on(t.productId, t.option1ValueId, t.option2ValueId)
      .nullsNotDistinct(),
    check("sub_products_stock_check", sql`${t.stock} >= 0`),
    check(
      "sub_products_prices_check",
      sql`(${t.sellingPrice} IS NULL OR ${t.sellingPrice} >= 0) AND (${t.listPrice} IS NULL OR ${t.sellingPrice} IS NULL OR ${t.listPrice} > ${t.sellingPrice})`,
    ),
  ],
);

// What a shopper may have made for them on a product (a name printed on a cup set, initials
// engraved on a bottle): a text typed at add-to-cart, charged per unit on top of the product's
// price, in the product's currency and VAT rate.
export const productPersonalizations = pgTable(
  "product_personalizations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    maxLength: smallint("max_length").notNull().default(40),
    isRequired: boolean("is_required").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("product_personalizations_product_idx").on(t.productId),
    check("product_personalizations_price_check", sql`${t.price} >= 0`),
    check("product_personalizations_max_length_check", sql`${t.maxLength} BETWEEN 1 AND 500`),
  ],
);

export const productPersonalizationTranslations = pgTable(
  "product_personalization_translations",
  {
    personalizationId: integer("personalization_id")
      .notNull()
      .references(() => productPersonalizations.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    // The field's label ("Fincanlara yazılacak isim") and an optional hint under it.
    name: text("name").notNull(),
    hint: text("hint"),
  },
  (t) => [
    primaryKey({
      name: "product_personalization_translations_pk",
      columns: [t.personalizationId, t.languageCode],
    }),
  ],
);

/** Filter facets a product has (material: cotton, pattern: striped, ...). */
export const productPropertyValues = pgTable(
  "product_property_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    propertyValueId: integer("property_value_id")
      .notNull()
      .references(() => propertyValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "product_property_values_pk", columns: [t.productId, t.propertyValueId] }),
    index("product_property_values_value_idx").on(t.propertyValueId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Showcases: named product lists that page layouts place (getProductShowCase/{id}). A manual
// showcase lists its products; the others are filled by a rule when read.

export const SHOWCASE_KINDS = [
  "manual",
  "newest",
  "best_selling",
  "discounted",
  "category",
] as const;

export const showcases = pgTable(
  "showcases",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("showcases_code_key"),
    kind: text("kind").notNull().default("manual"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    productLimit: integer("product_limit").notNull().default(12),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    check(
      "showcases_kind_check",
      sql.raw(`kind IN (${SHOWCASE_KINDS.map((k) => `'${k}'`).join(", ")})`),
    ),
    check("showcases_category_check", sql`${t.kind} <> 'category' OR ${t.categoryId} IS NOT NULL`),
    check("showcases_limit_check", sql`${t.productLimit} BETWEEN 1 AND 100`),
  ],
);

export const showcaseTranslations = pgTable(
  "showcase_translations",
  {
    showcaseId: integer("showcase_id")
      .notNull()
      .references(() => showcases.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    title: text("title").notNull(),
  },
  (t) => [
    primaryKey({ name: "showcase_translations_pk", columns: [t.showcaseId, t.languageCode] }),
  ],
);

export const showcaseProducts = pgTable(
  "showcase_products",
  {
    showcaseId: integer("showcase_id")
      .notNull()
      .references(() => showcases.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "showcase_products_pk", columns: [t.showcaseId, t.productId] }),
    index("showcase_products_product_idx").on(t.productId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Shopper-facing product talk: questions and answers (SSS), comments, back-in-stock requests

export const productQuestions = pgTable(
  "product_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    // Null for questions the shop writes itself; set when a customer asked.
    customerId: customerId("set null"),
    question: text("question").notNull(),
    answer: text("answer"),
    isApproved: boolean("is_approved").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("product_questions_product_idx").on(t.productId, t.languageCode, t.isApproved)],
);

export const productComments = pgTable(
  "product_comments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerId: customerId("cascade").notNull(),
    languageCode: languageCode(),
    text: text("text").notNull(),
    rate: smallint("rate").notNull(),
    showName: boolean("show_name").notNull().default(true),
    // Comments appear only after review (spec section 4).
    isApproved: boolean("is_approved").notNull().default(false),
    createdAt: createdAt(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("product_comments_one_per_customer").on(t.productId, t.customerId),
    index("product_comments_product_idx").on(t.productId, t.isApproved, t.createdAt),
    index("product_comments_customer_idx").on(t.customerId),
    check("product_comments_rate_check", sql`${t.rate} BETWEEN 1 AND 5`),
    check("product_comments_text_check", sql`length(btrim(${t.text})) > 0`),
  ],
);

export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    subProductId: integer("sub_product_id").references(() => subProducts.id, {
      onDelete: "cascade",
    }),
    customerId: customerId("cascade"),
    email: text("email"),
    languageCode: languageCode(),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // "notify-me already active": one pending request per product, variant and person.
    uniqueIndex("stock_notifications_pending_key")
      .on(
        t.productId,
        sql`coalesce(${t.subProductId}, 0)`,
        sql`coalesce(${t.customerId}::text, lower(${t.email}))`,
      )
      .where(sql`${t.notifiedAt} IS NULL`),
    index("stock_notifications_pending_idx").on(t.productId).where(sql`${t.notifiedAt} IS NULL`),
    check(
      "stock_notifications_who_check",
      sql`${t.customerId} IS NOT NULL OR ${t.email} IS NOT NULL`,
    ),
  ],
);

/** What shoppers search for, per language, for getMostSearch and suggestions. */
export const searchTerms = pgTable(
  "search_terms",
  {
    languageCode: languageCode(),
    term: text("term").notNull(),
    searchCount: integer("search_count").notNull().default(1),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "search_terms_pk", columns: [t.languageCode, t.term] }),
    index("search_terms_count_idx").on(t.languageCode, t.searchCount),
  ],
);
