// Commerce reference data: campaigns, coupons and gift certificates (with their usage ledgers),
// cargo companies and the bank accounts shown for wire transfer. Carts and orders are designed by
// their own issue; usage rows name an order by its code until then.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  brands,
  categories,
  createdAt,
  currencyId,
  customerId,
  languageCode,
  products,
  updatedAt,
} from "./catalog.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

// ---------------------------------------------------------------------------------------------
// Campaigns. A shopper's cart lists the campaigns it qualifies for and the shopper picks
// (cart/cartActiveCampaign). Usage limits are counted in usage_count, which a CHECK keeps within
// usage_limit, so two checkouts racing for the last use cannot both win.

export const CAMPAIGN_TYPES = [
  // min_cart_amount reached: discount_percent off the cart
  "cart_percent",
  // min_cart_amount reached: discount_amount off the cart
  "cart_amount",
  // buy buy_quantity of the category / brand, pay for pay_quantity (cheapest free)
  "buy_x_pay_y",
  // min_cart_amount reached: no cargo fee
  "free_shipping",
  // min_cart_amount reached: product_id added free (campaign_product_no_stock when it is out)
  "gift_product",
] as const;

export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("campaigns_code_key"),
    type: text("type").notNull(),
    discountPercent: smallint("discount_percent"),
    discountAmount: bigint("discount_amount", { mode: "number" }),
    currencyId: currencyId(),
    minCartAmount: bigint("min_cart_amount", { mode: "number" }),
    // The cart (its lines in scope) may not exceed it: a campaign for carts up to an amount.
    maxCartAmount: bigint("max_cart_amount", { mode: "number" }),
    buyQuantity: smallint("buy_quantity"),
    payQuantity: smallint("pay_quantity"),
    // Scope: null for the whole cart. A category or brand that campaigns are scoped to is not
    // deleted (docs/decisions/api-029-deleting-what-others-use.md).
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    // The gift of a gift_product campaign.
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    usageLimit: integer("usage_limit"),
    usageCount: integer("usage_count").notNull().default(0),
    perCustomerLimit: integer("per_customer_limit"),
    imagePath: text("image_path"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("campaigns_active_idx").on(t.isActive, t.startsAt, t.endsAt),
    check("campaigns_type_check", inList("type", CAMPAIGN_TYPES)),
    check(
      "campaigns_discount_check",
      sql`(${t.discountPercent} IS NULL OR ${t.discountPercent} BETWEEN 1 AND 100) AND (${t.discountAmount} IS NULL OR ${t.discountAmount} > 0) AND (${t.minCartAmount} IS NULL OR ${t.minCartAmount} >= 0)`,
    ),
    check(
      "campaigns_type_fields_check",
      sql`CASE ${t.type}
        WHEN 'cart_percent' THEN ${t.discountPercent} IS NOT NULL
        WHEN 'cart_amount' THEN ${t.discountAmount} IS NOT NULL
        WHEN 'buy_x_pay_y' THEN ${t.buyQuantity} IS NOT NULL AND ${t.payQuantity} IS NOT NULL AND ${t.payQuantity} >= 1 AND ${t.buyQuantity} > ${t.payQuantity}
        WHEN 'gift_product' THEN ${t.productId} IS NOT NULL
        ELSE true END`,
    ),
    check(
      "campaigns_cart_range_check",
      sql`${t.maxCartAmount} IS NULL OR (${t.maxCartAmount} > 0 AND (${t.minCartAmount} IS NULL OR ${t.maxCartAmount} > ${t.minCartAmount}))`,
    ),
    check("campaigns_period_check", sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check(
      "campaigns_usage_check",
      sql`${t.usageCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit}) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} >= 1)`,
    ),
  ],
);

export const campaignTranslations = pgTable(
  "campaign_translations",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
    // HTML: the conditions shown on /campaign.
    description: text("description"),
  },
  (t) => [
    primaryKey({ name: "campaign_translations_pk", columns: [t.campaignId, t.languageCode] }),
  ],
);

// A campaign limited to these products counts only their lines (with the category and brand
// scope, when set, narrowing it further); no row: every product.
export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "campaign_products_pk", columns: [t.campaignId, t.productId] }),
    index("campaign_products_product_idx").on(t.productId),
  ],
);

export const campaignUsages = pgTable(
  "campaign_usages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    customerId: customerId("set null"),
    guestCode: text("guest_code"),
    orderCode: text("order_code"),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_usages_customer_idx").on(t.campaignId, t.customerId)],
);

// ---------------------------------------------------------------------------------------------
// Coupons and gift certificates. A gift certificate belongs to one customer (cant_customer for
// anyone else); a coupon may too. Codes are unique regardless of case.

export const COUPON_KINDS = ["coupon", "gift_certificate"] as const;
export const DISCOUNT_TYPES = ["percent", "amount"] as const;

export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull(),
    kind: text("kind").notNull().default("coupon"),
    discountType: text("discount_type").notNull(),
    discountPercent: smallint("discount_percent"),
    discountAmount: bigint("discount_amount", { mode: "number" }),
    currencyId: currencyId(),
    // The cart total must lie in this range (no_price_range otherwise).
    minCartAmount: bigint("min_cart_amount", { mode: "number" }),
    maxCartAmount: bigint("max_cart_amount", { mode: "number" }),
    customerId: customerId("cascade"),
    usageLimit: integer("usage_limit"),
    usageCount: integer("usage_count").notNull().default(0),
    // Uses per shopper: a customer by id, e-mail and phone; a guest by the order's e-mail and
    // phone (coupon_usages), so that checking out as a guest again is no new shopper.
    perCustomerLimit: integer("per_customer_limit"),
    // Only signed-in customers may use it (coupon_members_only for a guest).
    membersOnly: boolean("members_only").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    // Admin's note of why the coupon exists; shoppers see the code and the discount.
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(sql`upper(${t.code})`),
    index("coupons_customer_idx").on(t.customerId),
    check("coupons_kind_check", inList("kind", COUPON_KINDS)),
    check("coupons_discount_type_check", inList("discount_type", DISCOUNT_TYPES)),
    check(
      "coupons_discount_check",
      sql`CASE ${t.discountType}
        WHEN 'percent' THEN ${t.discountPercent} BETWEEN 1 AND 100
        ELSE ${t.discountAmount} IS NOT NULL AND ${t.discountAmount} > 0 END`,
    ),
    check(
      "coupons_range_check",
      sql`(${t.minCartAmount} IS NULL OR ${t.minCartAmount} >= 0) AND (${t.maxCartAmount} IS NULL OR ${t.minCartAmount} IS NULL OR ${t.maxCartAmount} >= ${t.minCartAmount})`,
    ),
    check(
      "coupons_gift_owner_check",
      sql`${t.kind} <> 'gift_certificate' OR ${t.customerId} IS NOT NULL`,
    ),
    check("coupons_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{3,40}$'`),
    check("coupons_period_check", sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check(
      "coupons_usage_check",
      sql`${t.usageCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit}) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} >= 1)`,
    ),
  ],
);

export const couponUsages = pgTable(
  "coupon_usages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: customerId("set null"),
    guestCode: text("guest_code"),
    // The order's e-mail (trimmed, lower-case) and phone (E.164 when it reads as one): who used
    // it, for guests and customers alike (docs/decisions/api-030-guest-coupon-uses.md).
    email: text("email"),
    phone: text("phone"),
    orderCode: text("order_code"),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_usages_customer_idx").on(t.couponId, t.customerId),
    index("coupon_usages_email_idx").on(t.couponId, t.email),
    index("coupon_usages_phone_idx").on(t.couponId, t.phone),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cargo companies. Price: base_price up to base_desi, plus extra_desi_price per started desi
// above it; free when the cart reaches free_shipping_threshold (or a product ships free).

export const cargoCompanies = pgTable(
  "cargo_companies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("cargo_companies_code_key"),
    name: text("name").notNull(),
    logoPath: text("logo_path"),
    // {code} is replaced by the shipment's tracking number.
    trackingUrlTemplate: text("tracking_url_template").notNull(),
    currencyId: currencyId(),
    basePrice: bigint("base_price", { mode: "number" }).notNull(),
    baseDesi: numeric("base_desi", { precision: 8, scale: 2 }).notNull().default("5"),
    extraDesiPrice: bigint("extra_desi_price", { mode: "number" }).notNull().default(0),
    freeShippingThreshold: bigint("free_shipping_threshold", { mode: "number" }),
    deliveryDaysMin: smallint("delivery_days_min").notNull().default(1),
    deliveryDaysMax: smallint("delivery_days_max").notNull().default(3),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cargo_companies_one_default").on(t.isDefault).where(sql`${t.isDefault}`),
    check(
      "cargo_companies_tracking_check",
      sql`position('{code}' in ${t.trackingUrlTemplate}) > 0`,
    ),
    check(
      "cargo_companies_prices_check",
      sql`${t.basePrice} >= 0 AND ${t.extraDesiPrice} >= 0 AND (${t.freeShippingThreshold} IS NULL OR ${t.freeShippingThreshold} >= 0)`,
    ),
    check(
      "cargo_companies_days_check",
      sql`${t.deliveryDaysMin} >= 0 AND ${t.deliveryDaysMax} >= ${t.deliveryDaysMin}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bank accounts for wire transfer (bank/getBankAccounts).

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bankName: text("bank_name").notNull(),
    // The bank's five-digit EFT code, also digits 5-9 of a TR IBAN.
    bankCode: text("bank_code"),
    branchName: text("branch_name"),
    branchCode: text("branch_code"),
    accountHolder: text("account_holder").notNull(),
    accountNumber: text("account_number"),
    iban: text("iban").notNull().unique("bank_accounts_iban_key"),
    currencyId: currencyId(),
    logoPath: text("logo_path"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Stored without spaces; the mod-97 check digits are verified by the service that writes it.
    check("bank_accounts_iban_check", sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
  ],
);
