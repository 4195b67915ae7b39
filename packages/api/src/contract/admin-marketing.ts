// The admin's coupons: a list searched by code and paged on the server with how often each was
// used, one coupon added, many generated at once, saved and deleted.
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { requiredText } from "./identity.ts";

const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);

export const AdminCouponListQuery = z
  .object({
    page: Page,
    page_size: PageSize,
    search: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: "Part of the code, regardless of case." }),
    kind: z
      .enum(["coupon", "gift_certificate"])
      .optional()
      .meta({ description: "Only coupons, or only gift certificates; both when left out." }),
  })
  .meta({ id: "AdminCouponListQuery" });
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;

export const AdminCoupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(["coupon", "gift_certificate"]),
    discount_type: z.enum(["percent", "amount"]),
    discount_percent: z.number().int().nullable(),
    discount_amount: z.number().int().nullable().meta({ description: "Minor units." }),
    currency_id: z.number().int(),
    min_cart_amount: z.number().int().nullable(),
    max_cart_amount: z.number().int().nullable(),
    usage_limit: z.number().int().nullable().meta({ description: "Uses in all; null: no limit." }),
    usage_count: z.number().int().meta({ description: "Orders placed with it so far." }),
    per_customer_limit: z.number().int().nullable().meta({
      description:
        "Uses per shopper: a customer by id, a guest by the order's e-mail or phone (and both alike).",
    }),
    members_only: z.boolean().meta({ description: "Only signed-in customers may use it." }),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime.nullable(),
    is_active: z.boolean(),
    note: z.string().nullable(),
    customer_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The one customer who may use it (always set on a gift certificate)." }),
    customer: z
      .object({ id: z.number().int(), name: z.string(), email: z.string() })
      .nullable()
      .meta({ description: "That customer's name and surname and e-mail." }),
    created_at: IsoDateTime,
  })
  .meta({ id: "AdminCoupon" });
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponPage = z
  .object({
    items: z.array(AdminCoupon),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminCouponPage" });
export type AdminCouponPage = z.infer<typeof AdminCouponPage>;

const Amount = z.number().int().min(0).max(1_000_000_000_000);
const Instant = z.iso.datetime({ offset: true, error: "invalid_date" });

/** What a coupon grants and when; shared by adding one, generating many and saving one. */
const CouponTerms = z.object({
  discount_type: z.enum(["percent", "amount"]),
  discount_percent: z.number().int().min(1).max(100).nullable().default(null),
  discount_amount: Amount.min(1).nullable().default(null).meta({ description: "Minor units." }),
  currency_id: z.number().int().min(1).default(1),
  min_cart_amount: Amount.nullable().default(null),
  max_cart_amount: Amount.nullable().default(null),
  usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  per_customer_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  members_only: z
    .boolean()
    .default(false)
    .meta({ description: "Only signed-in customers may use it (a guest: coupon_members_only)." }),
  starts_at: Instant.optional().meta({ description: "Now when left out." }),
  ends_at: Instant.nullable().default(null),
  is_active: z.boolean().default(true),
  note: z.string().trim().max(500).nullable().default(null),
});

type Terms = z.infer<typeof CouponTerms>;

/** The rules one field cannot state alone: the discount its type needs, a range and a period in order. */
function checkTerms(terms: Terms, context: z.RefinementCtx): void {
  if (terms.discount_type === "percent" && terms.discount_percent === null)
    context.addIssue({ code: "custom", path: ["discount_percent"], message: "required" });
  if (terms.discount_type === "amount" && terms.discount_amount === null)
    context.addIssue({ code: "custom", path: ["discount_amount"], message: "required" });
  if (
    terms.min_cart_amount !== null &&
    terms.max_cart_amount !== null &&
    terms.max_cart_amount < terms.min_cart_amount
  )
    context.addIssue({ code: "custom", path: ["max_cart_amount"], message: "too_small" });
  const starts = terms.starts_at ? Date.parse(terms.starts_at) : Date.now();
  if (terms.ends_at !== null && Date.parse(terms.ends_at) <= starts)
    context.addIssue({ code: "custom", path: ["ends_at"], message: "too_small" });
}

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export const AdminCouponCreate = CouponTerms.extend({
  code: z
    .string()
    .trim()
    .regex(COUPON_CODE_PATTERN, { error: "invalid_format" })
    .transform((code) => code.toUpperCase())
    .meta({ description: "3 to 40 letters, digits, _ or -; kept upper-case." }),
})
  .superRefine(checkTerms)
  .meta({ id: "AdminCouponCreate" });
export type AdminCouponCreate = z.infer<typeof AdminCouponCreate>;

export const AdminCouponUpdate = CouponTerms.superRefine(checkTerms).meta({
  id: "AdminCouponUpdate",
});
export type AdminCouponUpdate = z.infer<typeof AdminCouponUpdate>;

export const AdminCouponGenerate = CouponTerms.extend({
  count: z.number().int().min(1).max(500),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: "invalid_format" })
    .transform((prefix) => prefix.toUpperCase())
    .default("")
    .meta({ description: "Put before each random part; up to 20 letters, digits, _ or -." }),
})
  .superRefine(checkTerms)
  .meta({ id: "AdminCouponGenerate" });
export type AdminCouponGenerate = z.infer<typeof AdminCouponGenerate>;

export const AdminCouponGenerated = z
  .object({ codes: z.array(z.string()) })
  .meta({ id: "AdminCouponGenerated" });
export type AdminCouponGenerated = z.infer<typeof AdminCouponGenerated>;

export const AdminGiftCertificateCreate = CouponTerms.extend({
  customer_id: z.number().int().min(1),
  code: z
    .string()
    .trim()
    .regex(COUPON_CODE_PATTERN, { error: "invalid_format" })
    .transform((code) => code.toUpperCase())
    .optional()
    .meta({ description: "Drawn at random (8 characters without look-alikes) when left out." }),
})
  .superRefine(checkTerms)
  .meta({ id: "AdminGiftCertificateCreate" });
export type AdminGiftCertificateCreate = z.infer<typeof AdminGiftCertificateCreate>;

export const AdminCouponDeleted = z
  .object({ id: z.number().int() })
  .meta({ id: "AdminCouponDeleted" });

// ---------------------------------------------------------------------------------------------
// The admin's campaigns: every rule the cart prices with (cart-pricing.ts), the names and
// conditions per language, and how often each was used (in all and by how many customers).

export const CAMPAIGN_TYPE_VALUES = [
  "cart_percent",
  "cart_amount",
  "buy_x_pay_y",
  "free_shipping",
  "gift_product",
] as const;

export const AdminCampaignListQuery = z
  .object({
    page: Page,
    page_size: PageSize,
    search: z
      .string()
      .trim()
      .max(80)
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: "Part of the code or of a name in any language, regardless of case." }),
    type: z.enum(CAMPAIGN_TYPE_VALUES).optional(),
    status: z
      .enum(["all", "active", "inactive"])
      .default("all")
      .meta({ description: "active: switched on (its period may still lie ahead or behind)." }),
  })
  .meta({ id: "AdminCampaignListQuery" });
export type AdminCampaignListQuery = z.infer<typeof AdminCampaignListQuery>;

const CampaignText = z.object({
  language_code: z.enum(["tr", "en", "ar"]),
  name: requiredText(120),
  description: z
    .string()
    .trim()
    .max(5000)
    .nullable()
    .default(null)
    .meta({ description: "HTML: the conditions shown on /campaign." }),
});

export const AdminCampaign = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(CAMPAIGN_TYPE_VALUES),
    name: z.string().meta({ description: "In the requested language, else Turkish." }),
    translations: z.array(CampaignText),
    discount_percent: z.number().int().nullable(),
    discount_amount: z.number().int().nullable().meta({ description: "Minor units." }),
    currency_id: z.number().int(),
    min_cart_amount: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Minor units: the cart (its lines in scope) must reach it." }),
    max_cart_amount: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Minor units: the cart (its lines in scope) may not exceed it." }),
    buy_quantity: z.number().int().nullable(),
    pay_quantity: z.number().int().nullable(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    brand_id: z.number().int().nullable(),
    brand_name: z.string().nullable(),
    product_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "A gift_product campaign's gift." }),
    product_name: z.string().nullable(),
    products: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({
      description:
        "The products the campaign is limited to, named in the language; empty: every product.",
    }),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime.nullable(),
    is_active: z.boolean(),
    usage_limit: z.number().int().nullable().meta({ description: "Uses in all; null: no limit." }),
    usage_count: z.number().int().meta({ description: "Orders placed with it so far." }),
    per_customer_limit: z.number().int().nullable(),
    customer_count: z.number().int().meta({ description: "Customers who used it at least once." }),
    sort_order: z.number().int(),
    created_at: IsoDateTime,
  })
  .meta({ id: "AdminCampaign" });
export type AdminCampaign = z.infer<typeof AdminCampaign>;

export const AdminCampaignPage = z
  .object({
    items: z.array(AdminCampaign),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminCampaignPage" });
export type AdminCampaignPage = z.infer<typeof AdminCampaignPage>;

const Count = z.number().int().min(1).max(1_000_000).nullable().default(null);
const RefId = z.number().int().min(1).nullable().default(null);

export const AdminCampaignInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{1,59}$/i, { error: "invalid_format" })
      .transform((code) => code.toLowerCase())
      .meta({ description: "2 to 60 letters, digits, _ or -; kept lower-case." }),
    type: z.enum(CAMPAIGN_TYPE_VALUES),
    translations: z
      .array(CampaignText)
      .min(1)
      .max(3)
      .meta({ description: "Turkish is required; en and ar fall back to it." }),
    discount_percent: z.number().int().min(1).max(100).nullable().default(null),
    discount_amount: Amount.min(1).nullable().default(null).meta({ description: "Minor units." }),
    currency_id: z.number().int().min(1).default(1),
    min_cart_amount: Amount.nullable().default(null),
    max_cart_amount: Amount.min(1)
      .nullable()
      .default(null)
      .meta({ description: "Minor units, above min_cart_amount (not_above_min otherwise)." }),
    buy_quantity: z.number().int().min(2).max(1000).nullable().default(null),
    pay_quantity: z.number().int().min(1).max(999).nullable().default(null),
    category_id: RefId,
    brand_id: RefId,
    product_id: RefId,
    product_ids: z.array(z.number().int().min(1)).max(500).default([]).meta({
      description:
        "Limits the campaign to these products' lines; empty: every product. Each must exist (invalid_value).",
    }),
    starts_at: Instant.optional().meta({ description: "Now when left out." }),
    ends_at: Instant.nullable().default(null),
    is_active: z.boolean().default(true),
    usage_limit: Count,
    per_customer_limit: Count,
    sort_order: z.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((input, context) => {
    const need = (field: keyof typeof input) => {
      if (input[field] === null)
        context.addIssue({ code: "custom", path: [field], message: "required" });
    };
    if (input.type === "cart_percent") need("discount_percent");
    if (input.type === "cart_amount") need("discount_amount");
    if (input.type === "gift_product") need("product_id");
    if (input.type === "buy_x_pay_y") {
      need("buy_quantity");
      need("pay_quantity");
      if (
        input.buy_quantity !== null &&
        input.pay_quantity !== null &&
        input.pay_quantity >= input.buy_quantity
      )
        context.addIssue({ code: "custom", path: ["pay_quantity"], message: "not_below_buy" });
    }
    if (
      input.min_cart_amount !== null &&
      input.max_cart_amount !== null &&
      input.max_cart_amount <= input.min_cart_amount
    )
      context.addIssue({ code: "custom", path: ["max_cart_amount"], message: "not_above_min" });
    if (new Set(input.product_ids).size !== input.product_ids.length)
      context.addIssue({ code: "custom", path: ["product_ids"], message: "invalid_value" });
    const languages = input.translations.map((text) => text.language_code);
    if (!languages.includes("tr"))
      context.addIssue({ code: "custom", path: ["translations", 0, "name"], message: "required" });
    if (new Set(languages).size !== languages.length)
      context.addIssue({ code: "custom", path: ["translations"], message: "invalid_value" });
    const starts = input.starts_at ? Date.parse(input.starts_at) : Date.now();
    if (input.ends_at !== null && Date.parse(input.ends_at) <= starts)
      context.addIssue({ code: "custom", path: ["ends_at"], message: "not_after_start" });
    if (
      input.usage_limit !== null &&
      input.per_customer_limit !== null &&
      input.per_customer_limit > input.usage_limit
    )
      context.addIssue({ code: "custom", path: ["per_customer_limit"], message: "above_limit" });
  })
  .meta({ id: "AdminCampaignInput" });
export type AdminCampaignInput = z.infer<typeof AdminCampaignInput>;
