// Categories (the tree, one category with its breadcrumb and children), brands with their
// product counts, the active campaigns, and what a storefront /{seoLink} is: a product, a
// category, a brand, a content page or a blog post, in that order, in the asked language, with
// the product, category or brand that its page shows.
import { type SQL, sql } from "drizzle-orm";
import {
  type CategoryNode,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type PAGE_KINDS,
  type ResolvedPage,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { ApiError } from "../../lib/errors.ts";
import { getPost, otherPosts } from "../blog/blog.service.ts";
import { contentSiblings, getContent } from "../content/content.service.ts";
import type { Pricing } from "./catalog.service.ts";
import { readProductById } from "./product-detail.service.ts";

type Alternate = { language: LanguageCode; seo_link: string };

/** SQL: the seo links of one row of a translations table in every active language (JSON). */
const alternatesJson = (table: string, ownerColumn: string, ownerId: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('language', a.language_code, 'seo_link', a.seo_link)
        ORDER BY l.sort_order, l.id), '[]'::json)
      FROM ${sql.raw(table)} a JOIN languages l ON l.code = a.language_code AND l.is_active
      WHERE a.${sql.raw(ownerColumn)} = ${ownerId})`;

// ---------------------------------------------------------------------------------------------
// Categories

interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  seo_link: string;
  image_path: string | null;
  show_in_menu: boolean;
  direct: number;
}

/** Every active category under an active parent, as a tree, with product counts rolled up. */
export async function readCategoryTree(
  db: Database,
  lang: LanguageCode,
): Promise<{ roots: CategoryNode[]; byId: Map<number, CategoryNode> }> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT c.id, c.parent_id, c.code, coalesce(ct.name, cf.name, c.code) AS name,
        coalesce(ct.seo_link, cf.seo_link, c.code) AS seo_link, c.image_path, c.show_in_menu,
        coalesce(n.n, 0)::int AS direct
      FROM categories c
      LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language_code = ${lang}
      LEFT JOIN category_translations cf ON cf.category_id = c.id AND cf.language_code = ${DEFAULT_LANGUAGE}
      LEFT JOIN (SELECT category_id, count(*) AS n FROM products WHERE is_active GROUP BY category_id) n
        ON n.category_id = c.id
      WHERE c.is_active
      ORDER BY c.sort_order, c.id`,
  );
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      parent_id: row.parent_id,
      code: row.code,
      name: row.name,
      seo_link: row.seo_link,
      image_path: row.image_path,
      show_in_menu: row.show_in_menu,
      product_count: row.direct,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    if (node.parent_id === null) roots.push(node);
    else byId.get(node.parent_id)?.children.push(node);
  }
  // Only what hangs from an active root is shown; counts include the whole subtree.
  const reachable = new Map<number, CategoryNode>();
  const rollUp = (node: CategoryNode): number => {
    reachable.set(node.id, node);
    for (const child of node.children) node.product_count += rollUp(child);
    return node.product_count;
  };
  for (const root of roots) rollUp(root);
  return { roots, byId: reachable };
}

const linkOf = (node: CategoryNode) => ({ id: node.id, name: node.name, seo_link: node.seo_link });

/**
 * The category or brand a link names: the language's link first, then another language's (a
 * Turkish link under /en), so that the storefront can redirect to the language's own link.
 */
const idBySeoLink = (owner: "category" | "brand", seo: string, lang: LanguageCode) =>
  sql`(SELECT ${sql.raw(`${owner}_id`)} FROM ${sql.raw(`${owner}_translations`)}
      WHERE seo_link = ${seo}
      ORDER BY language_code = ${lang} DESC, language_code = ${DEFAULT_LANGUAGE} DESC, ${sql.raw(`${owner}_id`)}
      LIMIT 1)`;

export async function readCategory(
  db: Database,
  by: { id: number } | { seo: string },
  lang: LanguageCode,
) {
  const where =
    "id" in by ? sql`c.id = ${by.id}` : sql`c.id = ${idBySeoLink("category", by.seo, lang)}`;
  const [row] = await queryRows<{
    id: number;
    description: string | null;
    seo_title: string | null;
    seo_keywords: string | null;
    seo_description: string | null;
    alternates: Alternate[];
  }>(
    db,
    sql`SELECT c.id, ct.description, ct.seo_title, ct.seo_keywords, ct.seo_description,
        ${alternatesJson("category_translations", "category_id", sql`c.id`)} AS alternates
      FROM categories c
      LEFT JOIN category_translations ct
        ON ct.category_id = c.id AND ct.language_code = ${lang}
      WHERE c.is_active AND ${where}
      LIMIT 1`,
  );
  if (!row) throw new ApiError("record_not_found", 404);
  const { byId } = await readCategoryTree(db, lang);
  const node = byId.get(row.id);
  if (!node) throw new ApiError("record_not_found", 404); // under an inactive parent
  const breadcrumb: CategoryNode[] = [];
  for (let at: CategoryNode | undefined = node; at; ) {
    breadcrumb.unshift(at);
    at = at.parent_id === null ? undefined : byId.get(at.parent_id);
  }
  return {
    id: node.id,
    parent_id: node.parent_id,
    code: node.code,
    name: node.name,
    description: row.description,
    seo_link: node.seo_link,
    seo_title: row.seo_title,
    seo_keywords: row.seo_keywords,
    seo_description: row.seo_description,
    image_path: node.image_path,
    product_count: node.product_count,
    breadcrumb: breadcrumb.map(linkOf),
    children: node.children.map(linkOf),
    alternates: row.alternates,
  };
}

// ---------------------------------------------------------------------------------------------
// Brands

interface BrandRow {
  id: number;
  code: string;
  name: string;
  seo_link: string;
  logo_path: string | null;
  is_featured: boolean;
  product_count: number;
  description: string | null;
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
  alternates: Alternate[];
}

const brandSelect = (lang: LanguageCode, where: SQL, detail: boolean) => sql`
  SELECT b.id, b.code, coalesce(bt.name, b.name) AS name, coalesce(bt.seo_link, bf.seo_link, b.code) AS seo_link, b.logo_path, b.is_featured,
    coalesce((SELECT count(*) FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.brand_id = b.id AND p.is_active AND c.is_active), 0)::int AS product_count
    ${
      detail
        ? sql`, bt.description, bt.seo_title, bt.seo_keywords, bt.seo_description,
          ${alternatesJson("brand_translations", "brand_id", sql`b.id`)} AS alternates`
        : sql``
    }
  FROM brands b
  LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.language_code = ${lang}
  LEFT JOIN brand_translations bf ON bf.brand_id = b.id AND bf.language_code = ${DEFAULT_LANGUAGE}
  WHERE b.is_active AND ${where}
  ORDER BY b.sort_order, b.name, b.id`;

export async function listBrands(db: Database, lang: LanguageCode) {
  const rows = await queryRows<BrandRow>(db, brandSelect(lang, sql`true`, false));
  return rows.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    seo_link: b.seo_link,
    logo_path: b.logo_path,
    is_featured: b.is_featured,
    product_count: b.product_count,
  }));
}

export async function readBrand(
  db: Database,
  by: { id: number } | { seo: string },
  lang: LanguageCode,
) {
  const where =
    "id" in by ? sql`b.id = ${by.id}` : sql`b.id = ${idBySeoLink("brand", by.seo, lang)}`;
  const [b] = await queryRows<BrandRow>(db, brandSelect(lang, where, true));
  if (!b) throw new ApiError("record_not_found", 404);
  return {
    id: b.id,
    code: b.code,
    name: b.name,
    seo_link: b.seo_link,
    logo_path: b.logo_path,
    is_featured: b.is_featured,
    product_count: b.product_count,
    description: b.description,
    seo_title: b.seo_title,
    seo_keywords: b.seo_keywords,
    seo_description: b.seo_description,
    alternates: b.alternates,
  };
}

// ---------------------------------------------------------------------------------------------
// Campaigns

type Ref = { id: number; name: string; seo_link: string } | null;

export async function listActiveCampaigns(db: Database, lang: LanguageCode, pricing: Pricing) {
  const rows = await queryRows<{
    id: number;
    code: string;
    type: "cart_percent" | "cart_amount" | "buy_x_pay_y" | "free_shipping" | "gift_product";
    name: string;
    description: string | null;
    discount_percent: number | null;
    discount_amount: number | null;
    min_cart_amount: number | null;
    buy_quantity: number | null;
    pay_quantity: number | null;
    currency_id: number;
    category: Ref;
    brand: Ref;
    gift_product: Ref;
    image_path: string | null;
    starts_at: string;
    ends_at: string | null;
  }>(
    db,
    sql`SELECT cp.id, cp.code, cp.type, coalesce(t.name, f.name, cp.code) AS name,
        coalesce(t.description, f.description) AS description,
        cp.discount_percent::int AS discount_percent, cp.discount_amount::float8 AS discount_amount,
        cp.min_cart_amount::float8 AS min_cart_amount, cp.buy_quantity::int AS buy_quantity,
        cp.pay_quantity::int AS pay_quantity, cp.currency_id::int AS currency_id,
        (SELECT json_build_object('id', c.id, 'name', coalesce(ct.name, cf.name, c.code), 'seo_link', coalesce(ct.seo_link, cf.seo_link, c.code))
          FROM categories c LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language_code = ${lang}
          LEFT JOIN category_translations cf ON cf.category_id = c.id AND cf.language_code = ${DEFAULT_LANGUAGE}
          WHERE c.id = cp.category_id) AS category,
        (SELECT json_build_object('id', b.id, 'name', coalesce(bt.name, b.name), 'seo_link', coalesce(bt.seo_link, bf.seo_link, b.code))
          FROM brands b LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.language_code = ${lang}
          LEFT JOIN brand_translations bf ON bf.brand_id = b.id AND bf.language_code = ${DEFAULT_LANGUAGE}
          WHERE b.id = cp.brand_id) AS brand,
        (SELECT json_build_object('id', p.id, 'name', coalesce(pt.name, pf.name, p.sku), 'seo_link', coalesce(pt.seo_link, pf.seo_link, p.sku))
          FROM products p LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language_code = ${lang}
          LEFT JOIN product_translations pf ON pf.product_id = p.id AND pf.language_code = ${DEFAULT_LANGUAGE}
          WHERE p.id = cp.product_id) AS gift_product,
        cp.image_path, ${isoText(sql`cp.starts_at`)} AS starts_at,
        CASE WHEN cp.ends_at IS NULL THEN NULL ELSE ${isoText(sql`cp.ends_at`)} END AS ends_at
      FROM campaigns cp
      LEFT JOIN campaign_translations t ON t.campaign_id = cp.id AND t.language_code = ${lang}
      LEFT JOIN campaign_translations f ON f.campaign_id = cp.id AND f.language_code = ${DEFAULT_LANGUAGE}
      WHERE cp.is_active AND cp.starts_at <= now() AND (cp.ends_at IS NULL OR cp.ends_at > now())
        AND (cp.usage_limit IS NULL OR cp.usage_count < cp.usage_limit)
      ORDER BY cp.sort_order, cp.id`,
  );
  const money = (amount: number | null, from: number) =>
    amount === null ? null : pricing.convert(amount, from);
  return rows.map((row) => ({
    ...row,
    discount_amount: money(row.discount_amount, row.currency_id),
    min_cart_amount: money(row.min_cart_amount, row.currency_id),
    currency_id: pricing.target.id,
    currency_code: pricing.target.code,
  }));
}

// ---------------------------------------------------------------------------------------------
// /{seoLink}

type PageKind = (typeof PAGE_KINDS)[number];

/** The page kinds with the tables that give them a seo link, in the order they are tried. */
const PAGE_SOURCES: Array<{
  kind: PageKind;
  owner: string;
  table: string;
  translations: string;
  column: string;
  active: string;
}> = [
  {
    kind: "product",
    owner: "products",
    table: "products o JOIN categories oc ON oc.id = o.category_id AND oc.is_active",
    translations: "product_translations",
    column: "product_id",
    active: "o.is_active",
  },
  {
    kind: "category",
    owner: "categories",
    table: "categories o",
    translations: "category_translations",
    column: "category_id",
    active: "o.is_active",
  },
  {
    kind: "brand",
    owner: "brands",
    table: "brands o",
    translations: "brand_translations",
    column: "brand_id",
    active: "o.is_active",
  },
  {
    kind: "content",
    owner: "contents",
    table: "contents o",
    translations: "content_translations",
    column: "content_id",
    active: "o.is_active",
  },
  {
    kind: "blog_post",
    owner: "blog_posts",
    table: "blog_posts o",
    translations: "blog_post_translations",
    column: "blog_post_id",
    active: "o.is_active AND o.published_at <= now()",
  },
];

export { PAGE_SOURCES };

async function findPage(db: Database, seo: string, lang: LanguageCode | null) {
  const branches = PAGE_SOURCES.map(
    (source, index) => sql`SELECT ${source.kind}::text AS kind, o.id, ${index}::int AS ord,
        ${alternatesJson(source.translations, source.column, sql`o.id`)} AS alternates
      FROM ${sql.raw(source.table)}
      JOIN ${sql.raw(source.translations)} tr ON tr.${sql.raw(source.column)} = o.id
      WHERE ${lang ? sql`tr.language_code = ${lang} AND ` : sql``}tr.seo_link = ${seo} AND ${sql.raw(source.active)}`,
  );
  const [row] = await queryRows<{ kind: PageKind; id: number; alternates: Alternate[] }>(
    db,
    sql`SELECT kind, id, alternates FROM (${sql.join(branches, sql` UNION ALL `)}) x ORDER BY ord LIMIT 1`,
  );
  return row;
}

/**
 * The page a link names in the language, with the record its page shows: a product, category or
 * brand, a content page with its category's pages, a blog post with three others (the storefront
 * renders it from this answer, without asking for it again). A link of another
 * language (a Turkish banner link under /en, say) finds its page too, with `seo_link` the
 * requested language's, so that the storefront can redirect to it. A page without a text in the
 * language is shown at its default language's link, as every list already shows it in the
 * default language's words; its `alternates` name only the languages it is written in.
 */
export async function resolvePage(
  db: Database,
  seo: string,
  lang: LanguageCode,
  pricing: Pricing,
): Promise<ResolvedPage> {
  const row = (await findPage(db, seo, lang)) ?? (await findPage(db, seo, null));
  const own =
    row?.alternates.find((alternate) => alternate.language === lang) ??
    row?.alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  if (!row || !own) throw new ApiError("record_not_found", 404);
  const link = { id: row.id, seo_link: own.seo_link, alternates: row.alternates };
  switch (row.kind) {
    case "product":
      return { kind: row.kind, ...link, product: await readProductById(db, row.id, lang, pricing) };
    case "category":
      // 404 for a category under an inactive parent, which is not shown anywhere.
      return { kind: row.kind, ...link, category: await readCategory(db, { id: row.id }, lang) };
    case "brand":
      return { kind: row.kind, ...link, brand: await readBrand(db, { id: row.id }, lang) };
    case "content": {
      const content = await getContent(db, row.id, lang);
      return {
        kind: row.kind,
        ...link,
        content,
        siblings: await contentSiblings(db, lang, content),
      };
    }
    case "blog_post": {
      const [post, others] = await Promise.all([
        getPost(db, lang, row.id),
        otherPosts(db, lang, 3, row.id),
      ]);
      return { kind: row.kind, ...link, post, others };
    }
  }
}
