// The blog (specification section 7, blog/): published posts only, that is active, with a
// publication time that has come, in an active category, and with a text in the requested
// language or in Turkish (which stands in for a missing translation, as elsewhere in the shop).
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  BLOG_DEFAULT_PAGE_SIZE,
  BLOG_MOST_READ_DEFAULT,
  type BlogCategory,
  type BlogPage,
  type BlogPost,
  type BlogPostDetail,
  type BlogViewed,
  DEFAULT_LANGUAGE,
  type LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { shopDay, shopTimeZone } from "../../lib/shop-time.ts";
import { activeLanguages, pickLanguage } from "../content/content.service.ts";

const own = blogPostTranslations;
const fallback = alias(blogPostTranslations, "bpt_fallback");
const catOwn = blogCategoryTranslations;
const catFallback = alias(blogCategoryTranslations, "bct_fallback");

/** The post's text in the language when it has one, else the Turkish text (never a mix). */
const text = <T = string>(mine: unknown, turkish: unknown) =>
  sql<T>`CASE WHEN ${own.blogPostId} IS NOT NULL THEN ${mine} ELSE ${turkish} END`;
const categoryText = (mine: unknown, turkish: unknown) =>
  sql<string>`coalesce(CASE WHEN ${catOwn.blogCategoryId} IS NOT NULL THEN ${mine} ELSE ${turkish} END, ${blogCategories.code})`;

const published = (): SQL =>
  and(
    eq(blogPosts.isActive, true),
    lte(blogPosts.publishedAt, sql`now()`),
    eq(blogCategories.isActive, true),
    sql`coalesce(${own.blogPostId}, ${fallback.blogPostId}) IS NOT NULL`,
  ) as SQL;

/** How a post meets its category and its texts (the language's and the Turkish ones). */
function joins(lang: LanguageCode) {
  return {
    category: eq(blogCategories.id, blogPosts.blogCategoryId),
    own: and(eq(own.blogPostId, blogPosts.id), eq(own.languageCode, lang)),
    fallback: and(
      eq(fallback.blogPostId, blogPosts.id),
      eq(fallback.languageCode, DEFAULT_LANGUAGE),
    ),
    catOwn: and(eq(catOwn.blogCategoryId, blogCategories.id), eq(catOwn.languageCode, lang)),
    catFallback: and(
      eq(catFallback.blogCategoryId, blogCategories.id),
      eq(catFallback.languageCode, DEFAULT_LANGUAGE),
    ),
  };
}

const cardColumns = {
  id: blogPosts.id,
  code: blogPosts.code,
  imagePath: blogPosts.imagePath,
  imagePathM: blogPosts.imagePathM,
  imagePathS: blogPosts.imagePathS,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  viewCount: blogPosts.viewCount,
  updatedAt: blogPosts.updatedAt,
  title: text(own.title, fallback.title),
  summary: text<string | null>(own.summary, fallback.summary),
  seoTitle: text<string | null>(own.seoTitle, fallback.seoTitle),
  seoKeywords: text<string | null>(own.seoKeywords, fallback.seoKeywords),
  seoDescription: text<string | null>(own.seoDescription, fallback.seoDescription),
  seoLink: text(own.seoLink, fallback.seoLink),
  categoryId: blogCategories.id,
  categoryName: categoryText(catOwn.name, catFallback.name),
  categorySeoLink: categoryText(catOwn.seoLink, catFallback.seoLink),
};

function selectCards(db: Database, lang: LanguageCode) {
  const on = joins(lang);
  return db
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, on.category)
    .leftJoin(own, on.own)
    .leftJoin(fallback, on.fallback)
    .leftJoin(catOwn, on.catOwn)
    .leftJoin(catFallback, on.catFallback)
    .$dynamic();
}

/** Published posts per category (the post's texts decide whether it is shown). */
function selectCounts(db: Database, lang: LanguageCode, where?: SQL) {
  const on = joins(lang);
  return db
    .select({ categoryId: blogPosts.blogCategoryId, n: count() })
    .from(blogPosts)
    .innerJoin(blogCategories, on.category)
    .leftJoin(own, on.own)
    .leftJoin(fallback, on.fallback)
    .where(and(published(), where))
    .groupBy(blogPosts.blogCategoryId);
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function toPost(row: CardRow, zone: string): BlogPost {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    summary: row.summary,
    image_path: row.imagePath,
    image_path_m: row.imagePathM,
    image_path_s: row.imagePathS,
    category: { id: row.categoryId, name: row.categoryName, seo_link: row.categorySeoLink },
    author_name: row.authorName,
    published_at: shopDay(row.publishedAt, zone),
    view_count: row.viewCount,
    seo_title: row.seoTitle,
    seo_keywords: row.seoKeywords,
    seo_description: row.seoDescription,
    seo_link: row.seoLink,
  };
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

async function cards(
  db: Database,
  lang: LanguageCode,
  options: { where?: SQL | undefined; orderBy?: SQL[]; limit: number; offset?: number },
): Promise<BlogPost[]> {
  const rows = await selectCards(db, lang)
    .where(and(published(), options.where))
    .orderBy(...(options.orderBy ?? newestFirst))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const zone = await shopTimeZone(db);
  return rows.map((row) => toPost(row, zone));
}

async function paged(
  db: Database,
  lang: LanguageCode,
  where: SQL | undefined,
  request: { page?: number | undefined; limit?: number | undefined },
): Promise<BlogPage> {
  const page = request.page ?? 1;
  const limit = request.limit ?? BLOG_DEFAULT_PAGE_SIZE;
  const n = (await selectCounts(db, lang, where)).reduce((sum, row) => sum + row.n, 0);
  const items =
    (page - 1) * limit < n
      ? await cards(db, lang, { where, limit, offset: (page - 1) * limit })
      : [];
  return { items, total: n, page, limit, page_count: Math.ceil(n / limit) };
}

/** getLimit/{n}: the n newest posts. */
export function latestPosts(db: Database, lang: LanguageCode, n: number): Promise<BlogPost[]> {
  return cards(db, lang, { limit: n });
}

/** otherBlogs/{n}: n posts besides the one being read, its category's first, newest first. */
export async function otherPosts(
  db: Database,
  lang: LanguageCode,
  n: number,
  exclude: number | undefined,
): Promise<BlogPost[]> {
  if (exclude === undefined) return cards(db, lang, { limit: n });
  const [current] = await db
    .select({ categoryId: blogPosts.blogCategoryId })
    .from(blogPosts)
    .where(eq(blogPosts.id, exclude))
    .limit(1);
  return cards(db, lang, {
    where: ne(blogPosts.id, exclude),
    orderBy: current
      ? [
          sql`CASE WHEN ${blogPosts.blogCategoryId} = ${current.categoryId} THEN 0 ELSE 1 END`,
          ...newestFirst,
        ]
      : newestFirst,
    limit: n,
  });
}

/** active_all: a page of every published post, newest first. */
export function allPosts(
  db: Database,
  lang: LanguageCode,
  request: { page?: number | undefined; limit?: number | undefined },
): Promise<BlogPage> {
  return paged(db, lang, undefined, request);
}

/** active_all_by_category/{id}: a page of one active category's posts. */
export async function postsOfCategory(
  db: Database,
  lang: LanguageCode,
  categoryId: number,
  request: { page?: number | undefined; limit?: number | undefined },
): Promise<BlogPage> {
  const [category] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.id, categoryId), eq(blogCategories.isActive, true)))
    .limit(1);
  if (!category) throw new ApiError("record_not_found", 404);
  return paged(db, lang, eq(blogPosts.blogCategoryId, categoryId), request);
}

/** get_most_read: the most viewed posts (the most-read panel). */
export function mostReadPosts(
  db: Database,
  lang: LanguageCode,
  limit = BLOG_MOST_READ_DEFAULT,
): Promise<BlogPost[]> {
  return cards(db, lang, { orderBy: [desc(blogPosts.viewCount), ...newestFirst], limit });
}

/** getBlogCategories: the active categories in the admin's order, with their post counts. */
export async function listCategories(db: Database, lang: LanguageCode): Promise<BlogCategory[]> {
  const rows = await db
    .select({
      id: blogCategories.id,
      code: blogCategories.code,
      name: categoryText(catOwn.name, catFallback.name),
      seoLink: categoryText(catOwn.seoLink, catFallback.seoLink),
      seoTitle: sql<
        string | null
      >`CASE WHEN ${catOwn.blogCategoryId} IS NOT NULL THEN ${catOwn.seoTitle} ELSE ${catFallback.seoTitle} END`,
      seoKeywords: sql<
        string | null
      >`CASE WHEN ${catOwn.blogCategoryId} IS NOT NULL THEN ${catOwn.seoKeywords} ELSE ${catFallback.seoKeywords} END`,
      seoDescription: sql<
        string | null
      >`CASE WHEN ${catOwn.blogCategoryId} IS NOT NULL THEN ${catOwn.seoDescription} ELSE ${catFallback.seoDescription} END`,
    })
    .from(blogCategories)
    .leftJoin(
      catOwn,
      and(eq(catOwn.blogCategoryId, blogCategories.id), eq(catOwn.languageCode, lang)),
    )
    .leftJoin(
      catFallback,
      and(
        eq(catFallback.blogCategoryId, blogCategories.id),
        eq(catFallback.languageCode, DEFAULT_LANGUAGE),
      ),
    )
    .where(eq(blogCategories.isActive, true))
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id));
  const counts = await selectCounts(db, lang);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    seo_link: row.seoLink,
    seo_title: row.seoTitle,
    seo_keywords: row.seoKeywords,
    seo_description: row.seoDescription,
    post_count: countOf.get(row.id) ?? 0,
  }));
}

/** {id}: a published post with its body and its links in every language. */
export async function getPost(
  db: Database,
  lang: LanguageCode,
  id: number,
): Promise<BlogPostDetail> {
  const [row] = await selectCards(db, lang)
    .where(and(published(), eq(blogPosts.id, id)))
    .limit(1);
  if (!row) throw new ApiError("record_not_found", 404);
  const translations = await db
    .select({
      languageCode: blogPostTranslations.languageCode,
      body: blogPostTranslations.body,
      seoLink: blogPostTranslations.seoLink,
    })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.blogPostId, id));
  const chosen = pickLanguage(translations, lang);
  const active = await activeLanguages(db);
  return {
    ...toPost(row, await shopTimeZone(db)),
    body: chosen?.body ?? "",
    alternates: active.flatMap((language) => {
      const t = translations.find((x) => x.languageCode === language);
      return t ? [{ language, seo_link: t.seoLink }] : [];
    }),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** getBySeoLink/{seo}: the language's link first, then another language's. */
export async function getPostBySeoLink(
  db: Database,
  lang: LanguageCode,
  seo: string,
): Promise<BlogPostDetail> {
  const rows = await db
    .select({
      id: blogPostTranslations.blogPostId,
      languageCode: blogPostTranslations.languageCode,
    })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.seoLink, seo))
    .orderBy(asc(blogPostTranslations.blogPostId));
  const found = pickLanguage(rows, lang);
  if (!found) throw new ApiError("record_not_found", 404);
  return getPost(db, lang, found.id);
}

/** viewed/{id}: counts one view of a published post. */
export async function countView(db: Database, id: number): Promise<BlogViewed> {
  const [row] = await db
    .update(blogPosts)
    .set({
      viewCount: sql`${blogPosts.viewCount} + 1`,
      // A view is not an edit: the post's updated_at stays.
      updatedAt: sql`${blogPosts.updatedAt}`,
    })
    .where(
      and(
        eq(blogPosts.id, id),
        eq(blogPosts.isActive, true),
        lte(blogPosts.publishedAt, sql`now()`),
        inArray(
          blogPosts.blogCategoryId,
          db
            .select({ id: blogCategories.id })
            .from(blogCategories)
            .where(eq(blogCategories.isActive, true)),
        ),
      ),
    )
    .returning({ id: blogPosts.id, viewCount: blogPosts.viewCount });
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, view_count: row.viewCount };
}
