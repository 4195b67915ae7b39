// The admin's content pages: a list searched and paged on the server, one page with the texts
// of every language, and its writes. Bodies are cleaned of scripts before they are stored; seo
// links left empty are made from the title, unique in their language.
import { eq, type SQL, sql } from "drizzle-orm";
import type {
  AdminContent,
  AdminContentCategory,
  AdminContentCategoryInput,
  AdminContentInput,
  AdminContentListRequest,
  AdminContentPage,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  contentCategories,
  contentCategoryTranslations,
  contents,
  contentTranslations,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { ApiError } from "../../lib/errors.ts";
import { writeTranslations } from "../../lib/write-translations.ts";
import { freeCode, freeSeoLink } from "../admin-catalog/seo-link.ts";
import {
  createNamedCategory,
  listNamedCategories,
  updateNamedCategory,
} from "./named-categories.ts";

export async function listAdminContents(
  db: Database,
  request: AdminContentListRequest,
  lang: LanguageCode,
): Promise<AdminContentPage> {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = `%${request.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(c.code ILIKE ${like} OR EXISTS (
      SELECT 1 FROM content_translations s WHERE s.content_id = c.id AND s.title ILIKE ${like}))`);
  }
  const offset = (request.page - 1) * request.page_size;
  const rows = await queryRows<{
    id: number;
    code: string;
    title: string | null;
    category_id: number | null;
    category_name: string | null;
    category_code: string | null;
    is_active: boolean;
    updated_at: string;
    total: number;
  }>(
    db,
    sql`SELECT c.id, c.code, coalesce(t.title, tr.title) AS title,
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
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((
          await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM contents c WHERE ${sql.join(where, sql` AND `)}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title ?? row.code,
      category:
        row.category_id !== null
          ? { id: row.category_id, name: row.category_name ?? row.category_code ?? "" }
          : null,
      is_active: row.is_active,
      updated_at: row.updated_at,
    })),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

export async function readAdminContent(db: Database, id: number): Promise<AdminContent> {
  const [content] = await db.select().from(contents).where(eq(contents.id, id)).limit(1);
  if (!content) throw new ApiError("record_not_found", 404);
  const translations = await db
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.contentId, id));
  const texts: AdminContent["texts"] = {};
  for (const row of translations) {
    texts[row.languageCode as LanguageCode] = {
      title: row.title,
      body: row.body,
      seo_link: row.seoLink,
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
    };
  }
  return {
    id: content.id,
    code: content.code,
    content_category_id: content.contentCategoryId,
    sort_order: content.sortOrder,
    is_active: content.isActive,
    show_in_footer: content.showInFooter,
    texts,
    updated_at: content.updatedAt.toISOString(),
  };
}

const categoryTables = {
  table: contentCategories,
  names: {
    table: contentCategoryTranslations,
    owner: contentCategoryTranslations.contentCategoryId,
  },
};

export async function listContentCategories(
  db: Database,
  lang: LanguageCode,
): Promise<AdminContentCategory[]> {
  const categories = await listNamedCategories(
    db,
    categoryTables,
    lang,
    sql`SELECT content_category_id AS id, count(*)::int AS n FROM contents
      WHERE content_category_id IS NOT NULL GROUP BY content_category_id`,
  );
  return categories.map(({ count, ...category }) => ({ ...category, content_count: count }));
}

export function createContentCategory(
  db: Database,
  input: AdminContentCategoryInput,
): Promise<number> {
  return createNamedCategory(db, categoryTables, input);
}

export function updateContentCategory(
  db: Database,
  id: number,
  input: AdminContentCategoryInput,
): Promise<void> {
  return updateNamedCategory(db, categoryTables, id, input);
}

/** Its pages stay, filed under no category. */
export async function deleteContentCategory(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(contentCategories)
    .where(eq(contentCategories.id, id))
    .returning({ id: contentCategories.id });
  if (!deleted.length) throw new ApiError("record_not_found", 404);
}

/** One category as the list gives it. */
export async function readContentCategory(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminContentCategory> {
  const found = (await listContentCategories(db, lang)).find((row) => row.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

async function checkCategory(db: Database, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(eq(contentCategories.id, id))
    .limit(1);
  if (!row)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "content_category_id", code: "invalid_value" }],
    });
}

const writeTexts = (db: Database, id: number, input: AdminContentInput) =>
  writeTranslations(
    db,
    {
      table: contentTranslations,
      owner: contentTranslations.contentId,
      seoLinkKey: "content_translations_seo_link_key",
    },
    id,
    input.texts,
    async (texts, lang) => ({
      title: texts.title,
      body: cleanHtml(texts.body),
      seoLink: await freeSeoLink(db, "content_translations", id, lang, texts.seo_link, texts.title),
      seoTitle: texts.seo_title,
      seoDescription: texts.seo_description,
    }),
  );

const fieldValues = (input: AdminContentInput) => ({
  contentCategoryId: input.content_category_id,
  sortOrder: input.sort_order,
  isActive: input.is_active,
  showInFooter: input.show_in_footer,
});

export async function createContent(db: Database, input: AdminContentInput): Promise<number> {
  await checkCategory(db, input.content_category_id);
  return db.transaction(async (tx) => {
    const code = await freeCode(tx, "contents", undefined, input.texts.tr.title);
    const [{ id } = { id: 0 }] = await tx
      .insert(contents)
      .values({ code, ...fieldValues(input) })
      .returning({ id: contents.id });
    await writeTexts(tx, id, input);
    return id;
  });
}

export async function updateContent(
  db: Database,
  id: number,
  input: AdminContentInput,
): Promise<void> {
  await checkCategory(db, input.content_category_id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(contents)
      .set({ ...fieldValues(input), updatedAt: new Date() })
      .where(eq(contents.id, id))
      .returning({ id: contents.id });
    if (!updated.length) throw new ApiError("record_not_found", 404);
    await writeTexts(tx, id, input);
  });
}

export async function deleteContent(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(contents)
    .where(eq(contents.id, id))
    .returning({ id: contents.id });
  if (!deleted.length) throw new ApiError("record_not_found", 404);
}
