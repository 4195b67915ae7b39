// The reads behind /sitemap.xml and /xml: every shown page with its links in all languages, and
// the product feed for shopping engines (Google Merchant fields) in a language and currency.
import { sql } from "drizzle-orm";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { localePrefix } from "../../lib/storefront-path.ts";
import type { Pricing } from "./catalog.service.ts";
import { PAGE_SOURCES, readCategoryTree } from "./taxonomy.service.ts";

type Alternate = { language: LanguageCode; seo_link: string };

/** Every active product, category, brand, content page and blog post with a link in `lang`. */
export async function listXmlEntries(db: Database, lang: LanguageCode) {
  const branches = PAGE_SOURCES.map(
    (source, index) => sql`SELECT ${source.kind}::text AS kind, o.id, ${index}::int AS ord,
        tr.seo_link, ${isoText(sql`o.updated_at`)} AS updated_at,
        (SELECT json_agg(json_build_object('language', a.language_code, 'seo_link', a.seo_link)
            ORDER BY l.sort_order, l.id)
          FROM ${sql.raw(source.translations)} a JOIN languages l ON l.code = a.language_code AND l.is_active
          WHERE a.${sql.raw(source.column)} = o.id) AS alternates
      FROM ${sql.raw(source.table)}
      JOIN ${sql.raw(source.translations)} tr ON tr.${sql.raw(source.column)} = o.id AND tr.language_code = ${lang}
      WHERE ${sql.raw(source.active)}`,
  );
  const rows = await queryRows<{
    kind: (typeof PAGE_SOURCES)[number]["kind"];
    id: number;
    seo_link: string;
    updated_at: string;
    alternates: Alternate[];
  }>(
    db,
    sql`SELECT kind, id, seo_link, updated_at, alternates FROM (${sql.join(branches, sql` UNION ALL `)}) x ORDER BY ord, id`,
  );
  // Categories under an inactive parent are not shown anywhere.
  const { byId } = await readCategoryTree(db, lang);
  return rows.filter((row) => row.kind !== "category" || byId.has(row.id));
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Admin-written HTML as one line of plain text. */
export function plainText(html: string | null): string {
  if (!html) return "";
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The product feed: one row per active product that has texts in `lang`, as the admin's feed
 * settings choose (feed-settings.service.ts): only in-stock products, only some categories.
 */
export async function listFeedProducts(
  db: Database,
  lang: LanguageCode,
  pricing: Pricing,
  choice: { in_stock_only: boolean; category_ids: number[] } = {
    in_stock_only: false,
    category_ids: [],
  },
) {
  const rows = await queryRows<{
    id: number;
    sku: string;
    name: string;
    summary: string | null;
    description: string | null;
    seo_link: string;
    category_id: number;
    currency_id: number;
    selling_price: number;
    list_price: number | null;
    stock: number;
    brand: string | null;
    barcode: string | null;
    images: string[] | null;
  }>(
    db,
    sql`SELECT p.id, p.sku, t.name, t.summary, t.description, t.seo_link, p.category_id,
        p.currency_id::int AS currency_id, p.selling_price::float8 AS selling_price,
        p.list_price::float8 AS list_price, p.stock, b.name AS brand, p.barcode,
        (SELECT json_agg(i.path ORDER BY i.sort_order, i.id) FROM product_images i WHERE i.product_id = p.id) AS images
      FROM products p
      JOIN categories c ON c.id = p.category_id AND c.is_active
      JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
      LEFT JOIN brands b ON b.id = p.brand_id AND b.is_active
      WHERE p.is_active
      ORDER BY p.id`,
  );
  const { byId } = await readCategoryTree(db, lang);
  const pathOf = (categoryId: number) => {
    const names: string[] = [];
    for (
      let at = byId.get(categoryId);
      at;
      at = at.parent_id === null ? undefined : byId.get(at.parent_id)
    )
      names.unshift(at.name);
    return names.join(" > ");
  };
  const chosen = new Set(choice.category_ids);
  /** The category or one above it is chosen (or none is: every category). */
  const inChosen = (categoryId: number) => {
    if (chosen.size === 0) return true;
    for (
      let at = byId.get(categoryId);
      at;
      at = at.parent_id === null ? undefined : byId.get(at.parent_id)
    )
      if (chosen.has(at.id)) return true;
    return false;
  };
  const prefix = localePrefix(lang);
  return rows
    .filter((row) => byId.has(row.category_id) && inChosen(row.category_id))
    .filter((row) => !choice.in_stock_only || row.stock > 0)
    .map((row) => {
      const discounted = row.list_price !== null && row.list_price > row.selling_price;
      const images = row.images ?? [];
      return {
        id: row.id,
        sku: row.sku,
        title: row.name,
        description: plainText(row.description) || row.summary || row.name,
        link: `${prefix}/${row.seo_link}`,
        image: images[0] ?? null,
        additional_images: images.slice(1, 11),
        price: pricing.convert(
          discounted ? (row.list_price as number) : row.selling_price,
          row.currency_id,
        ),
        sale_price: discounted ? pricing.convert(row.selling_price, row.currency_id) : null,
        currency_code: pricing.target.code,
        availability: row.stock > 0 ? ("in_stock" as const) : ("out_of_stock" as const),
        brand: row.brand,
        gtin: row.barcode,
        mpn: row.sku,
        condition: "new" as const,
        category_path: pathOf(row.category_id),
      };
    });
}
