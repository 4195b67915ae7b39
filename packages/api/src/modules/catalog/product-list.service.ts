// Product lists: a category's (or brand's) products with filters, sort and pages, their total,
// the facets of the current result set, best sellers, same-category products, a shopper's
// recently viewed products and the showcases that page layouts place. Each list is one statement
// that pages in the database and reads the cards of that page only.
import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_MAX_PAGE_SIZE,
  type CategoryProductsRequest,
  type Facets,
  type LanguageCode,
  type ProductCard,
  type ProductFilter,
  type ProductPage,
  type ProductSort,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { showcases, showcaseTranslations } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import {
  categorySubtree,
  idsInOrder,
  intList,
  type Pricing,
  readCards,
} from "./catalog.service.ts";

/** The conditions of a filter over `products p` (joined with categories c and currencies pc). */
interface FilterSql {
  /** Scope: active, category subtree, brand page, campaign. Never left out. */
  scope: SQL;
  brands: SQL;
  price: SQL;
  stock: SQL;
  discounted: SQL;
  /** The property-value filter, optionally leaving out one property (for its own facet). */
  values: (exceptProperty?: SQL) => SQL;
}

const TRUE = sql`true`;

function filterSql(filter: ProductFilter, pricing: Pricing): FilterSql {
  const scope: SQL[] = [sql`p.is_active`, sql`c.is_active`];
  if (filter.category_id !== undefined)
    scope.push(sql`p.category_id IN (${categorySubtree(filter.category_id)})`);
  if (filter.brand_id !== undefined) scope.push(sql`p.brand_id = ${filter.brand_id}`);
  if (filter.campaign_id !== undefined) {
    scope.push(sql`EXISTS (
      SELECT 1 FROM campaigns cp
      WHERE cp.id = ${filter.campaign_id} AND cp.is_active AND cp.starts_at <= now()
        AND (cp.ends_at IS NULL OR cp.ends_at > now())
        AND (cp.brand_id IS NULL OR cp.brand_id = p.brand_id)
        AND (cp.category_id IS NULL OR p.category_id IN (${categorySubtree(sql`cp.category_id`)}))
    )`);
  }
  const price = pricing.convertedPriceSql();
  const priceParts: SQL[] = [];
  if (filter.price_min !== undefined) priceParts.push(sql`${price} >= ${filter.price_min}`);
  if (filter.price_max !== undefined) priceParts.push(sql`${price} <= ${filter.price_max}`);
  const selected = filter.property_value_ids ?? [];
  return {
    scope: sql.join(scope, sql` AND `),
    brands: filter.brand_ids?.length ? sql`p.brand_id IN (${intList(filter.brand_ids)})` : TRUE,
    price: priceParts.length ? sql.join(priceParts, sql` AND `) : TRUE,
    stock: filter.in_stock ? sql`p.stock > 0` : TRUE,
    discounted: filter.discounted
      ? sql`(p.list_price IS NOT NULL AND p.list_price > p.selling_price)`
      : TRUE,
    // Every property among the chosen values is matched by one of its chosen values.
    values: (exceptProperty) =>
      selected.length === 0
        ? TRUE
        : sql`NOT EXISTS (
            SELECT 1 FROM property_values sv
            WHERE sv.id IN (${intList(selected)})
              ${exceptProperty ? sql`AND sv.property_id <> ${exceptProperty}` : sql``}
              AND NOT EXISTS (
                SELECT 1 FROM product_property_values x
                JOIN property_values xv ON xv.id = x.property_value_id
                WHERE x.product_id = p.id AND xv.property_id = sv.property_id
                  AND x.property_value_id IN (${intList(selected)})
              )
          )`,
  };
}

const fromProducts = sql`FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN currencies pc ON pc.id = p.currency_id`;

function allConditions(f: FilterSql): SQL {
  return sql`${f.scope} AND ${f.brands} AND ${f.price} AND ${f.stock} AND ${f.discounted} AND ${f.values()}`;
}

function orderBy(sort: ProductSort): SQL {
  switch (sort) {
    case "price_asc":
      return sql`p.selling_price * pc.exchange_rate / (10::numeric ^ pc.decimals) ASC, p.id ASC`;
    case "price_desc":
      return sql`p.selling_price * pc.exchange_rate / (10::numeric ^ pc.decimals) DESC, p.id DESC`;
    case "newest":
      return sql`p.created_at DESC, p.id DESC`;
    case "best_selling":
      return sql`p.sales_count DESC, p.id ASC`;
    default:
      return sql`p.sort_order ASC, p.id ASC`;
  }
}

function pagedSource(where: SQL, sort: ProductSort, limit: number, offset: number): SQL {
  const order = orderBy(sort);
  return sql`SELECT p.id, row_number() OVER (ORDER BY ${order}) AS pos, count(*) OVER () AS total
    ${fromProducts} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

export async function countProducts(
  db: Database,
  filter: ProductFilter,
  pricing: Pricing,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${fromProducts} WHERE ${allConditions(filterSql(filter, pricing))}`,
  );
  return row?.n ?? 0;
}

export async function listCategoryProducts(
  db: Database,
  request: CategoryProductsRequest,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductPage> {
  const page = request.page ?? 1;
  const pageSize = Math.min(request.page_size ?? CATALOG_DEFAULT_PAGE_SIZE, CATALOG_MAX_PAGE_SIZE);
  const where = allConditions(filterSql(request, pricing));
  const { items, total } = await readCards(
    db,
    pagedSource(where, request.sort ?? "default", pageSize, (page - 1) * pageSize),
    lang,
    pricing,
    "category-products",
  );
  // Past the last page nothing comes back to carry the total: count it.
  const all = total ?? (page > 1 ? await countProducts(db, request, pricing) : 0);
  return {
    items,
    total: all,
    page,
    page_size: pageSize,
    page_count: Math.ceil(all / pageSize),
  };
}

export async function listBestSellers(
  db: Database,
  categoryId: number,
  limit: number,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductCard[]> {
  const where = allConditions(filterSql({ category_id: categoryId }, pricing));
  return (await readCards(db, pagedSource(where, "best_selling", limit, 0), lang, pricing)).items;
}

export async function listSameProducts(
  db: Database,
  productId: number,
  limit: number,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductCard[]> {
  const [product] = await queryRows<{ category_id: number }>(
    db,
    sql`SELECT p.category_id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id = ${productId} AND p.is_active AND c.is_active`,
  );
  if (!product) throw new ApiError("record_not_found", 404);
  const where = sql`p.is_active AND c.is_active AND p.category_id = ${product.category_id} AND p.id <> ${productId}`;
  return (await readCards(db, pagedSource(where, "best_selling", limit, 0), lang, pricing)).items;
}

export async function listLastViewed(
  db: Database,
  productIds: readonly number[],
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ProductCard[]> {
  const unique = [...new Set(productIds)];
  return (await readCards(db, idsInOrder(unique), lang, pricing)).items;
}

export async function readShowcase(
  db: Database,
  showcaseId: number,
  limit: number | undefined,
  lang: LanguageCode,
  pricing: Pricing,
) {
  const [showcase] = await db
    .select({
      id: showcases.id,
      code: showcases.code,
      kind: showcases.kind,
      categoryId: showcases.categoryId,
      productLimit: showcases.productLimit,
      title: sql<string>`coalesce(${showcaseTranslations.title}, (SELECT st.title FROM showcase_translations st WHERE st.showcase_id = ${showcases.id} AND st.language_code = 'tr'), ${showcases.code})`,
    })
    .from(showcases)
    .leftJoin(
      showcaseTranslations,
      and(
        eq(showcaseTranslations.showcaseId, showcases.id),
        eq(showcaseTranslations.languageCode, lang),
      ),
    )
    .where(and(eq(showcases.id, showcaseId), eq(showcases.isActive, true)))
    .limit(1);
  if (!showcase) throw new ApiError("record_not_found", 404);
  const take = Math.min(limit ?? showcase.productLimit, showcase.productLimit);
  const active = sql`p.is_active AND c.is_active`;
  let source: SQL;
  switch (showcase.kind) {
    case "newest":
      source = pagedSource(active, "newest", take, 0);
      break;
    case "best_selling":
      source = pagedSource(active, "best_selling", take, 0);
      break;
    case "discounted":
      source = pagedSource(
        sql`${active} AND p.list_price IS NOT NULL AND p.list_price > p.selling_price`,
        "default",
        take,
        0,
      );
      break;
    case "category":
      source = pagedSource(
        sql`${active} AND p.category_id IN (${categorySubtree(showcase.categoryId ?? 0)})`,
        "best_selling",
        take,
        0,
      );
      break;
    default:
      source = sql`SELECT p.id, row_number() OVER (ORDER BY sp.sort_order, p.id) AS pos, NULL::int AS total
        FROM showcase_products sp JOIN products p ON p.id = sp.product_id
        JOIN categories c ON c.id = p.category_id
        WHERE sp.showcase_id = ${showcase.id} AND ${active}
        ORDER BY sp.sort_order, p.id LIMIT ${take}`;
  }
  const { items } = await readCards(db, source, lang, pricing);
  return {
    id: showcase.id,
    code: showcase.code,
    kind: showcase.kind as "manual" | "newest" | "best_selling" | "discounted" | "category",
    title: showcase.title,
    category_id: showcase.categoryId,
    products: items,
  };
}

interface FacetRow {
  total: number;
  in_stock_count: number;
  discounted_count: number;
  price_min: number | null;
  price_max: number | null;
  brands: Array<{ id: number; name: string; seo_link: string; count: number }> | null;
  values: Array<{
    property_id: number;
    property_code: string;
    property_name: string;
    display: "list" | "swatch" | "box";
    id: number;
    code: string;
    name: string;
    swatch_hex: string | null;
    count: number;
  }> | null;
}

/**
 * Facets of a result set, each counted with the other filters applied and its own left out, so
 * that a value's count is the total the shopper gets by choosing it.
 */
export async function readFacets(
  db: Database,
  filter: ProductFilter,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<Facets> {
  const f = filterSql(filter, pricing);
  const price = pricing.convertedPriceSql();
  const [row] = await queryRows<FacetRow>(
    db,
    sql`WITH base AS (
        SELECT p.id, p.brand_id, p.stock > 0 AS in_stock,
          (p.list_price IS NOT NULL AND p.list_price > p.selling_price) AS disc,
          ${price}::float8 AS price,
          (${f.brands}) AS b_ok, (${f.price}) AS p_ok, (${f.stock}) AS s_ok,
          (${f.discounted}) AS d_ok, (${f.values()}) AS v_ok
        ${fromProducts} WHERE ${f.scope}
      )
      SELECT
        (SELECT count(*)::int FROM base WHERE b_ok AND p_ok AND s_ok AND d_ok AND v_ok) AS total,
        (SELECT count(*)::int FROM base WHERE b_ok AND p_ok AND d_ok AND v_ok AND in_stock) AS in_stock_count,
        (SELECT count(*)::int FROM base WHERE b_ok AND p_ok AND s_ok AND v_ok AND disc) AS discounted_count,
        (SELECT min(price) FROM base WHERE b_ok AND s_ok AND d_ok AND v_ok) AS price_min,
        (SELECT max(price) FROM base WHERE b_ok AND s_ok AND d_ok AND v_ok) AS price_max,
        (SELECT json_agg(json_build_object('id', bb.id, 'name', coalesce(bbt.name, bb.name),
            'seo_link', coalesce(bbt.seo_link, bb.code), 'count', x.n) ORDER BY bb.sort_order, bb.name, bb.id)
          FROM (SELECT brand_id, count(*)::int AS n FROM base
                WHERE brand_id IS NOT NULL AND p_ok AND s_ok AND d_ok AND v_ok GROUP BY brand_id) x
          JOIN brands bb ON bb.id = x.brand_id AND bb.is_active
          LEFT JOIN brand_translations bbt ON bbt.brand_id = bb.id AND bbt.language_code = ${lang}
        ) AS brands,
        (SELECT json_agg(json_build_object('property_id', pr.id, 'property_code', pr.code,
            'property_name', coalesce(prt.name, pr.code), 'display', pr.display,
            'id', v.id, 'code', v.code, 'name', coalesce(vt.name, v.code),
            'swatch_hex', v.swatch_hex, 'count', x.n)
            ORDER BY pr.sort_order, pr.id, v.sort_order, v.id)
          FROM (
            SELECT pv.id AS value_id, count(*)::int AS n
            FROM base p
            JOIN product_property_values ppv ON ppv.product_id = p.id
            JOIN property_values pv ON pv.id = ppv.property_value_id
            WHERE p.b_ok AND p.p_ok AND p.s_ok AND p.d_ok AND ${f.values(sql`pv.property_id`)}
            GROUP BY pv.id
          ) x
          JOIN property_values v ON v.id = x.value_id
          JOIN properties pr ON pr.id = v.property_id AND pr.is_filter
          LEFT JOIN property_translations prt ON prt.property_id = pr.id AND prt.language_code = ${lang}
          LEFT JOIN property_value_translations vt ON vt.property_value_id = v.id AND vt.language_code = ${lang}
        ) AS values`,
  );
  const properties = new Map<number, Facets["properties"][number]>();
  for (const v of row?.values ?? []) {
    let property = properties.get(v.property_id);
    if (!property) {
      property = {
        property_id: v.property_id,
        code: v.property_code,
        name: v.property_name,
        display: v.display,
        values: [],
      };
      properties.set(v.property_id, property);
    }
    property.values.push({
      id: v.id,
      code: v.code,
      name: v.name,
      swatch_hex: v.swatch_hex,
      count: v.count,
    });
  }
  return {
    total: row?.total ?? 0,
    brands: row?.brands ?? [],
    price:
      row?.price_min === null || row?.price_min === undefined || row.price_max === null
        ? null
        : {
            min: Number(row.price_min),
            max: Number(row.price_max),
            currency_id: pricing.target.id,
            currency_code: pricing.target.code,
          },
    properties: [...properties.values()],
    in_stock_count: row?.in_stock_count ?? 0,
    discounted_count: row?.discounted_count ?? 0,
  };
}
