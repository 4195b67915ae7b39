// The admin's FAQ: entries searched and paged on the server (a category's in their order), one
// entry with every language's question and answer, and their writes; the categories they are
// grouped under. Answers are HTML, cleaned of scripts before they are stored.
import { eq, type SQL, sql } from "drizzle-orm";
import type {
  AdminFaq,
  AdminFaqCategory,
  AdminFaqCategoryInput,
  AdminFaqInput,
  AdminFaqPage,
  AdminListRequest,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  faqCategories,
  faqCategoryTranslations,
  faqs,
  faqTranslations,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { isReferenced } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { writeTranslations } from "../../lib/write-translations.ts";
import { likeOf } from "../admin-blog/blog-admin.service.ts";
import { freeCode } from "../admin-catalog/seo-link.ts";
import {
  createNamedCategory,
  listNamedCategories,
  updateNamedCategory,
} from "../admin-content/named-categories.ts";

export async function listAdminFaqs(
  db: Database,
  request: AdminListRequest,
  lang: LanguageCode,
): Promise<AdminFaqPage> {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = likeOf(request.search);
    where.push(sql`(f.code ILIKE ${like} OR EXISTS (
      SELECT 1 FROM faq_translations s WHERE s.faq_id = f.id
        AND (s.question ILIKE ${like} OR s.answer ILIKE ${like})))`);
  }
  if (request.category_id) where.push(sql`f.faq_category_id = ${request.category_id}`);
  const offset = (request.page - 1) * request.page_size;
  const rows = await queryRows<{
    id: number;
    code: string;
    question: string | null;
    category_id: number;
    category_name: string | null;
    category_code: string;
    sort_order: number;
    is_active: boolean;
    total: number;
  }>(
    db,
    sql`SELECT f.id, f.code, coalesce(t.question, tr.question) AS question,
        f.faq_category_id AS category_id, fc.code AS category_code,
        coalesce(ct.name, ctr.name) AS category_name, f.sort_order, f.is_active,
        count(*) OVER ()::int AS total
      FROM faqs f
      JOIN faq_categories fc ON fc.id = f.faq_category_id
      LEFT JOIN faq_translations t ON t.faq_id = f.id AND t.language_code = ${lang}
      LEFT JOIN faq_translations tr ON tr.faq_id = f.id AND tr.language_code = 'tr'
      LEFT JOIN faq_category_translations ct
        ON ct.faq_category_id = fc.id AND ct.language_code = ${lang}
      LEFT JOIN faq_category_translations ctr
        ON ctr.faq_category_id = fc.id AND ctr.language_code = 'tr'
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY fc.sort_order, fc.id, f.sort_order, f.id
      LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (offset > 0
      ? ((
          await queryRows<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM faqs f WHERE ${sql.join(where, sql` AND `)}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      question: row.question ?? row.code,
      category: { id: row.category_id, name: row.category_name ?? row.category_code },
      sort_order: row.sort_order,
      is_active: row.is_active,
    })),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

export async function readAdminFaq(db: Database, id: number): Promise<AdminFaq> {
  const [faq] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  if (!faq) throw new ApiError("record_not_found", 404);
  const translations = await db.select().from(faqTranslations).where(eq(faqTranslations.faqId, id));
  return {
    id: faq.id,
    code: faq.code,
    faq_category_id: faq.faqCategoryId,
    sort_order: faq.sortOrder,
    is_active: faq.isActive,
    texts: Object.fromEntries(
      translations.map((row) => [row.languageCode, { question: row.question, answer: row.answer }]),
    ),
  };
}

async function checkCategory(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, id))
    .limit(1);
  if (!row)
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "faq_category_id", code: "invalid_value" }],
    });
}

const writeTexts = (db: Database, id: number, input: AdminFaqInput) =>
  writeTranslations(
    db,
    { table: faqTranslations, owner: faqTranslations.faqId },
    id,
    input.texts,
    (texts) => ({ question: texts.question, answer: cleanHtml(texts.answer) }),
  );

const faqValues = (input: AdminFaqInput) => ({
  faqCategoryId: input.faq_category_id,
  sortOrder: input.sort_order,
  isActive: input.is_active,
});

export async function createFaq(db: Database, input: AdminFaqInput): Promise<number> {
  await checkCategory(db, input.faq_category_id);
  return db.transaction(async (tx) => {
    const code = await freeCode(tx, "faqs", undefined, input.texts.tr.question);
    const [{ id } = { id: 0 }] = await tx
      .insert(faqs)
      .values({ code, ...faqValues(input) })
      .returning({ id: faqs.id });
    await writeTexts(tx, id, input);
    return id;
  });
}

export async function updateFaq(db: Database, id: number, input: AdminFaqInput): Promise<void> {
  await checkCategory(db, input.faq_category_id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(faqs)
      .set(faqValues(input))
      .where(eq(faqs.id, id))
      .returning({ id: faqs.id });
    if (!updated.length) throw new ApiError("record_not_found", 404);
    await writeTexts(tx, id, input);
  });
}

export async function deleteFaq(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (!deleted.length) throw new ApiError("record_not_found", 404);
}

// ---------------------------------------------------------------------------------------------
// Categories

const categoryTables = {
  table: faqCategories,
  names: { table: faqCategoryTranslations, owner: faqCategoryTranslations.faqCategoryId },
};

export async function listFaqCategories(
  db: Database,
  lang: LanguageCode,
): Promise<AdminFaqCategory[]> {
  const categories = await listNamedCategories(
    db,
    categoryTables,
    lang,
    sql`SELECT faq_category_id AS id, count(*)::int AS n FROM faqs GROUP BY faq_category_id`,
  );
  return categories.map(({ count, ...category }) => ({ ...category, faq_count: count }));
}

export async function readFaqCategory(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminFaqCategory> {
  const found = (await listFaqCategories(db, lang)).find((row) => row.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

export function createFaqCategory(db: Database, input: AdminFaqCategoryInput): Promise<number> {
  return createNamedCategory(db, categoryTables, input);
}

export function updateFaqCategory(
  db: Database,
  id: number,
  input: AdminFaqCategoryInput,
): Promise<void> {
  return updateNamedCategory(db, categoryTables, id, input);
}

/** A category that still has questions is kept (record_in_use). */
export async function deleteFaqCategory(db: Database, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(faqCategories)
        .where(eq(faqCategories.id, id))
        .returning({ id: faqCategories.id });
      if (!deleted.length) throw new ApiError("record_not_found", 404);
    });
  } catch (error) {
    if (isReferenced(error)) throw new ApiError("record_in_use", 409);
    throw error;
  }
}
