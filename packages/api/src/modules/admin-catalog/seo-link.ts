// Seo links the admin leaves empty: made from the name in its language, and -2, -3, ... when
// another row of the same table already has it in that language.
import { sql } from "drizzle-orm";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { slugify } from "../../lib/slug.ts";

const OWNERS = {
  product_translations: "product_id",
  category_translations: "category_id",
  brand_translations: "brand_id",
  content_translations: "content_id",
  blog_post_translations: "blog_post_id",
  blog_category_translations: "blog_category_id",
} as const;

export async function freeSeoLink(
  db: Database,
  table: keyof typeof OWNERS,
  ownerId: number,
  lang: LanguageCode,
  given: string | null,
  name: string,
): Promise<string> {
  if (given) return given;
  const base = slugify(name, lang) || "sayfa";
  const taken = new Set(
    (
      await queryRows<{ seo_link: string }>(
        db,
        sql`SELECT seo_link FROM ${sql.identifier(table)}
          WHERE language_code = ${lang} AND (seo_link = ${base} OR seo_link LIKE ${`${base}-%`})
            AND ${sql.identifier(OWNERS[table])} <> ${ownerId}`,
      )
    ).map((row) => row.seo_link),
  );
  let link = base;
  for (let n = 2; taken.has(link); n++) link = `${base}-${n}`;
  return link;
}

const CODE_TABLES = [
  "categories",
  "brands",
  "models",
  "suppliers",
  "properties",
  "contents",
  "content_categories",
  "blog_posts",
  "blog_categories",
  "faqs",
  "faq_categories",
  "menu_items",
] as const;

/** A new row's code when the admin gives none: its Turkish name's slug, -2, -3, ... if taken. */
export async function freeCode(
  db: Database,
  table: (typeof CODE_TABLES)[number],
  given: string | undefined,
  name: string,
): Promise<string> {
  if (given) return given;
  const base = slugify(name, "tr") || table;
  const taken = new Set(
    (
      await queryRows<{ code: string }>(
        db,
        sql`SELECT code FROM ${sql.identifier(table)}
          WHERE code = ${base} OR code LIKE ${`${base}-%`}`,
      )
    ).map((row) => row.code),
  );
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
  return code;
}
