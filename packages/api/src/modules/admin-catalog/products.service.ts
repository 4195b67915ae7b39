// The admin's products: a list that searches, filters and sorts on the server; one product with
// the texts of every language, its pictures and sub-products; and the writes of the edit screen
// (general fields, prices, sort order, a language's texts, picture order, deletion). Every
// write is one transaction and answers the product as it now is; a refusal names the field.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import {
  type AdminLanguageUpdate,
  type AdminPriceUpdate,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListRequest,
  type AdminProductPage,
  type AdminProductUpdate,
  CURRENCIES,
  LANGUAGE_CODES,
  type LanguageCode,
  LOW_STOCK_THRESHOLD,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { productImages, products, productTranslations } from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { sqlState, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import { notifyBackInStock } from "../stock-alerts/stock-alerts.service.ts";
import { freeSeoLink } from "./seo-link.ts";
import { listSubProducts } from "./sub-products.service.ts";

type Texts = AdminProductCreate["texts"]["tr"];

const refused = (status: 400 | 404 | 409, fields: FieldProblem[]) =>
  new ApiError("validation_error", status, { fields });

// ---------------------------------------------------------------------------------------------
// Reading

const SORT_COLUMNS: Record<AdminProductListRequest["sort"], SQL> = {
  sort_order: sql`p.sort_order`,
  name: sql`lower(coalesce(t.name, tr.name))`,
  sku: sql`p.sku`,
  price: sql`p.selling_price`,
  stock: sql`p.stock`,
  created: sql`p.created_at`,
  updated: sql`p.updated_at`,
};

export async function listAdminProducts(
  db: Database,
  request: AdminProductListRequest,
  lang: LanguageCode,
): Promise<AdminProductPage> {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = `%${request.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(p.sku ILIKE ${like} OR p.barcode ILIKE ${like} OR EXISTS (
      SELECT 1 FROM product_translations s WHERE s.product_id = p.id AND s.name ILIKE ${like}))`);
  }
  if (request.category_id !== undefined) {
    where.push(sql`p.category_id IN (
      WITH RECURSIVE down AS (
        SELECT id FROM categories WHERE id = ${request.category_id}
        UNION ALL SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id)
      SELECT id FROM down)`);
  }
  if (request.brand_id !== undefined) where.push(sql`p.brand_id = ${request.brand_id}`);
  if (request.stock === "in_stock") where.push(sql`p.stock > 0`);
  if (request.stock === "low") where.push(sql`p.stock BETWEEN 1 AND ${LOW_STOCK_THRESHOLD}`);
  if (request.stock === "out") where.push(sql`p.stock = 0`);
  if (request.active !== "all") where.push(sql`p.is_active = ${request.active === "active"}`);
  const filter = sql.join(where, sql` AND `);
  const direction = request.direction === "asc" ? sql`ASC` : sql`DESC`;
  const offset = (request.page - 1) * request.page_size;
  const rows = await queryRows<{
    id: number;
    sku: string;
    name: string | null;
    image: string | null;
    category_id: number;
    category_name: string | null;
    brand_id: number | null;
    brand_name: string | null;
    price: number;
    currency_id: number;
    stock: number;
    has_sub_products: boolean;
    is_active: boolean;
    sort_order: number;
    updated_at: string;
    total: number;
  }>(
    db,
    sql`SELECT p.id, p.sku, coalesce(t.name, tr.name) AS name,
        (SELECT i.path_s FROM product_images i WHERE i.product_id = p.id
          ORDER BY i.sort_order, i.id LIMIT 1) AS image,
        p.category_id, coalesce(ct.name, ctr.name) AS category_name,
        p.brand_id, b.name AS brand_name, p.selling_price::float8 AS price, p.currency_id,
        p.stock, EXISTS (SELECT 1 FROM sub_products s WHERE s.product_id = p.id) AS has_sub_products,
        p.is_active, p.sort_order,
        to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
        count(*) OVER ()::int AS total
      FROM products p
      LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
      LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language_code = 'tr'
      LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.language_code = ${lang}
      LEFT JOIN category_translations ctr ON ctr.category_id = p.category_id AND ctr.language_code = 'tr'
      LEFT JOIN brands b ON b.id = p.brand_id
      WHERE ${filter}
      ORDER BY ${SORT_COLUMNS[request.sort]} ${direction}, p.id ${direction}
      LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countProducts(db, filter) : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name ?? row.sku,
      image: row.image,
      category: { id: row.category_id, name: row.category_name ?? "" },
      brand: row.brand_id !== null ? { id: row.brand_id, name: row.brand_name ?? "" } : null,
      price: Number(row.price),
      currency_code: currencyCode(row.currency_id),
      stock: row.stock,
      stock_level: row.stock === 0 ? "out" : row.stock <= LOW_STOCK_THRESHOLD ? "low" : "in_stock",
      has_sub_products: row.has_sub_products,
      is_active: row.is_active,
      sort_order: row.sort_order,
      updated_at: row.updated_at,
    })),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

/** The count for a page past the end, where the window function had no row to ride on. */
async function countProducts(db: Database, filter: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products p WHERE ${filter}`,
  );
  return row?.n ?? 0;
}

const currencyCode = (id: number) => CURRENCIES.find((c) => c.id === id)?.code ?? "TRY";

export async function readAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new ApiError("record_not_found", 404);
  const [texts, images, subs] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    listSubProducts(db, id),
  ]);
  return {
    id: row.id,
    sku: row.sku,
    barcode: row.barcode,
    category_id: row.categoryId,
    brand_id: row.brandId,
    model_id: row.modelId,
    supplier_id: row.supplierId,
    stock_unit: row.stockUnit,
    stock: row.stock,
    min_order_quantity: row.minOrderQuantity,
    max_order_quantity: row.maxOrderQuantity,
    is_new: row.isNew,
    free_shipping: row.freeShipping,
    is_active: row.isActive,
    weight_grams: row.weightGrams,
    width_mm: row.widthMm,
    height_mm: row.heightMm,
    depth_mm: row.depthMm,
    desi: row.desi,
    expiry_date: row.expiryDate,
    option1_property_id: row.option1PropertyId,
    option2_property_id: row.option2PropertyId,
    currency_id: row.currencyId,
    vat_rate: row.vatRate,
    selling_price: row.sellingPrice,
    list_price: row.listPrice,
    cash_price: row.cashPrice,
    buying_price: row.buyingPrice,
    sort_order: row.sortOrder,
    texts: Object.fromEntries(
      texts.map((t) => [
        t.languageCode,
        {
          name: t.name,
          summary: t.summary,
          description: t.description,
          seo_link: t.seoLink,
          seo_title: t.seoTitle,
          seo_description: t.seoDescription,
          seo_keywords: t.seoKeywords,
        },
      ]),
    ),
    images: images.map((image) => ({
      id: image.id,
      path: image.path,
      path_s: image.pathS,
      width: image.width,
      height: image.height,
      sort_order: image.sortOrder,
    })),
    sub_products: subs,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Checks the database cannot word for the admin

/** The named category, brand, model, supplier and properties exist; else the fields that don't. */
export async function checkReferences(db: Database, fields: AdminProductUpdate): Promise<void> {
  const [found] = await queryRows<Record<string, boolean>>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM categories WHERE id = ${fields.category_id}) AS category_id,
      (${fields.brand_id}::int IS NULL OR EXISTS (SELECT 1 FROM brands WHERE id = ${fields.brand_id}::int)) AS brand_id,
      (${fields.model_id}::int IS NULL OR EXISTS (SELECT 1 FROM models WHERE id = ${fields.model_id}::int)) AS model_id,
      (${fields.supplier_id}::int IS NULL OR EXISTS (SELECT 1 FROM suppliers WHERE id = ${fields.supplier_id}::int)) AS supplier_id,
      (${fields.option1_property_id}::int IS NULL OR EXISTS (SELECT 1 FROM properties WHERE id = ${fields.option1_property_id}::int)) AS option1_property_id,
      (${fields.option2_property_id}::int IS NULL OR EXISTS (SELECT 1 FROM properties WHERE id = ${fields.option2_property_id}::int)) AS option2_property_id`,
  );
  const problems: FieldProblem[] = Object.entries(found ?? {}).flatMap(([field, ok]) =>
    ok ? [] : [{ field, code: "invalid_value" as const }],
  );
  if (fields.option2_property_id !== null && fields.option1_property_id === null)
    problems.push({ field: "option1_property_id", code: "required" });
  if (
    fields.option2_property_id !== null &&
    fields.option2_property_id === fields.option1_property_id
  )
    problems.push({ field: "option2_property_id", code: "invalid_value" });
  if (fields.max_order_quantity !== null && fields.max_order_quantity < fields.min_order_quantity)
    problems.push({
      field: "max_order_quantity",
      code: "too_small",
      params: { minimum: fields.min_order_quantity },
    });
  if (problems.length) throw refused(400, problems);
}

export function checkPrices(prices: AdminPriceUpdate): void {
  if (prices.list_price !== null && prices.list_price <= prices.selling_price)
    throw refused(400, [
      { field: "list_price", code: "too_small", params: { minimum: prices.selling_price + 1 } },
    ]);
}

/** A unique index's refusal as the field it is about; anything else goes on as it was. */
function asFieldConflict(error: unknown, seoField: string): never {
  const constraint = uniqueViolation(error);
  const field =
    constraint === "products_sku_key"
      ? "sku"
      : constraint === "products_barcode_key"
        ? "barcode"
        : constraint === "product_translations_seo_link_key"
          ? seoField
          : undefined;
  if (field) throw refused(409, [{ field, code: "already_used" }]);
  if (sqlState(error) === "23503") throw refused(400, [{ field: "id", code: "invalid_value" }]);
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Writing

const fieldValues = (fields: AdminProductUpdate) => ({
  sku: fields.sku,
  barcode: fields.barcode,
  categoryId: fields.category_id,
  brandId: fields.brand_id,
  modelId: fields.model_id,
  supplierId: fields.supplier_id,
  stockUnit: fields.stock_unit,
  minOrderQuantity: fields.min_order_quantity,
  maxOrderQuantity: fields.max_order_quantity,
  isNew: fields.is_new,
  freeShipping: fields.free_shipping,
  isActive: fields.is_active,
  weightGrams: fields.weight_grams,
  widthMm: fields.width_mm,
  heightMm: fields.height_mm,
  depthMm: fields.depth_mm,
  desi: fields.desi,
  expiryDate: fields.expiry_date,
  option1PropertyId: fields.option1_property_id,
  option2PropertyId: fields.option2_property_id,
});

const priceValues = (prices: AdminPriceUpdate) => ({
  currencyId: prices.currency_id,
  vatRate: prices.vat_rate,
  sellingPrice: prices.selling_price,
  listPrice: prices.list_price,
  cashPrice: prices.cash_price,
  buyingPrice: prices.buying_price,
});

const textValues = (productId: number, lang: LanguageCode, texts: Texts, seoLink: string) => ({
  productId,
  languageCode: lang,
  name: texts.name,
  summary: texts.summary,
  description: texts.description ? cleanHtml(texts.description) || null : null,
  seoLink,
  seoTitle: texts.seo_title,
  seoDescription: texts.seo_description,
  seoKeywords: texts.seo_keywords,
});

export async function createProduct(db: Database, input: AdminProductCreate): Promise<number> {
  await checkReferences(db, input);
  checkPrices(input);
  try {
    return await db.transaction(async (tx) => {
      const [{ id } = { id: 0 }] = await tx
        .insert(products)
        .values({ ...fieldValues(input), ...priceValues(input), stock: input.stock })
        .returning({ id: products.id });
      for (const lang of LANGUAGE_CODES) {
        const texts = input.texts[lang];
        if (!texts) continue;
        await tx
          .insert(productTranslations)
          .values(
            textValues(
              id,
              lang,
              texts,
              await freeSeoLink(tx, "product_translations", id, lang, texts.seo_link, texts.name),
            ),
          );
      }
      return id;
    });
  } catch (error) {
    asFieldConflict(error, "texts.tr.seo_link");
  }
}

/** Runs a write on an existing product, answering 404 when there is none. */
async function onProduct(db: Database, id: number, write: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!found) throw new ApiError("record_not_found", 404);
    await write(tx);
  });
}

export async function updateProduct(
  db: Database,
  id: number,
  fields: AdminProductUpdate,
): Promise<void> {
  await checkReferences(db, fields);
  try {
    await onProduct(db, id, async (tx) => {
      // A product with sub-products has their stock in sum: the form's figure is not read.
      const [subs] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM sub_products WHERE product_id = ${id}`,
      );
      await tx
        .update(products)
        .set({
          ...fieldValues(fields),
          ...(subs?.n ? {} : { stock: fields.stock }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      await notifyBackInStock(tx, [id]);
    });
  } catch (error) {
    asFieldConflict(error, "seo_link");
  }
}

export async function updatePrices(db: Database, id: number, prices: AdminPriceUpdate) {
  checkPrices(prices);
  await onProduct(db, id, (tx) =>
    tx
      .update(products)
      .set({ ...priceValues(prices), updatedAt: new Date() })
      .where(eq(products.id, id)),
  );
}

export async function updateSort(db: Database, id: number, sortOrder: number) {
  await onProduct(db, id, (tx) =>
    tx.update(products).set({ sortOrder, updatedAt: new Date() }).where(eq(products.id, id)),
  );
}

export async function updateLanguage(db: Database, input: AdminLanguageUpdate): Promise<void> {
  try {
    await onProduct(db, input.product_id, async (tx) => {
      const values = textValues(
        input.product_id,
        input.language,
        input,
        await freeSeoLink(
          tx,
          "product_translations",
          input.product_id,
          input.language,
          input.seo_link,
          input.name,
        ),
      );
      await tx
        .insert(productTranslations)
        .values(values)
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.languageCode],
          set: values,
        });
      await tx
        .update(products)
        .set({ updatedAt: new Date() })
        .where(eq(products.id, input.product_id));
    });
  } catch (error) {
    asFieldConflict(error, "seo_link");
  }
}

/** Puts the product's pictures in the given order; the ids must be exactly its pictures. */
export async function orderImages(db: Database, id: number, imageIds: readonly number[]) {
  await onProduct(db, id, async (tx) => {
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const wanted = new Set(imageIds);
    if (wanted.size !== imageIds.length || current.length !== wanted.size)
      throw refused(400, [{ field: "image_ids", code: "invalid_value" }]);
    if (!current.every((image) => wanted.has(image.id)))
      throw refused(400, [{ field: "image_ids", code: "invalid_value" }]);
    // (product_id, sort_order) is unique: move every picture out of the way, then into place.
    await tx
      .update(productImages)
      .set({ sortOrder: sql`-1 - ${productImages.sortOrder}` })
      .where(eq(productImages.productId, id));
    for (const [sortOrder, imageId] of imageIds.entries()) {
      await tx
        .update(productImages)
        .set({ sortOrder })
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)));
    }
  });
}

/**
 * Deletes a product. Past orders keep their own copy of each line (name, price, picture path);
 * carts, favourites, comments and back-in-stock requests for it go with it.
 */
export async function deleteProduct(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new ApiError("record_not_found", 404);
}
