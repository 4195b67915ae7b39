// Comments with a rating and questions that signed-in customers write about a product, and the
// admin's review of them. Nothing a shopper writes is shown before an admin approves it; the
// product's rating (catalog.service, product-detail.service) counts approved comments only. One
// comment per product and customer is the database's rule (product_comments_one_per_customer):
// of two simultaneous submissions one is stored and the other is told already_commented.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type {
  AddProductComment,
  AskProductQuestion,
  CommentReceived,
  LanguageCode,
  PendingComment,
  PendingQuestion,
  QuestionReceived,
  ReviewDecision,
} from "../../contract/index.ts";
import { isNonEmpty } from "../../contract/validators.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { productComments, productQuestions } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";

/** Questions a customer may ask per hour, over all products. */
export const QUESTION_LIMITS = { perCustomerPerHour: 10 } as const;

async function assertCommentable(db: Database, productId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id = ${productId} AND p.is_active AND c.is_active`,
  );
  if (!row) throw new ApiError("no_product_to_comment", 404);
}

export async function addComment(
  db: Database,
  customerId: number,
  input: AddProductComment,
  lang: LanguageCode,
): Promise<CommentReceived> {
  const text = input.text?.trim() ?? "";
  const rate = input.rate;
  if (!isNonEmpty(text) || rate === undefined || !Number.isInteger(rate) || rate < 1 || rate > 5) {
    throw new ApiError("comment_or_score_missing", 400);
  }
  await assertCommentable(db, input.product_id);
  try {
    const [row] = await db
      .insert(productComments)
      .values({
        productId: input.product_id,
        customerId,
        languageCode: lang,
        text,
        rate,
        showName: input.show_name,
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    return {
      id: row.id,
      product_id: row.productId,
      rate: row.rate,
      show_name: row.showName,
      is_approved: false,
      created_at: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new ApiError("already_commented", 409);
    throw error;
  }
}

export async function askQuestion(
  db: Database,
  customerId: number,
  input: AskProductQuestion,
  lang: LanguageCode,
): Promise<QuestionReceived> {
  const question = input.question?.trim() ?? "";
  if (!isNonEmpty(question)) throw new ApiError("question_missing", 400);
  await assertCommentable(db, input.product_id);
  const [row] = await db
    .insert(productQuestions)
    .values({ productId: input.product_id, customerId, languageCode: lang, question })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return {
    id: row.id,
    product_id: row.productId,
    language: row.languageCode,
    is_approved: false,
    created_at: row.createdAt.toISOString(),
  };
}

/** The product's name in the admin's language, else in Turkish, else any. */
const productName = (lang: LanguageCode, productId: SQL) =>
  sql`(SELECT pt.name FROM product_translations pt WHERE pt.product_id = ${productId}
      ORDER BY (pt.language_code = ${lang}) DESC, (pt.language_code = 'tr') DESC LIMIT 1)`;

/** Comments waiting for review, oldest first (the order an admin works through them). */
export async function listPendingComments(
  db: Database,
  lang: LanguageCode,
  page: number,
  limit: number,
): Promise<PendingComment[]> {
  return queryRows<PendingComment>(
    db,
    sql`SELECT pc.id, pc.product_id, ${productName(lang, sql`pc.product_id`)} AS product_name,
        pc.customer_id, btrim(cu.name || ' ' || cu.surname) AS customer_name, pc.text,
        pc.rate::int AS rate, pc.show_name, pc.language_code AS language,
        ${isoText(sql`pc.created_at`)} AS created_at
      FROM product_comments pc JOIN customers cu ON cu.id = pc.customer_id
      WHERE NOT pc.is_approved
      ORDER BY pc.created_at, pc.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
}

export async function approveComment(db: Database, id: number): Promise<ReviewDecision> {
  const [row] = await db
    .update(productComments)
    .set({ isApproved: true, approvedAt: sql`now()` })
    .where(and(eq(productComments.id, id), eq(productComments.isApproved, false)))
    .returning({ id: productComments.id });
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, status: "approved" };
}

/**
 * A rejected comment is removed, approved or not: the customer may write a better one, and an
 * approved comment an admin takes back leaves the product's rating with it.
 */
export async function rejectComment(db: Database, id: number): Promise<ReviewDecision> {
  const [row] = await db
    .delete(productComments)
    .where(eq(productComments.id, id))
    .returning({ id: productComments.id });
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, status: "rejected" };
}

/** Customers' questions not yet answered and approved, oldest first. */
export async function listPendingQuestions(
  db: Database,
  lang: LanguageCode,
  page: number,
  limit: number,
): Promise<PendingQuestion[]> {
  return queryRows<PendingQuestion>(
    db,
    sql`SELECT q.id, q.product_id, ${productName(lang, sql`q.product_id`)} AS product_name,
        q.customer_id,
        CASE WHEN cu.id IS NULL THEN NULL ELSE btrim(cu.name || ' ' || cu.surname) END AS customer_name,
        q.question, q.language_code AS language, ${isoText(sql`q.created_at`)} AS created_at
      FROM product_questions q LEFT JOIN customers cu ON cu.id = q.customer_id
      WHERE NOT q.is_approved
      ORDER BY q.created_at, q.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
}

/** The admin's answer publishes the question with it (getProductSSS shows answered ones only). */
export async function answerQuestion(
  db: Database,
  id: number,
  answer: string,
): Promise<ReviewDecision> {
  const [row] = await db
    .update(productQuestions)
    .set({ answer, isApproved: true, answeredAt: sql`now()` })
    .where(eq(productQuestions.id, id))
    .returning({ id: productQuestions.id });
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, status: "approved" };
}

export async function rejectQuestion(db: Database, id: number): Promise<ReviewDecision> {
  const [row] = await db
    .delete(productQuestions)
    .where(eq(productQuestions.id, id))
    .returning({ id: productQuestions.id });
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, status: "rejected" };
}
