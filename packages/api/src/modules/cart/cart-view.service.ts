// Reading a cart as the shopper sees it and as an order charges it: its lines with today's
// prices, stock and names in the shopper's language, the campaign and coupon re-checked against
// today's cart, cargo options priced for it, and the totals (cart-pricing.ts). Nothing a client
// sent about money is ever an input here.
import { eq, sql } from "drizzle-orm";
import type {
  CargoOption,
  CartDetails,
  CartLine,
  LanguageCode,
  PaymentCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { campaignProducts, type campaigns, carts, coupons } from "../../db/schema/index.ts";
import type { ReferenceCache } from "../../lib/reference-cache.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { shopDay } from "../../lib/shop-time.ts";
import { convertMinor, pickRate } from "../currencies/currency.service.ts";
import {
  applyCampaign,
  type CampaignOutcome,
  type CargoRule,
  type CouponOutcome,
  type PricedLine,
  priceCart,
} from "./cart-pricing.ts";
import {
  type CampaignDefinition,
  type CargoDefinition,
  type CartReference,
  campaignInPeriod,
  cartReference,
  readCartReference,
} from "./cart-reference.ts";

export type CartRow = typeof carts.$inferSelect;

export const ownerWhere = (owner: Owner) =>
  owner.customerId !== undefined
    ? eq(carts.customerId, owner.customerId)
    : eq(carts.guestId, owner.guestId);

export async function findCart(db: Database, owner: Owner): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(ownerWhere(owner)).limit(1);
  return cart;
}

interface LineRow {
  id: number;
  product_id: number;
  sub_product_id: number | null;
  quantity: number;
  sku: string;
  currency_id: number;
  vat_rate: number;
  selling_price: number;
  list_price: number | null;
  cash_price: number | null;
  sub_price: number | null;
  sub_list_price: number | null;
  stock: number;
  desi: string | null;
  free_shipping: boolean;
  category_id: number;
  brand_id: number | null;
  min_order_quantity: number;
  max_order_quantity: number | null;
  available: boolean;
  name: string;
  seo_link: string;
  image: string | null;
  options: Array<{ name: string; value: string }> | string;
  personalizations: Array<{ id: number; name: string; value: string; price: number }> | string;
  /** Of the gift products asked about, those that can be given now (the same on every row). */
  gifts_in_stock: number[] | string | null;
}

/** A line as an order needs it: the view's line plus what the order copies. */
export interface EvaluatedLine extends CartLine {
  sku: string;
}

function readLines(
  db: Database,
  cartId: number,
  lang: LanguageCode,
  giftProductIds: readonly number[],
) {
  // A line's stock is its sub-product's when it has one; a product or sub-product switched off
  // since it was added counts as out of stock rather than vanishing from the cart unexplained.
  // The campaigns' gifts are checked for stock in the same round trip (an empty cart has no
  // rows, and no campaign applies to it either).
  const gifts = `{${giftProductIds.join(",")}}`;
  return queryRows<LineRow>(
    db,
    sql`
      SELECT ci.id, ci.product_id, ci.sub_product_id, ci.quantity, p.sku, p.currency_id,
        p.vat_rate, p.selling_price::float8 AS selling_price, p.list_price::float8 AS list_price,
        p.cash_price::float8 AS cash_price, sp.selling_price::float8 AS sub_price,
        sp.list_price::float8 AS sub_list_price,
        CASE WHEN sp.id IS NULL THEN p.stock ELSE sp.stock END AS stock,
        p.desi::text AS desi, p.free_shipping, p.category_id, p.brand_id,
        p.min_order_quantity, p.max_order_quantity,
        (p.is_active AND coalesce(sp.is_active, true)) AS available,
        coalesce(pt.name, ptr.name) AS name, coalesce(pt.seo_link, ptr.seo_link) AS seo_link,
        (SELECT i.path_s FROM product_images i WHERE i.product_id = p.id
          ORDER BY (i.property_value_id IS NOT DISTINCT FROM sp.option1_value_id) DESC,
            i.sort_order, i.id LIMIT 1) AS image,
        (SELECT coalesce(json_agg(json_build_object('name', o.property, 'value', o.value)
            ORDER BY o.n), '[]'::json)
          FROM (
            SELECT n, (SELECT coalesce(max(t.name) FILTER (WHERE t.language_code = ${lang}), max(t.name))
                FROM property_translations t WHERE t.property_id = v.property_id
                  AND t.language_code IN (${lang}, 'tr')) AS property,
              (SELECT coalesce(max(t.name) FILTER (WHERE t.language_code = ${lang}), max(t.name))
                FROM property_value_translations t WHERE t.property_value_id = v.id
                  AND t.language_code IN (${lang}, 'tr')) AS value
            FROM (VALUES (1, sp.option1_value_id), (2, sp.option2_value_id)) AS pick(n, value_id)
            JOIN property_values v ON v.id = pick.value_id
          ) o) AS options,
        (SELECT coalesce(json_agg(json_build_object('id', pp.id,
            'name', coalesce(ppt.name, ppf.name, ''), 'value', e.item->>'value', 'price', pp.price)
            ORDER BY e.n), '[]'::json)
          FROM jsonb_array_elements(ci.personalizations) WITH ORDINALITY AS e(item, n)
          JOIN product_personalizations pp ON pp.id = (e.item->>'id')::int
          LEFT JOIN product_personalization_translations ppt
            ON ppt.personalization_id = pp.id AND ppt.language_code = ${lang}
          LEFT JOIN product_personalization_translations ppf
            ON ppf.personalization_id = pp.id AND ppf.language_code = 'tr') AS personalizations,
        (SELECT coalesce(array_agg(g.id), '{}') FROM products g
          WHERE g.id = ANY(${gifts}::int[]) AND g.is_active AND g.stock > 0) AS gifts_in_stock
      FROM cart_items ci
      JOIN products p ON p.id = ci.product_id
      LEFT JOIN sub_products sp ON sp.id = ci.sub_product_id
      LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language_code = ${lang}
      LEFT JOIN product_translations ptr ON ptr.product_id = p.id AND ptr.language_code = 'tr'
      WHERE ci.cart_id = ${cartId}
      ORDER BY ci.id`,
  );
}

/** The shop-wide amounts an admin sets (settings rows), in minor units of their currency. */
export async function readCommerceSettings(db: Database, lang: LanguageCode = "tr") {
  return (await readCartReference(db, lang)).shop;
}

const DELIVERY_DATE_CHOICES = 10;

/**
 * Dates a shopper may ask delivery for: from the cargo's slowest day on, counted from today in the
 * shop's time zone (at 01:00 in İstanbul it is already tomorrow there, not yet in UTC), Sundays
 * left out.
 */
export function deliveryDates(now: Date, daysMax: number, timeZone: string): string[] {
  const [year = 0, month = 1, date = 1] = shopDay(now, timeZone).split("-").map(Number);
  const dates: string[] = [];
  for (let offset = Math.max(1, daysMax); dates.length < DELIVERY_DATE_CHOICES; offset++) {
    const day = new Date(Date.UTC(year, month - 1, date + offset));
    if (day.getUTCDay() !== 0) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

export interface CartEvaluation {
  cart: CartRow | undefined;
  details: CartDetails;
  lines: EvaluatedLine[];
  campaign: {
    id: number;
    name: string;
    outcome: CampaignOutcome;
    giftProductId: number | null;
  } | null;
  coupon: { id: number; code: string; outcome: CouponOutcome | null } | null;
  cargoCompanyId: number | null;
  /** The lines as the pricing rules see them, and the conversion into the cart's currency. */
  priced: PricedLine[];
  convert: Convert;
}

export interface CartContext {
  lang: LanguageCode;
  currencyId: number;
  paymentCode?: PaymentCode | undefined;
  /** Today, for the delivery dates offered. */
  now?: Date;
  /**
   * Where the admin-set reference data is remembered (the cart calls); without one it is read
   * from the database (order placement, inside its transaction).
   */
  cache?: ReferenceCache | undefined;
  /** The reference data when the caller has read it already (order placement, with its lock). */
  reference?: CartReference | undefined;
}

/** Evaluates the owner's cart (or an empty one) in a language, currency and payment method. */
export async function evaluateCart(
  db: Database,
  cart: CartRow | undefined,
  context: CartContext,
): Promise<CartEvaluation> {
  const { lang, paymentCode } = context;
  const reference = context.reference ?? (await cartReference(db, lang, context.cache));
  const { rates, ancestry, shop } = reference;
  const cargoRows = reference.cargo;
  const giftIds = reference.campaigns.flatMap((c) =>
    c.type === "gift_product" && c.productId !== null ? [c.productId] : [],
  );
  const [rows, couponRow] = await Promise.all([
    cart ? readLines(db, cart.id, lang, giftIds) : Promise.resolve([]),
    cart?.couponId
      ? db
          .select()
          .from(coupons)
          .where(eq(coupons.id, cart.couponId))
          .limit(1)
          .then((found) => found[0])
      : Promise.resolve(undefined),
  ]);
  const giftsInStock = new Set<number>(rows[0] ? parseIntArray(rows[0].gifts_in_stock) : []);
  const target = pickRate(rates, context.currencyId);
  const convert = (amount: number, from: number) =>
    convertMinor(amount, pickRate(rates, from), target);
  const cashPriced = paymentCode === "wire_transfer" || paymentCode === "door";

  // A product on several lines (other personalisation texts) draws on one stock.
  const stockKey = (row: LineRow) => `${row.product_id}:${row.sub_product_id ?? 0}`;
  const wanted = new Map<string, number>();
  for (const row of rows)
    wanted.set(stockKey(row), (wanted.get(stockKey(row)) ?? 0) + row.quantity);
  const lines: EvaluatedLine[] = rows.map((row) => {
    // node-postgres parses json, PGlite may hand it over as text.
    const options = typeof row.options === "string" ? JSON.parse(row.options) : row.options;
    const personalizations = (
      typeof row.personalizations === "string"
        ? JSON.parse(row.personalizations)
        : row.personalizations
    ).map((p: { id: number; name: string; value: string; price: number }) => ({
      ...p,
      price: convert(Number(p.price), row.currency_id),
    }));
    const personalizationPrice = personalizations.reduce(
      (sum: number, p: { price: number }) => sum + p.price,
      0,
    );
    const base =
      row.sub_price ?? (cashPriced && row.cash_price !== null ? row.cash_price : row.selling_price);
    const oldBase = row.sub_price !== null ? row.sub_list_price : row.list_price;
    // What one unit costs: the product, and what is made for the shopper on it.
    const unitPrice = convert(base, row.currency_id) + personalizationPrice;
    const stock = row.available ? row.stock : 0;
    return {
      id: row.id,
      product_id: row.product_id,
      sub_product_id: row.sub_product_id,
      sku: row.sku,
      name: row.name,
      variant:
        options.length > 0 ? options.map((o: { value: string }) => o.value).join(" / ") : null,
      options,
      seo_link: row.seo_link,
      image: row.image,
      quantity: row.quantity,
      personalizations,
      personalization_price: personalizationPrice,
      unit_price: unitPrice,
      old_price:
        oldBase !== null && oldBase > base
          ? convert(oldBase, row.currency_id) + personalizationPrice
          : null,
      line_total: unitPrice * row.quantity,
      vat_rate: row.vat_rate,
      stock,
      min_order: row.min_order_quantity,
      max_order: row.max_order_quantity,
      problem:
        stock === 0
          ? "no_stock"
          : stock < (wanted.get(stockKey(row)) ?? row.quantity)
            ? "not_enough_stock"
            : null,
    };
  });
  const priced: PricedLine[] = rows.map((row, i) => ({
    productId: row.product_id,
    unitPrice: lines[i]?.unit_price ?? 0,
    quantity: row.quantity,
    vatRate: row.vat_rate,
    desi: Number(row.desi ?? 0),
    freeShipping: row.free_shipping,
    categoryIds: ancestry.get(row.category_id) ?? [row.category_id],
    brandId: row.brand_id,
  }));

  const now = Date.now();
  const chosen = cart?.campaignId
    ? reference.campaigns.find((c) => c.id === cart.campaignId && campaignInPeriod(c, now))
    : undefined;
  const campaign = chosen
    ? {
        id: chosen.id,
        name: chosen.name,
        outcome: campaignRule(chosen, convert, giftsInStock, priced),
        giftProductId: chosen.productId,
        gift: chosen.gift,
      }
    : null;
  const couponRule = couponRow
    ? {
        discountType: couponRow.discountType,
        discountPercent: couponRow.discountPercent,
        discountAmount:
          couponRow.discountAmount === null
            ? null
            : convert(couponRow.discountAmount, couponRow.currencyId),
        minCartAmount:
          couponRow.minCartAmount === null
            ? null
            : convert(couponRow.minCartAmount, couponRow.currencyId),
        maxCartAmount:
          couponRow.maxCartAmount === null
            ? null
            : convert(couponRow.maxCartAmount, couponRow.currencyId),
      }
    : null;

  const chosenCargo =
    cargoRows.find((row) => row.id === cart?.cargoCompanyId) ??
    cargoRows.find((row) => row.isDefault) ??
    cargoRows[0];
  const cargoRule = (row: CargoDefinition): CargoRule => ({
    basePrice: convert(row.basePrice, row.currencyId),
    baseDesi: Number(row.baseDesi),
    extraDesiPrice: convert(row.extraDesiPrice, row.currencyId),
    freeShippingThreshold:
      row.freeShippingThreshold === null
        ? null
        : convert(row.freeShippingThreshold, row.currencyId),
  });
  const giftPackagePrice = cart?.isGift && lines.length > 0 ? convert(shop.giftPackagePrice, 1) : 0;
  const paymentFee =
    paymentCode === "door" && lines.length > 0
      ? convert(shop.doorPaymentFee, shop.doorPaymentCurrencyId)
      : 0;
  const totalsWith = (cargo: CargoRule | null) =>
    priceCart({
      lines: priced,
      campaign: campaign?.outcome ?? null,
      coupon: couponRule,
      cargo,
      giftPackagePrice,
      paymentFee,
    });
  const totals = totalsWith(chosenCargo ? cargoRule(chosenCargo) : null);

  const cargo: CargoOption[] = cargoRows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    logo: row.logoPath,
    price: totalsWith(cargoRule(row)).cargoPrice,
    free_shipping_threshold: cargoRule(row).freeShippingThreshold,
    delivery_days_min: row.deliveryDaysMin,
    delivery_days_max: row.deliveryDaysMax,
    selected: row.id === chosenCargo?.id,
  }));

  const offers = reference.campaigns
    .filter(
      (row) =>
        campaignInPeriod(row, now) && (row.usageLimit === null || row.usageCount < row.usageLimit),
    )
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      image: row.imagePath,
      min_cart_amount:
        row.minCartAmount === null ? null : convert(row.minCartAmount, row.currencyId),
      eligible: priced.length > 0 && campaignRule(row, convert, giftsInStock, priced).eligible,
    }));
  const details: CartDetails = {
    cart_id: cart?.id ?? null,
    currency_id: target.id,
    currency_code: target.code,
    items: lines.map(({ sku: _sku, ...line }) => line),
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: totals.subtotal,
    price_personalization: lines.reduce(
      (sum, line) => sum + line.personalization_price * line.quantity,
      0,
    ),
    vat_total: totals.vatTotal,
    campaign_discount: totals.campaignDiscount,
    coupon_discount: totals.couponDiscount,
    cargo_price: totals.cargoPrice,
    gift_package_price: totals.giftPackagePrice,
    payment_fee: totals.paymentFee,
    total: totals.total,
    free_shipping_threshold: chosenCargo ? cargoRule(chosenCargo).freeShippingThreshold : null,
    campaign:
      campaign?.outcome.eligible === true
        ? { id: campaign.id, name: campaign.name, discount: totals.campaignDiscount }
        : null,
    coupon:
      couponRow && totals.coupon?.eligible
        ? { id: couponRow.id, code: couponRow.code, discount: totals.couponDiscount }
        : null,
    gift_product: campaign?.outcome.eligible && campaign.gift ? campaign.gift : null,
    campaigns: offers,
    cargo,
    is_gift_cart: cart?.isGift ?? false,
    gift_note: cart?.giftNote ?? null,
    gift_package_unit_price: convert(shop.giftPackagePrice, 1),
    general_note: cart?.generalNote ?? null,
    delivery_date: cart?.deliveryDate ?? null,
    delivery_date_text: cart?.deliveryDateText ?? null,
    delivery_dates: deliveryDates(
      context.now ?? new Date(),
      chosenCargo?.deliveryDaysMax ?? 3,
      shop.timeZone,
    ),
    delivery_address_id: cart?.deliveryAddressId ?? null,
    invoice_address_id: cart?.invoiceAddressId ?? null,
    can_order: lines.length > 0 && lines.every((line) => line.problem === null),
  };
  return {
    cart,
    details,
    lines,
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          outcome: campaign.outcome,
          giftProductId: campaign.giftProductId,
        }
      : null,
    coupon: couponRow ? { id: couponRow.id, code: couponRow.code, outcome: totals.coupon } : null,
    cargoCompanyId: chosenCargo?.id ?? null,
    priced,
    convert,
  };
}

type Convert = (amount: number, from: number) => number;
type CampaignRow = typeof campaigns.$inferSelect;
type CampaignTerms = Pick<
  CampaignRow,
  | "id"
  | "type"
  | "discountPercent"
  | "discountAmount"
  | "currencyId"
  | "minCartAmount"
  | "maxCartAmount"
  | "buyQuantity"
  | "payQuantity"
  | "categoryId"
  | "brandId"
  | "productId"
>;

/** PGlite may hand an int[] over as its text form. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",").map(Number) : [];
}

function campaignRule(
  row: (CampaignTerms & { productIds: readonly number[] }) | CampaignDefinition,
  convert: Convert,
  giftsInStock: ReadonlySet<number>,
  lines: readonly PricedLine[],
): CampaignOutcome {
  return applyCampaign(
    {
      type: row.type,
      discountPercent: row.discountPercent,
      discountAmount:
        row.discountAmount === null ? null : convert(row.discountAmount, row.currencyId),
      minCartAmount: row.minCartAmount === null ? null : convert(row.minCartAmount, row.currencyId),
      maxCartAmount: row.maxCartAmount === null ? null : convert(row.maxCartAmount, row.currencyId),
      buyQuantity: row.buyQuantity,
      payQuantity: row.payQuantity,
      categoryId: row.categoryId,
      brandId: row.brandId,
      productIds: row.productIds,
      giftInStock:
        row.type === "gift_product"
          ? row.productId !== null && giftsInStock.has(row.productId)
          : true,
    },
    lines,
  );
}

async function giftInStock(db: Database, productId: number | null): Promise<boolean> {
  if (productId === null) return false;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT (is_active AND stock > 0) AS ok FROM products WHERE id = ${productId}`,
  );
  return row?.ok === true;
}

/** A campaign's outcome for a cart, its gift's stock read now (applying a campaign). */
export async function campaignOutcome(
  db: Database,
  row: CampaignTerms,
  convert: Convert,
  lines: readonly PricedLine[],
): Promise<CampaignOutcome> {
  const [inStock, listed] = await Promise.all([
    row.type === "gift_product" && row.productId !== null && giftInStock(db, row.productId),
    db
      .select({ id: campaignProducts.productId })
      .from(campaignProducts)
      .where(eq(campaignProducts.campaignId, row.id)),
  ]);
  return campaignRule(
    { ...row, productIds: listed.map((item) => item.id) },
    convert,
    new Set(inStock && row.productId !== null ? [row.productId] : []),
    lines,
  );
}
