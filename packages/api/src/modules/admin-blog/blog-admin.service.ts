// The admin's blog: posts searched and paged on the server, one post with the texts of every
// language, and their writes; the categories posts are filed under. Bodies are cleaned of scripts
// before they are stored; seo links left empty are made from the title, unique in their language.
import { asc, eq, type SQL, sql } from "drizzle-orm";
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
import { isReferenced } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { writeTranslations } from "../../lib/write-translations.ts";
import { freeCode, freeSeoLink } from "../admin-catalog/seo-link.ts";
import { pickLanguage } from "../content/content.service.ts";

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

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
  const offset = (request.page - 1) * request.page_size;
  const rows = await queryRows<{
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
  }>(
    db,
    sql`SELECT p.id, p.code, coalesce(t.title, tr.title) AS title,
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
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY p.published_at DESC, p.id DESC
      LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((
          await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM blog_posts p WHERE ${sql.join(where, sql` AND `)}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title ?? row.code,
      category: { id: row.category_id, name: row.category_name ?? row.category_code },
      is_active: row.is_active,
      published_at: row.published_at,
      view_count: row.view_count,
      updated_at: row.updated_at,
    })),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

export async function readAdminBlog(db: Database, id: number): Promise<AdminBlog> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!post) throw new ApiError("record_not_found", 404);
  const translations = await db
    .select()
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.blogPostId, id));
  const texts: AdminBlog["texts"] = {};
  for (const row of translations) {
    texts[row.languageCode as LanguageCode] = {
      title: row.title,
      summary: row.summary,
      body: row.body,
      seo_link: row.seoLink,
      seo_title: row.seoTitle,
      seo_keywords: row.seoKeywords,
      seo_description: row.seoDescription,
    };
  }
  return {
    id: post.id,
    code: post.code,
    blog_category_id: post.blogCategoryId,
    author_name: post.authorName,
    image_path: post.imagePath,
    is_active: post.isActive,
    published_at: post.publishedAt.toISOString(),
    view_count: post.viewCount,
    texts,
    updated_at: post.updatedAt.toISOString(),
  };
}

async function checkCategory(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  if (!row)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "blog_category_id", code: "invalid_value" }],
    });
}

const writeTexts = (db: Database, id: number, input: AdminBlogInput) =>
  writeTranslations(
    db,
    {
      table: blogPostTranslations,
      owner: blogPostTranslations.blogPostId,
      seoLinkKey: "blog_post_translations_seo_link_key",
    },
    id,
    input.texts,
    async (texts, lang) => ({
      title: texts.title,
      summary: texts.summary,
      body: cleanHtml(texts.body),
      seoLink: await freeSeoLink(
        db,
        "blog_post_translations",
        id,
        lang,
        texts.seo_link,
        texts.title,
      ),
      seoTitle: texts.seo_title,
      seoKeywords: texts.seo_keywords,
      seoDescription: texts.seo_description,
    }),
  );

const postValues = (input: AdminBlogInput) => ({
  blogCategoryId: input.blog_category_id,
  authorName: input.author_name,
  imagePath: input.image_path,
  // One picture for every size until covers are cut to size on upload.
  imagePathM: input.image_path,
  imagePathS: input.image_path,
  isActive: input.is_active,
  ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}),
});

export async function createBlog(db: Database, input: AdminBlogInput): Promise<number> {
  await checkCategory(db, input.blog_category_id);
  return db.transaction(async (tx) => {
    const code = await freeCode(tx, "blog_posts", undefined, input.texts.tr.title);
    const [{ id } = { id: 0 }] = await tx
      .insert(blogPosts)
      .values({ code, ...postValues(input) })
      .returning({ id: blogPosts.id });
    await writeTexts(tx, id, input);
    return id;
  });
}

export async function updateBlog(db: Database, id: number, input: AdminBlogInput): Promise<void> {
  await checkCategory(db, input.blog_category_id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(blogPosts)
      .set({ ...postValues(input), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (!updated.length) throw new ApiError("record_not_found", 404);
    await writeTexts(tx, id, input);
  });
}

export async function deleteBlog(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (!deleted.length) throw new ApiError("record_not_found", 404);
}

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

export async function readBlogCategory(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminBlogCategory> {
  const found = (await listBlogCategories(db, lang)).find((row) => row.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

const writeCategoryTexts = (db: Database, id: number, input: AdminBlogCategoryInput) =>
  writeTranslations(
    db,
    {
      table: blogCategoryTranslations,
      owner: blogCategoryTranslations.blogCategoryId,
      seoLinkKey: "blog_category_translations_seo_link_key",
    },
    id,
    input.texts,
    async (texts, lang) => ({
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
  );

export async function createBlogCategory(
  db: Database,
  input: AdminBlogCategoryInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const code = await freeCode(tx, "blog_categories", undefined, input.texts.tr.name);
    const [{ id } = { id: 0 }] = await tx
      .insert(blogCategories)
      .values({ code, sortOrder: input.sort_order, isActive: input.is_active })
      .returning({ id: blogCategories.id });
    await writeCategoryTexts(tx, id, input);
    return id;
  });
}

export async function updateBlogCategory(
  db: Database,
  id: number,
  input: AdminBlogCategoryInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(blogCategories)
      .set({ sortOrder: input.sort_order, isActive: input.is_active })
      .where(eq(blogCategories.id, id))
      .returning({ id: blogCategories.id });
    if (!updated.length) throw new ApiError("record_not_found", 404);
    await writeCategoryTexts(tx, id, input);
  });
}

/** A category that still has posts is kept (record_in_use): its posts would have no home. */
export async function deleteBlogCategory(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(blogCategories)
        .where(eq(blogCategories.id, id))
        .returning({ id: blogCategories.id });
      if (!deleted.length) throw new ApiError("record_not_found", 404);
    });
  } catch (error) {
    if (isReferenced(error)) throw new ApiError("record_in_use", 409);
    throw error;
  }
}
