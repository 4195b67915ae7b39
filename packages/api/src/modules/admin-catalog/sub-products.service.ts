// A product's sub-products (sub_product add, update, delete, getByProductId): the one or two
// attribute values the product varies by, each with its code, stock and, where it costs
// differently, its own price. The product's stock is the sum of its sub-products', kept in the
// same transaction as every change to them.
import { eq, sql } from "drizzle-orm";
import type {
  AdminSubProduct,
  AdminSubProductCreate,
  AdminSubProductUpdate,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { products, subProducts } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import { notifyBackInStock } from "../stock-alerts/stock-alerts.service.ts";

const refused = (status: 400 | 409, fields: FieldProblem[]) =>
  new ApiError("validation_error", status, { fields });

interface SubProductRow {
  id: number;
  product_id: number;
  code: string;
  barcode: string | null;
  stock: number;
  selling_price: number | null;
  list_price: number | null;
  is_active: boolean;
  sort_order: number;
  v1: { id: number; property_id: number; name: string };
  v2: { id: number; property_id: number; name: string } | null;
}

const valueJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'property_id', ${alias}.property_id, 'name', coalesce((SELECT t.name FROM property_value_translations t WHERE t.property_value_id = ${alias}.id AND t.language_code = 'tr'), ${alias}.code))`,
  );

async function readSubProducts(db: Database, where: ReturnType<typeof sql>) {
  const rows = await queryRows<SubProductRow>(
    db,
    sql`SELECT s.id, s.product_id, s.code, s.barcode, s.stock,
        s.selling_price::float8 AS selling_price, s.list_price::float8 AS list_price,
        s.is_active, s.sort_order, ${valueJson("v1")} AS v1,
        CASE WHEN v2.id IS NULL THEN NULL ELSE ${valueJson("v2")} END AS v2
      FROM sub_products s
      JOIN property_values v1 ON v1.id = s.option1_value_id
      LEFT JOIN property_values v2 ON v2.id = s.option2_value_id
      WHERE ${where}
      ORDER BY s.sort_order, s.id`,
  );
  return rows.map(
    (row): AdminSubProduct => ({
      id: row.id,
      product_id: row.product_id,
      option1: row.v1,
      option2: row.v2,
      code: row.code,
      barcode: row.barcode,
      stock: row.stock,
      selling_price: row.selling_price === null ? null : Number(row.selling_price),
      list_price: row.list_price === null ? null : Number(row.list_price),
      is_active: row.is_active,
      sort_order: row.sort_order,
    }),
  );
}

export const listSubProducts = (db: Database, productId: number) =>
  readSubProducts(db, sql`s.product_id = ${productId}`);

async function readSubProduct(db: Database, id: number): Promise<AdminSubProduct> {
  const [found] = await readSubProducts(db, sql`s.id = ${id}`);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

/**
 * The values must belong to the product's two attributes, in their slots; its own list price,
 * when set, must be above its own price.
 */
async function checkValues(
  db: Database,
  productId: number,
  input: AdminSubProductUpdate,
): Promise<void> {
  const [product] = await queryRows<{
    option1_property_id: number | null;
    option2_property_id: number | null;
    v1: number | null;
    v2: number | null;
  }>(
    db,
    sql`SELECT p.option1_property_id, p.option2_property_id,
        (SELECT property_id FROM property_values WHERE id = ${input.option1_value_id}) AS v1,
        (SELECT property_id FROM property_values WHERE id = ${input.option2_value_id}::int) AS v2
      FROM products p WHERE p.id = ${productId}`,
  );
  if (!product) throw refused(400, [{ field: "product_id", code: "invalid_value" }]);
  const problems: FieldProblem[] = [];
  if (product.option1_property_id === null || product.v1 !== product.option1_property_id)
    problems.push({ field: "option1_value_id", code: "invalid_value" });
  if (
    product.option2_property_id === null
      ? input.option2_value_id !== null
      : product.v2 !== product.option2_property_id
  )
    problems.push({ field: "option2_value_id", code: "invalid_value" });
  if (
    input.list_price !== null &&
    (input.selling_price === null || input.list_price <= input.selling_price)
  )
    problems.push({ field: "list_price", code: "invalid_value" });
  if (problems.length) throw refused(400, problems);
}

/**
 * The product's stock becomes the sum of its sub-products', and whoever waits for one of them
 * that is back hears of it.
 */
async function restock(tx: Database, productId: number) {
  await tx
    .update(products)
    .set({
      stock: sql`(SELECT coalesce(sum(stock), 0) FROM sub_products WHERE product_id = ${productId})`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
  await notifyBackInStock(tx, [productId]);
}

function asConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === "sub_products_code_key")
    throw refused(409, [{ field: "code", code: "already_used" }]);
  if (constraint === "sub_products_barcode_key")
    throw refused(409, [{ field: "barcode", code: "already_used" }]);
  if (constraint === "sub_products_options_key")
    throw refused(409, [{ field: "option1_value_id", code: "already_used" }]);
  throw error;
}

const values = (input: AdminSubProductUpdate) => ({
  option1ValueId: input.option1_value_id,
  option2ValueId: input.option2_value_id,
  code: input.code,
  barcode: input.barcode,
  stock: input.stock,
  sellingPrice: input.selling_price,
  listPrice: input.list_price,
  isActive: input.is_active,
});

export async function createSubProduct(
  db: Database,
  input: AdminSubProductCreate,
): Promise<AdminSubProduct> {
  await checkValues(db, input.product_id, input);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subProducts)
        .values({
          productId: input.product_id,
          ...values(input),
          sortOrder: sql`(SELECT coalesce(max(sort_order) + 1, 0) FROM sub_products WHERE product_id = ${input.product_id})`,
        })
        .returning({ id: subProducts.id });
      await restock(tx, input.product_id);
      return row?.id ?? 0;
    });
    return await readSubProduct(db, id);
  } catch (error) {
    asConflict(error);
  }
}

export async function updateSubProduct(
  db: Database,
  id: number,
  input: AdminSubProductUpdate,
): Promise<AdminSubProduct> {
  const current = await readSubProduct(db, id);
  await checkValues(db, current.product_id, input);
  try {
    await db.transaction(async (tx) => {
      await tx.update(subProducts).set(values(input)).where(eq(subProducts.id, id));
      await restock(tx, current.product_id);
    });
  } catch (error) {
    asConflict(error);
  }
  return readSubProduct(db, id);
}

/** Deletes a sub-product; orders keep their copy of the line, carts lose it. */
export async function deleteSubProduct(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(subProducts)
      .where(eq(subProducts.id, id))
      .returning({ productId: subProducts.productId });
    if (!deleted) throw new ApiError("record_not_found", 404);
    await restock(tx, deleted.productId);
  });
}
