// What pricing a cart needs besides the cart itself, all of it set by an admin: exchange rates,
// the shop's amounts (gift package, door fee), active cargo companies, active campaign
// definitions with their names in one language (and their gift's name and picture), and the
// category tree. Read in one query; the cart view keeps it in the reference cache
// (lib/reference-cache.ts), order placement reads it afresh inside its transaction.
import { type SQL, sql } from "drizzle-orm";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { ReferenceCache } from "../../lib/reference-cache.ts";
import { validTimeZone } from "../../lib/shop-time.ts";
import type { Rate } from "../currencies/currency.service.ts";

export interface CargoDefinition {
  id: number;
  code: string;
  name: string;
  logoPath: string | null;
  currencyId: number;
  basePrice: number;
  baseDesi: string;
  extraDesiPrice: number;
  freeShippingThreshold: number | null;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  isDefault: boolean;
}

export interface CampaignDefinition {
  id: number;
  type: string;
  discountPercent: number | null;
  discountAmount: number | null;
  currencyId: number;
  minCartAmount: number | null;
  maxCartAmount: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  categoryId: number | null;
  brandId: number | null;
  productId: number | null;
  /** The products it is limited to; empty for every product. */
  productIds: number[];
  imagePath: string | null;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number | null;
  usageLimit: number | null;
  usageCount: number;
  name: string;
  description: string | null;
  /** A gift_product campaign's gift, named in the language. */
  gift: { product_id: number; name: string; image: string | null } | null;
}

export interface CartReference {
  rates: Map<number, Rate>;
  /** Each category's id with its ancestors' ids, for campaigns scoped to a parent category. */
  ancestry: Map<number, number[]>;
  shop: {
    giftPackagePrice: number;
    doorPaymentFee: number;
    doorPaymentCurrencyId: number;
    /** The payment methods the admin has turned off. */
    paymentsOff: string[];
    /** The shop's time zone: its days are the ones a shopper picks a delivery date from. */
    timeZone: string;
  };
  /** Active cargo companies in the order they are offered. */
  cargo: CargoDefinition[];
  /** Active campaigns (period and usage are checked when used), in the order they are offered. */
  campaigns: CampaignDefinition[];
}

interface ReferenceJson {
  rates: Rate[];
  categories: Array<[number, number | null]>;
  settings: Record<string, string>;
  cargo: CargoDefinition[];
  campaigns: CampaignDefinition[];
}

/** The reference data as one JSON value, to be read alone or beside another query's row. */
export function cartReferenceJson(lang: LanguageCode): SQL {
  return sql`json_build_object(
      'rates', (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code,
          'symbol', symbol, 'decimals', decimals, 'exchangeRate', exchange_rate::text,
          'isDefault', is_default)), '[]'::json)
        FROM currencies WHERE is_active),
      'categories', (SELECT coalesce(json_agg(json_build_array(id, parent_id)), '[]'::json)
        FROM categories),
      'settings', (SELECT coalesce(json_object_agg(code, value), '{}'::json) FROM settings
        WHERE code IN ('gift_package_price', 'door_payment_fee', 'door_payment_currency',
            'time_zone')
          OR code LIKE 'payment\_%\_active'),
      'cargo', (SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'name', name,
          'logoPath', logo_path, 'currencyId', currency_id, 'basePrice', base_price,
          'baseDesi', base_desi::text, 'extraDesiPrice', extra_desi_price,
          'freeShippingThreshold', free_shipping_threshold, 'deliveryDaysMin', delivery_days_min,
          'deliveryDaysMax', delivery_days_max, 'isDefault', is_default)
          ORDER BY sort_order, id), '[]'::json)
        FROM cargo_companies WHERE is_active),
      'campaigns', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'type', c.type,
          'discountPercent', c.discount_percent, 'discountAmount', c.discount_amount,
          'currencyId', c.currency_id, 'minCartAmount', c.min_cart_amount,
          'maxCartAmount', c.max_cart_amount,
          'buyQuantity', c.buy_quantity, 'payQuantity', c.pay_quantity,
          'categoryId', c.category_id, 'brandId', c.brand_id, 'productId', c.product_id,
          'productIds', (SELECT coalesce(json_agg(cp.product_id), '[]'::json)
            FROM campaign_products cp WHERE cp.campaign_id = c.id),
          'imagePath', c.image_path,
          'startsAt', floor(extract(epoch FROM c.starts_at) * 1000)::float8,
          'endsAt', floor(extract(epoch FROM c.ends_at) * 1000)::float8,
          'usageLimit', c.usage_limit, 'usageCount', c.usage_count,
          'name', coalesce(t.name, tr.name, ''),
          'description', coalesce(t.description, tr.description),
          'gift', CASE WHEN c.type = 'gift_product' AND gp.id IS NOT NULL THEN
            json_build_object('product_id', gp.id,
              'name', (SELECT coalesce(max(pt.name) FILTER (WHERE pt.language_code = ${lang}),
                  max(pt.name))
                FROM product_translations pt
                WHERE pt.product_id = gp.id AND pt.language_code IN (${lang}, 'tr')),
              'image', (SELECT i.path_s FROM product_images i WHERE i.product_id = gp.id
                ORDER BY i.sort_order, i.id LIMIT 1))
            END)
          ORDER BY c.sort_order, c.id), '[]'::json)
        FROM campaigns c
        LEFT JOIN campaign_translations t ON t.campaign_id = c.id AND t.language_code = ${lang}
        LEFT JOIN campaign_translations tr ON tr.campaign_id = c.id AND tr.language_code = 'tr'
        LEFT JOIN products gp ON gp.id = c.product_id
        WHERE c.is_active)
    )`;
}

export async function readCartReference(db: Database, lang: LanguageCode): Promise<CartReference> {
  const [row] = await queryRows<{ reference: string }>(
    db,
    sql`SELECT ${cartReferenceJson(lang)}::text AS reference`,
  );
  return parseCartReference(row?.reference ?? "{}");
}

/** The reference data from the text of cartReferenceJson. */
export function parseCartReference(text: string): CartReference {
  const json = JSON.parse(text) as ReferenceJson;
  const parent = new Map(json.categories);
  const ancestry = new Map<number, number[]>();
  for (const [id] of json.categories) {
    const chain: number[] = [];
    for (let at: number | null | undefined = id; at != null && chain.length < 50; ) {
      chain.push(at);
      at = parent.get(at);
    }
    ancestry.set(id, chain);
  }
  const setting = (code: string) => Number(json.settings[code] ?? "0");
  return {
    rates: new Map(json.rates.map((rate) => [rate.id, rate])),
    ancestry,
    shop: {
      giftPackagePrice: setting("gift_package_price"),
      doorPaymentFee: setting("door_payment_fee"),
      doorPaymentCurrencyId: setting("door_payment_currency") || 1,
      paymentsOff: Object.entries(json.settings).flatMap(([code, value]) => {
        const method = /^payment_(.+)_active$/.exec(code)?.[1];
        return method && value === "0" ? [method] : [];
      }),
      timeZone: validTimeZone(json.settings.time_zone),
    },
    cargo: json.cargo,
    campaigns: json.campaigns,
  };
}

/** The reference data through the cache when one is given, else straight from the database. */
export function cartReference(
  db: Database,
  lang: LanguageCode,
  cache: ReferenceCache | undefined,
): Promise<CartReference> {
  return cache
    ? cache.get(`cart-reference:${lang}`, () => readCartReference(db, lang))
    : readCartReference(db, lang);
}

/** A campaign within its period at `now` (usage limits are checked where they matter). */
export const campaignInPeriod = (campaign: CampaignDefinition, now: number) =>
  campaign.startsAt <= now && (campaign.endsAt === null || campaign.endsAt > now);
