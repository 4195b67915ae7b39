// The admin's content pages: a list searched and paged on the server, one page with the texts
// of every language, and its writes. Bodies are cleaned of scripts before they are stored; seo
// links left empty are made from the title, unique in their language.
import { type SQL, sql } from "drizzle-orm";
import type {
  AdminContent,
  AdminContentInput,
  AdminContentListRequest,
  AdminContentPage,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  contentCategories,
  contentCategoryTranslations,
  contents,
  contentTranslations,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { freeSeoLink } from "../admin-catalog/seo-link.ts";
import {
  likeOf,
  listPage,
  namedCategories,
  translatedRecords,
} from "../translated-record/index.ts";

export async function listAdminContents(
  db: Database,
  request: AdminContentListRequest,
  lang: LanguageCode,
): Promise<AdminContentPage> {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = likeOf(request.search);
    where.push(sql`(c.code ILIKE ${like} OR EXISTS (
      SELECT 1 FROM content_translations s WHERE s.content_id = c.id AND s.title ILIKE ${like}))`);
  }
  const matching = sql.join(where, sql` AND `);
  return listPage<
    {
      id: number;
      code: string;
      title: string | null;
      category_id: number | null;
      category_name: string | null;
      category_code: string | null;
      is_active: boolean;
      updated_at: string;
      total: number;
    },
    AdminContentPage["items"][number]
  >(
    db,
    request,
    {
      rows: sql`SELECT c.id, c.code, coalesce(t.title, tr.title) AS title,
          c.content_category_id AS category_id, cc.code AS category_code,
          coalesce(ct.name, ctr.name) AS category_name, c.is_active,
          to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
          count(*) OVER ()::int AS total
        FROM contents c
        LEFT JOIN content_translations t ON t.content_id = c.id AND t.language_code = ${lang}
        LEFT JOIN content_translations tr ON tr.content_id = c.id AND tr.language_code = 'tr'
        LEFT JOIN content_categories cc ON cc.id = c.content_category_id
        LEFT JOIN content_category_translations ct
          ON ct.content_category_id = cc.id AND ct.language_code = ${lang}
        LEFT JOIN content_category_translations ctr
          ON ctr.content_category_id = cc.id AND ctr.language_code = 'tr'
        WHERE ${matching}
        ORDER BY c.updated_at DESC, c.id DESC`,
      count: sql`SELECT count(*)::int AS n FROM contents c WHERE ${matching}`,
    },
    (row) => ({
      id: row.id,
      code: row.code,
      title: row.title ?? row.code,
      // a page may be filed under no category
      category:
        row.category_id !== null
          ? { id: row.category_id, name: row.category_name ?? row.category_code ?? "" }
          : null,
      is_active: row.is_active,
      updated_at: row.updated_at,
    }),
  );
}

/** A page, its category checked when it has one; its body cleaned, its seo link made free. */
export const pages = translatedRecords({
  table: contents,
  texts: {
    table: contentTranslations,
    owner: contentTranslations.contentId,
    seoLinkKey: "content_translations_seo_link_key",
  },
  category: {
    table: contentCategories,
    field: "content_category_id",
    of: (input: AdminContentInput) => input.content_category_id,
  },
  codeOf: (input) => input.texts.tr.title,
  values: (input) => ({
    contentCategoryId: input.content_category_id,
    sortOrder: input.sort_order,
    isActive: input.is_active,
    showInFooter: input.show_in_footer,
  }),
  stamped: true,
  text: async (db, id, texts, lang) => ({
    title: texts.title,
    body: cleanHtml(texts.body),
    seoLink: await freeSeoLink(db, "content_translations", id, lang, texts.seo_link, texts.title),
    seoTitle: texts.seo_title,
    seoDescription: texts.seo_description,
  }),
  record: (content, translations): AdminContent => ({
    id: content.id,
    code: content.code,
    content_category_id: content.contentCategoryId,
    sort_order: content.sortOrder,
    is_active: content.isActive,
    show_in_footer: content.showInFooter,
    texts: Object.fromEntries(
      translations.map((row) => [
        row.languageCode,
        {
          title: row.title,
          body: row.body,
          seo_link: row.seoLink,
          seo_title: row.seoTitle,
          seo_description: row.seoDescription,
        },
      ]),
    ),
    updated_at: content.updatedAt.toISOString(),
  }),
});

/** Deleting a category leaves its pages filed under none. */
export const categories = namedCategories(
  {
    table: contentCategories,
    names: {
      table: contentCategoryTranslations,
      owner: contentCategoryTranslations.contentCategoryId,
    },
  },
  sql`SELECT content_category_id AS id, count(*)::int AS n FROM contents
    WHERE content_category_id IS NOT NULL GROUP BY content_category_id`,
  "content_count",
);
