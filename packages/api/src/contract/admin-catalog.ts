// The admin's product calls (spec section 7, Product: add, update/{id}, delete/{id},
// updatePrice/{id}, updateSort/{id}, updateProductImage/{id}, updateLanguage; and sub_product).
// The admin sees every product, active or not, with the texts of every language. Money is in
// integer minor units of the product's currency, gross (VAT included) as the shelves show it.
import { z } from "zod";
import { optionalText, RecordId } from "./admin-fields.ts";
import { IsoDateTime, LANGUAGE_CODES } from "./common.ts";
import { requiredText } from "./identity.ts";

const Money = z.number().int().min(0).max(1e13);
const Whole = z.number().int().min(0).max(1e9);

export const STOCK_UNIT_CODES = ["piece", "pair", "set", "pack", "kg", "litre", "metre"] as const;
/** At or below this many a product counts as low on stock (admin lists, the dashboard). */
export const LOW_STOCK_THRESHOLD = 5;

export const AdminProductListRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    search: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: "Part of a name (any language), the SKU or the barcode." }),
    category_id: RecordId.optional().meta({ description: "With its sub-categories." }),
    brand_id: RecordId.optional(),
    stock: z
      .enum(["all", "in_stock", "low", "out"])
      .default("all")
      .meta({ description: `low: 1 to ${LOW_STOCK_THRESHOLD} left; out: none left.` }),
    active: z.enum(["all", "active", "inactive"]).default("all"),
    sort: z
      .enum(["sort_order", "name", "sku", "price", "stock", "created", "updated"])
      .default("updated"),
    direction: z.enum(["asc", "desc"]).default("desc"),
  })
  .meta({ id: "AdminProductListRequest" });
export type AdminProductListRequest = z.infer<typeof AdminProductListRequest>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const AdminProductRow = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string().meta({ description: "In the requested language, else Turkish." }),
    image: z.string().nullable().meta({ description: "The first picture's small size." }),
    category: Ref,
    brand: Ref.nullable(),
    price: z.number().int(),
    currency_code: z.string(),
    stock: z.number().int(),
    stock_level: z
      .enum(["in_stock", "low", "out"])
      .meta({ description: `low: 1 to ${LOW_STOCK_THRESHOLD} left.` }),
    has_sub_products: z.boolean(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminProductRow" });

export const AdminProductPage = z
  .object({
    items: z.array(AdminProductRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminProductPage" });
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/** The general tab: everything but prices and texts. Sent whole, as the form holds it. */
export const AdminProductFields = z.object({
  sku: z.string().trim().min(1).max(64),
  barcode: optionalText(64),
  category_id: RecordId,
  brand_id: RecordId.nullish().transform((v) => v ?? null),
  model_id: RecordId.nullish().transform((v) => v ?? null),
  supplier_id: RecordId.nullish().transform((v) => v ?? null),
  stock_unit: z.enum(STOCK_UNIT_CODES).default("piece"),
  stock: Whole.default(0).meta({
    description: "Ignored for a product with sub-products: its stock is the sum of theirs.",
  }),
  min_order_quantity: z.number().int().min(1).max(9_999).default(1),
  max_order_quantity: z
    .number()
    .int()
    .min(1)
    .max(9_999)
    .nullish()
    .transform((v) => v ?? null),
  is_new: z.boolean().default(false),
  free_shipping: z.boolean().default(false),
  is_active: z.boolean().default(true),
  weight_grams: Whole.nullish().transform((v) => v ?? null),
  width_mm: Whole.nullish().transform((v) => v ?? null),
  height_mm: Whole.nullish().transform((v) => v ?? null),
  depth_mm: Whole.nullish().transform((v) => v ?? null),
  desi: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: "invalid_format" })
    .nullish()
    .transform((v) => (v ? v.replace(",", ".") : null)),
  expiry_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date" })
    .nullish()
    .transform((v) => v ?? null),
  option1_property_id: RecordId.nullish().transform((v) => v ?? null),
  option2_property_id: RecordId.nullish().transform((v) => v ?? null),
});

export const AdminProductPrices = z.object({
  currency_id: z.number().int().min(1).max(3).default(1),
  vat_rate: z.number().int().min(0).max(100),
  selling_price: Money,
  list_price: Money.nullish()
    .transform((v) => v ?? null)
    .meta({ description: "The old price shown struck through; above the selling price." }),
  cash_price: Money.nullish().transform((v) => v ?? null),
  buying_price: Money.nullish().transform((v) => v ?? null),
});

export const AdminProductTexts = z.object({
  name: requiredText(200),
  summary: optionalText(300),
  description: optionalText(100_000).meta({ description: "HTML, rendered as the admin's." }),
  seo_link: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\p{Ll}\p{Lo}\p{Nd}]+(-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u, { error: "invalid_format" })
    .optional()
    .or(z.literal(""))
    .transform((v) => v || null)
    .meta({ description: "Lower case words joined by hyphens; made from the name when empty." }),
  seo_title: optionalText(200),
  seo_description: optionalText(400),
  seo_keywords: optionalText(400),
});

export const AdminProductCreate = AdminProductFields.extend(AdminProductPrices.shape)
  .extend({
    texts: z
      .object({
        tr: AdminProductTexts,
        en: AdminProductTexts.optional(),
        ar: AdminProductTexts.optional(),
      })
      .meta({ description: "Turkish is required; the other languages may follow." }),
  })
  .meta({ id: "AdminProductCreate" });
export type AdminProductCreate = z.infer<typeof AdminProductCreate>;

export const AdminProductUpdate = AdminProductFields.meta({ id: "AdminProductUpdate" });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminPriceUpdate = AdminProductPrices.meta({ id: "AdminPriceUpdate" });
export type AdminPriceUpdate = z.infer<typeof AdminPriceUpdate>;

export const AdminSortUpdate = z
  .object({ sort_order: z.number().int().min(-1_000_000).max(1_000_000) })
  .meta({ id: "AdminSortUpdate" });

export const AdminLanguageUpdate = AdminProductTexts.extend({
  product_id: RecordId,
  language: z.enum(LANGUAGE_CODES),
}).meta({ id: "AdminLanguageUpdate" });
export type AdminLanguageUpdate = z.infer<typeof AdminLanguageUpdate>;

export const AdminImageOrder = z
  .object({
    image_ids: z
      .array(RecordId)
      .min(1)
      .max(100)
      .meta({ description: "Every picture of the product, in the order to show them." }),
  })
  .meta({ id: "AdminImageOrder" });

export const AdminSubProductFields = z.object({
  option1_value_id: RecordId,
  option2_value_id: RecordId.nullish().transform((v) => v ?? null),
  code: z.string().trim().min(1).max(64),
  barcode: optionalText(64),
  stock: Whole,
  selling_price: Money.nullish()
    .transform((v) => v ?? null)
    .meta({ description: "Its own price; null: the product's." }),
  list_price: Money.nullish().transform((v) => v ?? null),
  is_active: z.boolean().default(true),
});
export const AdminSubProductCreate = AdminSubProductFields.extend({ product_id: RecordId }).meta({
  id: "AdminSubProductCreate",
});
export type AdminSubProductCreate = z.infer<typeof AdminSubProductCreate>;
export const AdminSubProductUpdate = AdminSubProductFields.meta({ id: "AdminSubProductUpdate" });
export type AdminSubProductUpdate = z.infer<typeof AdminSubProductUpdate>;

const OptionValueRef = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  name: z.string(),
});

export const AdminSubProduct = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    option1: OptionValueRef,
    option2: OptionValueRef.nullable(),
    code: z.string(),
    barcode: z.string().nullable(),
    stock: z.number().int(),
    selling_price: z.number().int().nullable(),
    list_price: z.number().int().nullable(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: "AdminSubProduct" });
export type AdminSubProduct = z.infer<typeof AdminSubProduct>;

const TextsOut = z.object({
  name: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  seo_link: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
});

export const AdminProduct = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    barcode: z.string().nullable(),
    category_id: z.number().int(),
    brand_id: z.number().int().nullable(),
    model_id: z.number().int().nullable(),
    supplier_id: z.number().int().nullable(),
    stock_unit: z.string(),
    stock: z.number().int(),
    min_order_quantity: z.number().int(),
    max_order_quantity: z.number().int().nullable(),
    is_new: z.boolean(),
    free_shipping: z.boolean(),
    is_active: z.boolean(),
    weight_grams: z.number().int().nullable(),
    width_mm: z.number().int().nullable(),
    height_mm: z.number().int().nullable(),
    depth_mm: z.number().int().nullable(),
    desi: z.string().nullable(),
    expiry_date: z.string().nullable(),
    option1_property_id: z.number().int().nullable(),
    option2_property_id: z.number().int().nullable(),
    currency_id: z.number().int(),
    vat_rate: z.number().int(),
    selling_price: z.number().int(),
    list_price: z.number().int().nullable(),
    cash_price: z.number().int().nullable(),
    buying_price: z.number().int().nullable(),
    sort_order: z.number().int(),
    texts: z
      .partialRecord(z.enum(LANGUAGE_CODES), TextsOut)
      .meta({ description: "The texts of each language that has them." }),
    images: z.array(
      z.object({
        id: z.number().int(),
        path: z.string(),
        path_s: z.string(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
        sort_order: z.number().int(),
      }),
    ),
    sub_products: z.array(AdminSubProduct),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminProduct" });
export type AdminProduct = z.infer<typeof AdminProduct>;

/** How many days the dashboard's chart and best sellers look back. */
export const DASHBOARD_DAYS = 30;

export const AdminDashboard = z
  .object({
    currency_code: z.string().meta({ description: "The shop's default currency." }),
    today_order_count: z
      .number()
      .int()
      .meta({ description: "Orders placed today, not cancelled." }),
    today_revenue: z
      .number()
      .int()
      .meta({ description: "Their totals, in the default currency at today's rates." }),
    pending_comment_count: z.number().int(),
    pending_question_count: z.number().int(),
    requested_refund_count: z.number().int().meta({ description: "Refunds a shopper asked for." }),
    awaiting_payment_count: z
      .number()
      .int()
      .meta({ description: "Wire-transfer orders whose payment has not been seen." }),
    by_day: z
      .array(
        z.object({
          date: z.string().meta({ example: "2026-11-25" }),
          order_count: z.number().int(),
          revenue: z.number().int(),
        }),
      )
      .meta({
        description: `The last ${DASHBOARD_DAYS} days (Istanbul time), oldest first, every day present: orders not cancelled and their totals in the default currency at today's rates.`,
      }),
    best_sellers: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          sku: z.string(),
          quantity: z.number().int(),
        }),
      )
      .meta({ description: `Units sold in the last ${DASHBOARD_DAYS} days, most first.` }),
    low_stock: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        sku: z.string(),
        stock: z.number().int(),
      }),
    ),
    recent_orders: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        customer: z.string(),
        total: z.number().int(),
        currency_code: z.string(),
        status: z.string(),
        status_name: z.string(),
        created_at: IsoDateTime,
      }),
    ),
  })
  .meta({ id: "AdminDashboard" });
export type AdminDashboard = z.infer<typeof AdminDashboard>;

// --- personalisations: a text the shopper types at add-to-cart, charged per unit ------------

const PersonalizationText = z.object({
  name: requiredText(120),
  hint: optionalText(300),
});

export const AdminPersonalizationInput = z
  .object({
    price: Money.default(0).meta({ description: "Per unit, in the product's currency, gross." }),
    max_length: z.number().int().min(1).max(500).default(40),
    is_required: z.boolean().default(false),
    is_active: z.boolean().default(true),
    texts: z
      .object({
        tr: PersonalizationText,
        en: PersonalizationText.optional(),
        ar: PersonalizationText.optional(),
      })
      .meta({
        description: "The field's label (and a hint) per language, sent whole: Turkish required.",
      }),
  })
  .meta({ id: "AdminPersonalizationInput" });
export type AdminPersonalizationInput = z.infer<typeof AdminPersonalizationInput>;

export const AdminPersonalizationCreate = AdminPersonalizationInput.extend({
  product_id: RecordId,
}).meta({ id: "AdminPersonalizationCreate" });
export type AdminPersonalizationCreate = z.infer<typeof AdminPersonalizationCreate>;

export const AdminPersonalization = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    price: z.number().int(),
    max_length: z.number().int(),
    is_required: z.boolean(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    texts: z.partialRecord(
      z.enum(LANGUAGE_CODES),
      z.object({ name: z.string(), hint: z.string().nullable() }),
    ),
  })
  .meta({ id: "AdminPersonalization" });
export type AdminPersonalization = z.infer<typeof AdminPersonalization>;
