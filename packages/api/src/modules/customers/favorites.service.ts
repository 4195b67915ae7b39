// A member's favourite products: the catalogue's product cards (same query, same shape, in the
// requested language and currency), newest favourite first. Only products the shop still shows
// count; a product that comes back is a favourite again. Adding twice is harmless: the unique
// index on (customer, product) keeps one row.
import { and, eq, sql } from "drizzle-orm";
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_MAX_PAGE_SIZE,
  type FavoriteChange,
  type FavoritesRequest,
  type LanguageCode,
  type ProductPage,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { customerFavorites } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { type Pricing, readCards } from "../catalog/catalog.service.ts";

const shown = sql`JOIN products p ON p.id = f.product_id AND p.is_active
  JOIN categories c ON c.id = p.category_id AND c.is_active`;

export async function listFavorites(
  db: Database,
  customerId: number,
  request: FavoritesRequest,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductPage> {
  const page = request.page ?? 1;
  const pageSize = Math.min(request.page_size ?? CATALOG_DEFAULT_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE);
  const order = sql`f.created_at DESC, f.id DESC`;
  const { items, total } = await readCards(
    db,
    sql`SELECT f.product_id AS id, row_number() OVER (ORDER BY ${order}) AS pos,
        count(*) OVER () AS total
      FROM customer_favorites f ${shown}
      WHERE f.customer_id = ${customerId}
      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    lang,
    pricing,
  );
  let all = total ?? 0;
  if (total === null && page > 1) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM customer_favorites f ${shown}
        WHERE f.customer_id = ${customerId}`,
    );
    all = row?.n ?? 0;
  }
  return { items, total: all, page, page_size: pageSize, page_count: Math.ceil(all / pageSize) };
}

/** The ids of every product the member keeps as a favourite (hearts on any page). */
export async function listFavoriteIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT f.product_id AS id FROM customer_favorites f ${shown}
      WHERE f.customer_id = ${customerId} ORDER BY f.product_id`,
  );
  return rows.map((row) => row.id);
}

export async function addFavorite(
  db: Database,
  customerId: number,
  productId: number,
): Promise<FavoriteChange> {
  // One statement: the product must be shown (active, in an active category) at the insert.
  const added = await queryRows<{ product_id: number }>(
    db,
    sql`INSERT INTO customer_favorites (customer_id, product_id)
      SELECT ${customerId}::int, p.id FROM products p
      JOIN categories c ON c.id = p.category_id AND c.is_active
      WHERE p.id = ${productId} AND p.is_active
      ON CONFLICT (customer_id, product_id) DO UPDATE SET product_id = EXCLUDED.product_id
      RETURNING product_id`,
  );
  if (!added.length) throw new ApiError("record_not_found", 404);
  return { product_id: productId, is_favorite: true };
}

export async function removeFavorite(
  db: Database,
  customerId: number,
  productId: number,
): Promise<FavoriteChange> {
  const removed = await db
    .delete(customerFavorites)
    .where(
      and(eq(customerFavorites.customerId, customerId), eq(customerFavorites.productId, productId)),
    )
    .returning({ id: customerFavorites.id });
  if (!removed.length) throw new ApiError("record_not_found", 404);
  return { product_id: productId, is_favorite: false };
}
