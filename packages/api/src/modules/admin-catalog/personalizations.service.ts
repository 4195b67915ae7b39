// A product's personalisations (product_personalization add, update, delete, getByProductId):
// the texts a shopper may type at add-to-cart (a name printed on a cup), each charged per unit,
// with its label and hint in every language the admin writes. The texts are saved whole: a
// language left out is deleted, so the stored labels are always what the form last showed.
import { eq, sql } from "drizzle-orm";
import {
  type AdminPersonalization,
  type AdminPersonalizationCreate,
  type AdminPersonalizationInput,
  LANGUAGE_CODES,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  productPersonalizations,
  productPersonalizationTranslations,
  products,
} from "../../db/schema/index.ts";
import { sqlState } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";

interface PersonalizationRow {
  id: number;
  product_id: number;
  price: number | string;
  max_length: number;
  is_required: boolean;
  is_active: boolean;
  sort_order: number;
  texts: Record<string, { name: string; hint: string | null }> | null;
}

async function readPersonalizations(
  db: Database,
  where: ReturnType<typeof sql>,
): Promise<AdminPersonalization[]> {
  const rows = await queryRows<PersonalizationRow>(
    db,
    sql`SELECT pp.id, pp.product_id, pp.price, pp.max_length, pp.is_required, pp.is_active,
        pp.sort_order,
        (SELECT json_object_agg(t.language_code, json_build_object('name', t.name, 'hint', t.hint))
          FROM product_personalization_translations t WHERE t.personalization_id = pp.id) AS texts
      FROM product_personalizations pp
      WHERE ${where}
      ORDER BY pp.sort_order, pp.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    price: Number(row.price),
    max_length: row.max_length,
    is_required: row.is_required,
    is_active: row.is_active,
    sort_order: row.sort_order,
    texts: row.texts ?? {},
  }));
}

export const listPersonalizations = (db: Database, productId: number) =>
  readPersonalizations(db, sql`pp.product_id = ${productId}`);

async function readPersonalization(db: Database, id: number): Promise<AdminPersonalization> {
  const [found] = await readPersonalizations(db, sql`pp.id = ${id}`);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

async function writeTexts(tx: Database, id: number, texts: AdminPersonalizationInput["texts"]) {
  await tx
    .delete(productPersonalizationTranslations)
    .where(eq(productPersonalizationTranslations.personalizationId, id));
  const rows = LANGUAGE_CODES.flatMap((languageCode) => {
    const text = texts[languageCode];
    return text ? [{ personalizationId: id, languageCode, name: text.name, hint: text.hint }] : [];
  });
  await tx.insert(productPersonalizationTranslations).values(rows);
}

const values = (input: AdminPersonalizationInput) => ({
  price: input.price,
  maxLength: input.max_length,
  isRequired: input.is_required,
  isActive: input.is_active,
});

/** Adds a personalisation as the product's last; a product that does not exist is named. */
export async function createPersonalization(
  db: Database,
  input: AdminPersonalizationCreate,
): Promise<AdminPersonalization> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productPersonalizations)
        .values({
          productId: input.product_id,
          ...values(input),
          sortOrder: sql`(SELECT coalesce(max(sort_order) + 1, 0) FROM product_personalizations WHERE product_id = ${input.product_id})`,
        })
        .returning({ id: productPersonalizations.id });
      if (!row) throw new Error("insert returned no row");
      await writeTexts(tx, row.id, input.texts);
      await touchProduct(tx, input.product_id);
      return row.id;
    });
  } catch (error) {
    if (sqlState(error) === "23503")
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "product_id", code: "invalid_value" }],
      });
    throw error;
  }
  return readPersonalization(db, id);
}

export async function updatePersonalization(
  db: Database,
  id: number,
  input: AdminPersonalizationInput,
): Promise<AdminPersonalization> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(productPersonalizations)
      .set(values(input))
      .where(eq(productPersonalizations.id, id))
      .returning({ productId: productPersonalizations.productId });
    if (!row) throw new ApiError("record_not_found", 404);
    await writeTexts(tx, id, input.texts);
    await touchProduct(tx, row.productId);
  });
  return readPersonalization(db, id);
}

/** Deletes a personalisation; orders keep the texts their lines were bought with. */
export async function deletePersonalization(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productPersonalizations)
      .where(eq(productPersonalizations.id, id))
      .returning({ productId: productPersonalizations.productId });
    if (!row) throw new ApiError("record_not_found", 404);
    await touchProduct(tx, row.productId);
  });
}

/** The product changed as the shop shows it (its page lists its personalisations). */
const touchProduct = (tx: Database, productId: number) =>
  tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
