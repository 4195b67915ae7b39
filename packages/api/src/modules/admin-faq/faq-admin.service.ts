// The admin's FAQ: entries searched and paged on the server (a category's in their order), one
// entry with every language's question and answer, and their writes; the categories they are
// grouped under. Answers are HTML, cleaned of scripts before they are stored.
import { type SQL, sql } from "drizzle-orm";
import type {
  AdminFaq,
  AdminFaqInput,
  AdminFaqPage,
  AdminListRequest,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  faqCategories,
  faqCategoryTranslations,
  faqs,
  faqTranslations,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import {
  likeOf,
  listPage,
  namedCategories,
  translatedRecords,
} from "../translated-record/index.ts";

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
  const matching = sql.join(where, sql` AND `);
  return listPage<
    {
      id: number;
      code: string;
      question: string | null;
      category_id: number;
      category_name: string | null;
      category_code: string;
      sort_order: number;
      is_active: boolean;
      total: number;
    },
    AdminFaqPage["items"][number]
  >(
    db,
    request,
    {
      rows: sql`SELECT f.id, f.code, coalesce(t.question, tr.question) AS question,
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
        WHERE ${matching}
        ORDER BY fc.sort_order, fc.id, f.sort_order, f.id`,
      count: sql`SELECT count(*)::int AS n FROM faqs f WHERE ${matching}`,
    },
    (row) => ({
      id: row.id,
      code: row.code,
      question: row.question ?? row.code,
      category: { id: row.category_id, name: row.category_name ?? row.category_code },
      sort_order: row.sort_order,
      is_active: row.is_active,
    }),
  );
}

/** An entry, its category checked; its answer cleaned. */
export const entries = translatedRecords({
  table: faqs,
  texts: { table: faqTranslations, owner: faqTranslations.faqId },
  category: {
    table: faqCategories,
    field: "faq_category_id",
    of: (input: AdminFaqInput) => input.faq_category_id,
  },
  codeOf: (input) => input.texts.tr.question,
  values: (input) => ({
    faqCategoryId: input.faq_category_id,
    sortOrder: input.sort_order,
    isActive: input.is_active,
  }),
  stamped: false,
  text: (_db, _id, texts) => ({ question: texts.question, answer: cleanHtml(texts.answer) }),
  record: (faq, translations): AdminFaq => ({
    id: faq.id,
    code: faq.code,
    faq_category_id: faq.faqCategoryId,
    sort_order: faq.sortOrder,
    is_active: faq.isActive,
    texts: Object.fromEntries(
      translations.map((row) => [row.languageCode, { question: row.question, answer: row.answer }]),
    ),
  }),
});

/** A category that still has entries is kept (record_in_use): an entry must have one. */
export const categories = namedCategories(
  {
    table: faqCategories,
    names: { table: faqCategoryTranslations, owner: faqCategoryTranslations.faqCategoryId },
  },
  sql`SELECT faq_category_id AS id, count(*)::int AS n FROM faqs GROUP BY faq_category_id`,
  "faq_count",
);
