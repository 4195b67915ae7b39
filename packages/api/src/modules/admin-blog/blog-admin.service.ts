// The admin's blog: posts searched and paged on the server, one post with the texts of every
// language, and their writes; the categories posts are filed under. Bodies are cleaned of scripts
// before they are stored; seo links left empty are made from the title, unique in their language.
import { asc, type SQL, sql } from "drizzle-orm";
import type {
  AdminBlog,
  AdminBlogCategory,
  AdminBlogCategoryInput,
  AdminBlogInput,
  AdminBlogPage,
  AdminListRequest,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { freeSeoLink } from "../admin-catalog/seo-link.ts";
import { pickLanguage } from "../content/content.service.ts";
import {
  likeOf,
  listPage,
  removeCategory,
  translatedRecords,
  translatedWrites,
} from "../translated-record/index.ts";

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function listAdminBlogs(
  db: Database,
  request: AdminListRequest,
  lang: LanguageCode,
): Promise<AdminBlogPage> {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = likeOf(request.search);
    where.push(sql`(p.code ILIKE ${like} OR EXISTS (
      SELECT 1 FROM blog_post_translations s WHERE s.blog_post_id = p.id AND s.title ILIKE ${like}))`);
  }
  if (request.category_id) where.push(sql`p.blog_category_id = ${request.category_id}`);
  const matching = sql.join(where, sql` AND `);
  return listPage<
    {
      id: number;
      code: string;
      title: string | null;
      category_id: number;
      category_name: string | null;
      category_code: string;
      is_active: boolean;
      published_at: string;
      view_count: number;
      updated_at: string;
      total: number;
    },
    AdminBlogPage["items"][number]
  >(
    db,
    request,
    {
      rows: sql`SELECT p.id, p.code, coalesce(t.title, tr.title) AS title,
          p.blog_category_id AS category_id, bc.code AS category_code,
          coalesce(ct.name, ctr.name) AS category_name, p.is_active, p.view_count,
          ${iso("p.published_at")} AS published_at, ${iso("p.updated_at")} AS updated_at,
          count(*) OVER ()::int AS total
        FROM blog_posts p
        JOIN blog_categories bc ON bc.id = p.blog_category_id
        LEFT JOIN blog_post_translations t ON t.blog_post_id = p.id AND t.language_code = ${lang}
        LEFT JOIN blog_post_translations tr ON tr.blog_post_id = p.id AND tr.language_code = 'tr'
        LEFT JOIN blog_category_translations ct
          ON ct.blog_category_id = bc.id AND ct.language_code = ${lang}
        LEFT JOIN blog_category_translations ctr
          ON ctr.blog_category_id = bc.id AND ctr.language_code = 'tr'
        WHERE ${matching}
        ORDER BY p.published_at DESC, p.id DESC`,
      count: sql`SELECT count(*)::int AS n FROM blog_posts p WHERE ${matching}`,
    },
    (row) => ({
      id: row.id,
      code: row.code,
      title: row.title ?? row.code,
      category: { id: row.category_id, name: row.category_name ?? row.category_code },
      is_active: row.is_active,
      published_at: row.published_at,
      view_count: row.view_count,
      updated_at: row.updated_at,
    }),
  );
}

/** A post, its category checked; its body cleaned, its seo link made free from its title. */
export const posts = translatedRecords({
  table: blogPosts,
  texts: {
    table: blogPostTranslations,
    owner: blogPostTranslations.blogPostId,
    seoLinkKey: "blog_post_translations_seo_link_key",
  },
  category: {
    table: blogCategories,
    field: "blog_category_id",
    of: (input: AdminBlogInput) => input.blog_category_id,
  },
  codeOf: (input) => input.texts.tr.title,
  values: (input) => ({
    blogCategoryId: input.blog_category_id,
    authorName: input.author_name,
    imagePath: input.image_path,
    // One picture for every size until covers are cut to size on upload.
    imagePathM: input.image_path,
    imagePathS: input.image_path,
    isActive: input.is_active,
    ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}),
  }),
  stamped: true,
  text: async (db, id, texts, lang) => ({
    title: texts.title,
    summary: texts.summary,
    body: cleanHtml(texts.body),
    seoLink: await freeSeoLink(db, "blog_post_translations", id, lang, texts.seo_link, texts.title),
    seoTitle: texts.seo_title,
    seoKeywords: texts.seo_keywords,
    seoDescription: texts.seo_description,
  }),
  record: (post, translations): AdminBlog => ({
    id: post.id,
    code: post.code,
    blog_category_id: post.blogCategoryId,
    author_name: post.authorName,
    image_path: post.imagePath,
    is_active: post.isActive,
    published_at: post.publishedAt.toISOString(),
    view_count: post.viewCount,
    texts: Object.fromEntries(
      translations.map((row) => [
        row.languageCode,
        {
          title: row.title,
          summary: row.summary,
          body: row.body,
          seo_link: row.seoLink,
          seo_title: row.seoTitle,
          seo_keywords: row.seoKeywords,
          seo_description: row.seoDescription,
        },
      ]),
    ),
    updated_at: post.updatedAt.toISOString(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Categories

export async function listBlogCategories(
  db: Database,
  lang: LanguageCode,
): Promise<AdminBlogCategory[]> {
  const rows = await db
    .select()
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id));
  const names = await db.select().from(blogCategoryTranslations);
  const counts = await queryRows<{ id: number; n: number }>(
    db,
    sql`SELECT blog_category_id AS id, count(*)::int AS n FROM blog_posts GROUP BY blog_category_id`,
  );
  return rows.map((row) => {
    const own = names.filter((name) => name.blogCategoryId === row.id);
    return {
      id: row.id,
      code: row.code,
      name: pickLanguage(own, lang)?.name ?? row.code,
      sort_order: row.sortOrder,
      is_active: row.isActive,
      texts: Object.fromEntries(
        own.map((name) => [name.languageCode, { name: name.name, seo_link: name.seoLink }]),
      ),
      post_count: counts.find((count) => count.id === row.id)?.n ?? 0,
    };
  });
}

/**
 * A category's name and seo link per language, the link made free from its name. One that still
 * has posts is kept (record_in_use): a post must have a category.
 */
export const categories = {
  list: listBlogCategories,
  ...translatedWrites({
    table: blogCategories,
    texts: {
      table: blogCategoryTranslations,
      owner: blogCategoryTranslations.blogCategoryId,
      seoLinkKey: "blog_category_translations_seo_link_key",
    },
    codeOf: (input: AdminBlogCategoryInput) => input.texts.tr.name,
    values: (input) => ({ sortOrder: input.sort_order, isActive: input.is_active }),
    stamped: false,
    text: async (db, id, texts, lang) => ({
      name: texts.name,
      seoLink: await freeSeoLink(
        db,
        "blog_category_translations",
        id,
        lang,
        texts.seo_link,
        texts.name,
      ),
    }),
  }),
  remove: (db: Database, id: number) => removeCategory(db, blogCategories, id),
};
