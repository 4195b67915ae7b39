// What the catalogue's reads share: prices converted into the
// requested currency (exactly, through convertMinor), and the product card, read for any ordered
// set of product ids in one statement (translations with a Turkish fallback, brand, first picture,
// rating from approved comments). Only active products in active categories are ever shown.
import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type LanguageCode, type ProductCard } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { ReferenceCache } from "../../lib/reference-cache.ts";
import { convertMinor, getRates, pickRate, type Rate } from "../currencies/currency.service.ts";

/** Prices of one answer: every amount goes into the requested currency. */
export class Pricing {
  readonly target: Rate;
  private readonly rates: Map<number, Rate>;
  constructor(rates: Map<number, Rate>, currencyId: number) {
    this.rates = rates;
    this.target = pickRate(rates, currencyId);
  }

  /** The rates come through the reference cache: only an admin changes them. */
  static async load(db: Database, currencyId: number, cache: ReferenceCache): Promise<Pricing> {
    return new Pricing(await cache.get("rates", () => getRates(db)), currencyId);
  }

  convert(amount: number, fromCurrencyId: number): number {
    return convertMinor(amount, pickRate(this.rates, fromCurrencyId), this.target);
  }

  money(row: {
    currency_id: number;
    selling_price: number;
    list_price: number | null;
    cash_price: number | null;
    vat_rate: number;
  }) {
    const hasOld = row.list_price !== null && row.list_price > row.selling_price;
    return {
      price: this.convert(row.selling_price, row.currency_id),
      old_price: hasOld ? this.convert(row.list_price as number, row.currency_id) : null,
      cash_price: row.cash_price === null ? null : this.convert(row.cash_price, row.currency_id),
      currency_id: this.target.id,
      currency_code: this.target.code,
      vat_rate: row.vat_rate,
    };
  }

  /** SQL: a product's (alias p, its currency pc) selling price in the target currency. */
  convertedPriceSql(): SQL {
    const scale = 10n ** BigInt(this.target.decimals);
    return sql`round(p.selling_price * pc.exchange_rate * ${scale.toString()}::numeric / (${this.target.exchangeRate}::numeric * (10::numeric ^ pc.decimals)))`;
  }
}

/** SQL: a list of integers for IN (...); never empty (an empty list matches nothing). */
export function intList(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`NULL`;
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

/** A product translation column in the asked language, else the default language's. */
export const translated = (column: string) => sql.raw(`coalesce(t.${column}, f.${column})`);

export const translationJoins = (lang: LanguageCode) => sql`
  LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
  LEFT JOIN product_translations f ON f.product_id = p.id AND f.language_code = ${DEFAULT_LANGUAGE}`;

/** What `cardColumns` reads of a product, as a row holds it. */
export interface CardColumnsRow {
  id: number;
  sku: string;
  name: string | null;
  summary: string | null;
  seo_link: string | null;
  category_id: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_seo: string | null;
  currency_id: number;
  selling_price: number;
  list_price: number | null;
  cash_price: number | null;
  vat_rate: number;
  stock: number;
  is_new: boolean;
  free_shipping: boolean;
  has_sub_products: boolean;
  min_order_quantity: number;
  max_order_quantity: number | null;
}

interface CardRow extends CardColumnsRow {
  path: string | null;
  path_m: string | null;
  path_s: string | null;
  rating_avg: number;
  rating_count: number;
  pos: number;
  total: number | null;
}

/** The columns of a product card over `products p` with translationJoins and brand b. */
export const cardColumns = sql`
  p.id, p.sku, ${translated("name")} AS name, ${translated("summary")} AS summary,
  ${translated("seo_link")} AS seo_link, p.category_id,
  b.id AS brand_id, coalesce(bt.name, b.name) AS brand_name, coalesce(bt.seo_link, b.code) AS brand_seo,
  p.currency_id::int AS currency_id, p.selling_price::float8 AS selling_price,
  p.list_price::float8 AS list_price, p.cash_price::float8 AS cash_price, p.vat_rate::int AS vat_rate,
  p.stock, p.is_new, p.free_shipping,
  EXISTS (SELECT 1 FROM sub_products s WHERE s.product_id = p.id AND s.is_active) AS has_sub_products,
  p.min_order_quantity, p.max_order_quantity`;

export const brandJoins = (lang: LanguageCode) => sql`
  LEFT JOIN brands b ON b.id = p.brand_id AND b.is_active
  LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.language_code = ${lang}`;

/**
 * Product cards for `source`, a query yielding (id, pos, total): the order to answer in and,
 * for a paged list, the total before paging. Inactive products are dropped. `prepared` labels
 * a source whose texts are few (see queryRows).
 */
export async function readCards(
  db: Database,
  source: SQL,
  lang: LanguageCode,
  pricing: Pricing,
  prepared?: string,
): Promise<{ items: ProductCard[]; total: number | null }> {
  const rows = await queryRows<CardRow>(
    db,
    sql`WITH page AS (${source})
      SELECT ${cardColumns}, img.path, img.path_m, img.path_s,
        coalesce(r.avg, 0)::float8 AS rating_avg, coalesce(r.n, 0)::int AS rating_count,
        page.pos::int AS pos, page.total::int AS total
      FROM page
      JOIN products p ON p.id = page.id AND p.is_active
      JOIN categories c ON c.id = p.category_id AND c.is_active
      ${translationJoins(lang)}
      ${brandJoins(lang)}
      LEFT JOIN LATERAL (
        SELECT i.path, i.path_m, i.path_s FROM product_images i
        WHERE i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1
      ) img ON true
      LEFT JOIN LATERAL (
        SELECT round(avg(pc.rate), 2) AS avg, count(*) AS n FROM product_comments pc
        WHERE pc.product_id = p.id AND pc.is_approved
      ) r ON true
      ORDER BY page.pos`,
    prepared,
  );
  return {
    items: rows.map((row) => toCard(row, pricing)),
    total: rows[0]?.total ?? null,
  };
}

export function toCard(row: Omit<CardRow, "pos" | "total">, pricing: Pricing): ProductCard {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name ?? row.sku,
    summary: row.summary,
    seo_link: row.seo_link ?? String(row.id),
    category_id: row.category_id,
    brand:
      row.brand_id !== null && row.brand_name !== null
        ? { id: row.brand_id, name: row.brand_name, seo_link: row.brand_seo ?? "" }
        : null,
    ...pricing.money(row),
    image:
      row.path && row.path_m && row.path_s
        ? { path: row.path, path_m: row.path_m, path_s: row.path_s }
        : null,
    in_stock: row.stock > 0,
    is_new: row.is_new,
    free_shipping: row.free_shipping,
    has_sub_products: row.has_sub_products,
    min_order_quantity: row.min_order_quantity,
    max_order_quantity: row.max_order_quantity,
    rating: { average: Number(row.rating_avg), count: row.rating_count },
  };
}

/** A source for readCards: the given ids in the given order. */
export function idsInOrder(ids: readonly number[]): SQL {
  if (ids.length === 0)
    return sql`SELECT NULL::int AS id, 0 AS pos, NULL::int AS total WHERE false`;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  return sql`SELECT v.id, v.pos, NULL::int AS total FROM (VALUES ${values}) AS v(id, pos)`;
}

/** SQL: the ids of a category and all its active descendants (empty when it is inactive). */
export function categorySubtree(categoryId: number | SQL): SQL {
  return sql`WITH RECURSIVE subtree AS (
      SELECT id FROM categories WHERE id = ${categoryId} AND is_active
      UNION ALL
      SELECT ch.id FROM categories ch JOIN subtree s ON ch.parent_id = s.id WHERE ch.is_active
    ) SELECT id FROM subtree`;
}
