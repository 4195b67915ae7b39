// Content pages (policies, agreements, corporate pages) and the FAQ, in the requested language.
// A page without a translation in that language is given in Turkish; a seo link of another
// language still finds its page (the cookie policy's link is asked for in every language), and
// the answer names the link of the language asked for, so the client can send the shopper there.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ContentGroup,
  type ContentLink,
  type ContentPage,
  DEFAULT_LANGUAGE,
  type FaqGroup,
  type LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  contentCategories,
  contentCategoryTranslations,
  contents,
  contentTranslations,
  faqCategories,
  faqCategoryTranslations,
  faqs,
  faqTranslations,
  languages,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

/** The row in the language asked for, else the Turkish one, else any (rows in sort order). */
export function pickLanguage<T extends { languageCode: string }>(
  rows: T[],
  lang: LanguageCode,
): T | undefined {
  return (
    rows.find((row) => row.languageCode === lang) ??
    rows.find((row) => row.languageCode === DEFAULT_LANGUAGE) ??
    rows[0]
  );
}

/** The languages that are switched on, in the switcher's order. */
export async function activeLanguages(db: Database): Promise<LanguageCode[]> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map((row) => row.code as LanguageCode);
}

/** Finds an active content page by a seo link: the language's own first, then any language's. */
export async function findContentIdBySeoLink(
  db: Database,
  seo: string,
  lang: LanguageCode,
): Promise<number> {
  const rows = await db
    .select({ id: contents.id, languageCode: contentTranslations.languageCode })
    .from(contentTranslations)
    .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
    .where(and(eq(contentTranslations.seoLink, seo), eq(contents.isActive, true)))
    .orderBy(asc(contents.id));
  const found = pickLanguage(rows, lang);
  if (!found) throw new ApiError("record_not_found", 404);
  return found.id;
}

export async function getContent(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<ContentPage> {
  const [content] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.isActive, true)))
    .limit(1);
  if (!content) throw new ApiError("record_not_found", 404);
  const translations = await db
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.contentId, id))
    .orderBy(asc(contentTranslations.languageCode));
  const text = pickLanguage(translations, lang);
  if (!text) throw new ApiError("record_not_found", 404);

  let category: ContentPage["category"] = null;
  if (content.contentCategoryId !== null) {
    const [row] = await db
      .select()
      .from(contentCategories)
      .where(eq(contentCategories.id, content.contentCategoryId))
      .limit(1);
    if (row) {
      const names = await db
        .select()
        .from(contentCategoryTranslations)
        .where(eq(contentCategoryTranslations.contentCategoryId, row.id));
      category = { id: row.id, code: row.code, name: pickLanguage(names, lang)?.name ?? row.code };
    }
  }

  const active = await activeLanguages(db);
  return {
    id: content.id,
    code: content.code,
    title: text.title,
    description: text.body,
    seo_title: text.seoTitle,
    seo_keywords: text.seoKeywords,
    seo_description: text.seoDescription,
    seo_link: text.seoLink,
    category,
    alternates: active.flatMap((language) => {
      const row = translations.find((t) => t.languageCode === language);
      return row ? [{ language, seo_link: row.seoLink }] : [];
    }),
    updated_at: content.updatedAt.toISOString(),
  };
}

export async function getContentBySeoLink(
  db: Database,
  seo: string,
  lang: LanguageCode,
): Promise<ContentPage> {
  return getContent(db, await findContentIdBySeoLink(db, seo, lang), lang);
}

/**
 * Active pages with a text in the language (or in Turkish), grouped by category in the
 * categories' order; pages of no category come last.
 */
export async function listContents(
  db: Database,
  lang: LanguageCode,
  { footerOnly }: { footerOnly: boolean },
): Promise<ContentGroup[]> {
  const t = contentTranslations;
  const f = alias(contentTranslations, "ct_fallback");
  const chosen = (own: unknown, fallback: unknown) =>
    sql<string>`CASE WHEN ${t.contentId} IS NOT NULL THEN ${own} ELSE ${fallback} END`;
  const rows = await db
    .select({
      id: contents.id,
      code: contents.code,
      categoryId: contents.contentCategoryId,
      title: chosen(t.title, f.title),
      seoLink: chosen(t.seoLink, f.seoLink),
    })
    .from(contents)
    .leftJoin(t, and(eq(t.contentId, contents.id), eq(t.languageCode, lang)))
    .leftJoin(f, and(eq(f.contentId, contents.id), eq(f.languageCode, DEFAULT_LANGUAGE)))
    .where(
      and(
        eq(contents.isActive, true),
        footerOnly ? eq(contents.showInFooter, true) : undefined,
        sql`coalesce(${t.contentId}, ${f.contentId}) IS NOT NULL`,
      ),
    )
    .orderBy(asc(contents.sortOrder), asc(contents.id));

  const categoryIds = [
    ...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]))),
  ];
  const categories = categoryIds.length
    ? await db
        .select()
        .from(contentCategories)
        .where(inArray(contentCategories.id, categoryIds))
        .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.id))
    : [];
  const names = categoryIds.length
    ? await db
        .select()
        .from(contentCategoryTranslations)
        .where(inArray(contentCategoryTranslations.contentCategoryId, categoryIds))
    : [];

  const link = (row: (typeof rows)[number]) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    seo_link: row.seoLink,
  });
  const groups: ContentGroup[] = categories.map((category) => ({
    category: {
      id: category.id,
      code: category.code,
      name:
        pickLanguage(
          names.filter((n) => n.contentCategoryId === category.id),
          lang,
        )?.name ?? category.code,
    },
    contents: rows.filter((row) => row.categoryId === category.id).map(link),
  }));
  const loose = rows.filter((row) => row.categoryId === null).map(link);
  if (loose.length) groups.push({ category: null, contents: loose });
  return groups;
}

/** The pages of a content page's category, itself included, for its side menu; none without one. */
export async function contentSiblings(
  db: Database,
  lang: LanguageCode,
  content: ContentPage,
): Promise<ContentLink[]> {
  const category = content.category;
  if (!category) return [];
  const groups = await listContents(db, lang, { footerOnly: false });
  return groups.find((group) => group.category?.id === category.id)?.contents ?? [];
}

/** Active questions grouped by category (categories without one are left out). */
export async function listFaq(db: Database, lang: LanguageCode): Promise<FaqGroup[]> {
  const t = faqTranslations;
  const f = alias(faqTranslations, "faq_fallback");
  const chosen = (own: unknown, fallback: unknown) =>
    sql<string>`CASE WHEN ${t.faqId} IS NOT NULL THEN ${own} ELSE ${fallback} END`;
  const items = await db
    .select({
      id: faqs.id,
      code: faqs.code,
      categoryId: faqs.faqCategoryId,
      question: chosen(t.question, f.question),
      answer: chosen(t.answer, f.answer),
    })
    .from(faqs)
    .leftJoin(t, and(eq(t.faqId, faqs.id), eq(t.languageCode, lang)))
    .leftJoin(f, and(eq(f.faqId, faqs.id), eq(f.languageCode, DEFAULT_LANGUAGE)))
    .where(and(eq(faqs.isActive, true), sql`coalesce(${t.faqId}, ${f.faqId}) IS NOT NULL`))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));

  const categories = await db
    .select()
    .from(faqCategories)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
  const names = await db.select().from(faqCategoryTranslations);
  return categories.flatMap((category) => {
    const own = items.filter((item) => item.categoryId === category.id);
    if (!own.length) return [];
    return [
      {
        id: category.id,
        code: category.code,
        name:
          pickLanguage(
            names.filter((n) => n.faqCategoryId === category.id),
            lang,
          )?.name ?? category.code,
        items: own.map(({ id, code, question, answer }) => ({ id, code, question, answer })),
      },
    ];
  });
}
