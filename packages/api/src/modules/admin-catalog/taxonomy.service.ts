// What products are filed under, as the admin keeps it: categories (a tree), brands, models and
// suppliers. Lists show every row, active or not, with how many products use it; writes are one
// transaction each; a row that products or other rows still use is not deleted (record_in_use).
import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import {
  type AdminBrand,
  AdminBrandInput,
  type AdminBrandPatch,
  type AdminCategory,
  AdminCategoryInput,
  type AdminCategoryMoveInput,
  type AdminCategoryPatch,
  type AdminModel,
  AdminModelInput,
  type AdminModelPatch,
  type AdminSupplier,
  AdminSupplierInput,
  type AdminSupplierPatch,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  models,
  suppliers,
} from "../../db/schema/index.ts";
import { isReferenced, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import { applyPatch } from "../../lib/patch.ts";
import { freeCode, freeSeoLink } from "./seo-link.ts";

const refused = (status: 400 | 409, fields: FieldProblem[]) =>
  new ApiError("validation_error", status, { fields });

/** A unique index's refusal as the field it guards; a reference still held as record_in_use. */
function asRefusal(error: unknown, fields: Record<string, string>): never {
  const constraint = uniqueViolation(error);
  const field = constraint === undefined ? undefined : fields[constraint];
  if (field) throw refused(409, [{ field, code: "already_used" }]);
  if (isReferenced(error)) throw new ApiError("record_in_use", 409);
  throw error;
}

const like = (search: string | undefined) =>
  search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;

async function removeRow(write: () => Promise<Array<{ id: number }>>): Promise<void> {
  let deleted: Array<{ id: number }>;
  try {
    deleted = await write();
  } catch (error) {
    asRefusal(error, {});
  }
  if (deleted.length === 0) throw new ApiError("record_not_found", 404);
}

/** How many of the first names a refused delete lists. */
const NAMED = 5;

/**
 * A brand or category is deleted only when nothing refers to it any more: what does is named in
 * the refusal (record_in_use, 409), one field per kind with how many and the first names, so the
 * admin knows what to change first. Nothing is ever deleted with it
 * (docs/decisions/api-029-deleting-what-others-use.md).
 */
async function removeUnused(
  db: Database,
  holders: Record<string, SQL>,
  remove: (tx: Database) => Promise<Array<{ id: number }>>,
) {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ kind: string; count: number; names: string[] | null }>(
      tx,
      sql.join(
        Object.entries(holders).map(
          ([kind, names]) =>
            sql`SELECT ${kind}::text AS kind, count(*)::int AS count,
              (array_agg(h.name ORDER BY h.name))[1:${NAMED}] AS names FROM (${names}) h`,
        ),
        sql` UNION ALL `,
      ),
    );
    const held = rows.filter((row) => row.count > 0);
    if (held.length > 0)
      throw new ApiError("record_in_use", 409, {
        fields: held.map((row) => ({
          field: row.kind,
          code: "in_use",
          params: {
            count: row.count,
            names: [...(row.names ?? []), ...(row.count > NAMED ? ["…"] : [])].join(", "),
          },
        })),
      });
    await removeRow(() => remove(tx));
  });
}

const campaignNames = (scope: SQL) => sql`SELECT coalesce(t.name, cp.code) AS name
  FROM campaigns cp LEFT JOIN campaign_translations t
    ON t.campaign_id = cp.id AND t.language_code = ${DEFAULT_LANGUAGE}
  WHERE ${scope}`;
const productNames = (scope: SQL) => sql`SELECT coalesce(t.name, p.sku) AS name
  FROM products p LEFT JOIN product_translations t
    ON t.product_id = p.id AND t.language_code = ${DEFAULT_LANGUAGE}
  WHERE ${scope}`;

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategories(db: Database, search?: string): Promise<AdminCategory[]> {
  const rows = await queryRows<{
    id: number;
    code: string;
    parent_id: number | null;
    depth: number;
    sort_order: number;
    is_active: boolean;
    show_in_menu: boolean;
    image_path: string | null;
    product_count: number;
    texts: AdminCategory["texts"] | null;
  }>(
    db,
    sql`WITH RECURSIVE tree AS (
        SELECT c.id, 0 AS depth, ARRAY[c.sort_order, c.id] AS path FROM categories c
          WHERE c.parent_id IS NULL
        UNION ALL
        SELECT c.id, tree.depth + 1, tree.path || ARRAY[c.sort_order, c.id]
          FROM categories c JOIN tree ON c.parent_id = tree.id WHERE tree.depth < 20)
      SELECT c.id, c.code, c.parent_id, tree.depth, c.sort_order, c.is_active, c.show_in_menu,
        c.image_path,
        (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count,
        (SELECT json_object_agg(t.language_code, json_build_object('name', t.name,
            'description', t.description, 'seo_link', t.seo_link, 'seo_title', t.seo_title,
            'seo_description', t.seo_description, 'seo_keywords', t.seo_keywords))
          FROM category_translations t WHERE t.category_id = c.id) AS texts
      FROM tree JOIN categories c ON c.id = tree.id
      WHERE ${like(search)}::text IS NULL OR c.code ILIKE ${like(search)} OR EXISTS (
        SELECT 1 FROM category_translations s WHERE s.category_id = c.id AND s.name ILIKE ${like(search)})
      ORDER BY tree.path`,
  );
  return rows.map((row) => ({ ...row, texts: row.texts ?? {} }));
}

async function readCategory(db: Database, id: number): Promise<AdminCategory> {
  const found = (await listCategories(db)).find((category) => category.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

/**
 * Changes of the tree's shape wait for one another until their transaction ends: two admins
 * moving A under B and B under A at once would each pass the loop check on their own and
 * together make a loop that the storefront's menu would never leave.
 */
const lockTree = (db: Database) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories-tree'))`);

/** Whether the parent exists, and whether it is the category itself or one of its descendants. */
async function parentCheck(db: Database, id: number | null, parentId: number) {
  await lockTree(db);
  const [row] = await queryRows<{ exists: boolean; cycle: boolean }>(
    db,
    sql`WITH RECURSIVE up AS (
        SELECT id, parent_id FROM categories WHERE id = ${parentId}
        UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
      SELECT EXISTS (SELECT 1 FROM categories WHERE id = ${parentId}) AS exists,
        EXISTS (SELECT 1 FROM up WHERE id = ${id}::int) AS cycle`,
  );
  return { exists: row?.exists ?? false, cycle: row?.cycle ?? false };
}

/** The parent exists and is neither the category itself nor one of its descendants. */
async function checkParent(db: Database, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const { exists, cycle } = await parentCheck(db, id, parentId);
  if (!exists || cycle) throw refused(400, [{ field: "parent_id", code: "invalid_value" }]);
}

const CATEGORY_UNIQUES = {
  categories_code_key: "code",
  category_translations_seo_link_key: "texts.seo_link",
};

async function saveCategory(db: Database, id: number | null, input: AdminCategoryInput) {
  await checkParent(db, id, input.parent_id);
  const values = {
    code:
      id === null ? await freeCode(db, "categories", input.code, input.texts.tr.name) : input.code,
    parentId: input.parent_id,
    sortOrder: input.sort_order,
    isActive: input.is_active,
    showInMenu: input.show_in_menu,
    imagePath: input.image_path,
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(categories)
              .values({
                ...values,
                code: await freeCode(tx, "categories", input.code, input.texts.tr.name),
              })
              .returning({ id: categories.id })
          : await tx
              .update(categories)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(categories.id, id))
              .returning({ id: categories.id });
      if (!row) throw new ApiError("record_not_found", 404);
      for (const lang of LANGUAGE_CODES) {
        const texts = input.texts[lang];
        if (!texts) continue;
        const translation = {
          categoryId: row.id,
          languageCode: lang,
          name: texts.name,
          description: texts.description,
          seoLink: await freeSeoLink(
            tx,
            "category_translations",
            row.id,
            lang,
            texts.seo_link,
            texts.name,
          ),
          seoTitle: texts.seo_title,
          seoDescription: texts.seo_description,
          seoKeywords: texts.seo_keywords,
        };
        await tx
          .insert(categoryTranslations)
          .values(translation)
          .onConflictDoUpdate({
            target: [categoryTranslations.categoryId, categoryTranslations.languageCode],
            set: translation,
          });
      }
      return row.id;
    });
  } catch (error) {
    asRefusal(error, CATEGORY_UNIQUES);
  }
}

export async function createCategory(db: Database, input: AdminCategoryInput) {
  return readCategory(db, await saveCategory(db, null, input));
}

/** The fields given, over the category as it is (its list row has the input's shape). */
export async function updateCategory(db: Database, id: number, patch: AdminCategoryPatch) {
  const input = applyPatch(AdminCategoryInput, await readCategory(db, id), patch);
  return readCategory(db, await saveCategory(db, id, input));
}

/**
 * Puts a category under a parent (null: the top) at a position among its new siblings, which are
 * numbered again 1, 2, 3… in that order in the same transaction, so the storefront's menu
 * follows at once. Under itself or one of its descendants is category_move_into_itself (409).
 */
export async function moveCategory(
  db: Database,
  id: number,
  input: AdminCategoryMoveInput,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const [moving] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id));
    if (!moving) throw new ApiError("record_not_found", 404);
    if (input.parent_id !== null) {
      const { exists, cycle } = await parentCheck(tx, id, input.parent_id);
      if (!exists) throw refused(400, [{ field: "parent_id", code: "invalid_value" }]);
      if (cycle) throw new ApiError("category_move_into_itself", 409);
    }
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          input.parent_id === null
            ? isNull(categories.parentId)
            : eq(categories.parentId, input.parent_id),
          ne(categories.id, id),
        ),
      )
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .for("update");
    const order = siblings.map((sibling) => sibling.id);
    order.splice(Math.min(input.position, order.length), 0, id);
    await tx.execute(
      sql`UPDATE categories c SET sort_order = o.place,
          parent_id = CASE WHEN c.id = ${id}::int THEN ${input.parent_id}::int ELSE c.parent_id END,
          updated_at = now()
        FROM (VALUES ${sql.join(
          order.map((sibling, index) => sql`(${sibling}::int, ${index + 1}::int)`),
          sql`, `,
        )}) AS o(id, place)
        WHERE c.id = o.id`,
    );
  });
  return readCategory(db, id);
}

/** A category that sub-categories, products, campaigns or showcases use stays: record_in_use. */
export const deleteCategory = (db: Database, id: number) =>
  removeUnused(
    db,
    {
      categories: sql`SELECT coalesce(t.name, c.code) AS name FROM categories c
        LEFT JOIN category_translations t
          ON t.category_id = c.id AND t.language_code = ${DEFAULT_LANGUAGE}
        WHERE c.parent_id = ${id}`,
      products: productNames(sql`p.category_id = ${id}`),
      campaigns: campaignNames(sql`cp.category_id = ${id}`),
      showcases: sql`SELECT s.code AS name FROM showcases s WHERE s.category_id = ${id}`,
    },
    (tx) => tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }),
  );

// ---------------------------------------------------------------------------------------------
// Brands

export async function listBrands(db: Database, search?: string): Promise<AdminBrand[]> {
  const rows = await queryRows<AdminBrand & { texts: AdminBrand["texts"] | null }>(
    db,
    sql`SELECT b.id, b.code, b.name, b.logo_path, b.sort_order, b.is_active, b.is_featured,
        (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count,
        (SELECT json_object_agg(t.language_code, json_build_object('name', t.name,
            'description', t.description, 'seo_link', t.seo_link, 'seo_title', t.seo_title, 'seo_description', t.seo_description,
            'seo_keywords', t.seo_keywords))
          FROM brand_translations t WHERE t.brand_id = b.id) AS texts
      FROM brands b
      WHERE ${like(search)}::text IS NULL OR b.name ILIKE ${like(search)} OR b.code ILIKE ${like(search)}
        OR EXISTS (SELECT 1 FROM brand_translations s WHERE s.brand_id = b.id AND s.name ILIKE ${like(search)})
      ORDER BY b.sort_order, lower(b.name), b.id`,
  );
  return rows.map((row) => ({ ...row, texts: row.texts ?? {} }));
}

async function readBrand(db: Database, id: number): Promise<AdminBrand> {
  const found = (await listBrands(db)).find((brand) => brand.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

async function saveBrand(db: Database, id: number | null, input: AdminBrandInput) {
  const values = {
    code: input.code,
    name: input.name,
    logoPath: input.logo_path,
    sortOrder: input.sort_order,
    isActive: input.is_active,
    isFeatured: input.is_featured,
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(brands)
              .values({ ...values, code: await freeCode(tx, "brands", input.code, input.name) })
              .returning({ id: brands.id })
          : await tx
              .update(brands)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(brands.id, id))
              .returning({ id: brands.id });
      if (!row) throw new ApiError("record_not_found", 404);
      // A brand's page exists in every language: a language without texts gets its seo link.
      for (const lang of LANGUAGE_CODES) {
        const texts = input.texts[lang];
        const name = (texts && "name" in texts ? texts.name : null) ?? null;
        const seoLink = await freeSeoLink(
          tx,
          "brand_translations",
          row.id,
          lang,
          texts?.seo_link ?? null,
          name ?? input.name,
        );
        const translation = {
          brandId: row.id,
          languageCode: lang,
          name,
          seoLink,
          description: texts?.description ?? null,
          seoTitle: texts?.seo_title ?? null,
          seoDescription: texts?.seo_description ?? null,
          seoKeywords: texts?.seo_keywords ?? null,
        };
        await tx
          .insert(brandTranslations)
          .values(translation)
          .onConflictDoUpdate({
            target: [brandTranslations.brandId, brandTranslations.languageCode],
            set: texts ? translation : { brandId: row.id },
          });
      }
      return row.id;
    });
  } catch (error) {
    asRefusal(error, {
      brands_code_key: "code",
      brand_translations_seo_link_key: "texts.seo_link",
    });
  }
}

export async function createBrand(db: Database, input: AdminBrandInput) {
  return readBrand(db, await saveBrand(db, null, input));
}

export async function updateBrand(db: Database, id: number, patch: AdminBrandPatch) {
  const input = applyPatch(AdminBrandInput, await readBrand(db, id), patch);
  return readBrand(db, await saveBrand(db, id, input));
}

/** A brand that models, products or campaigns use stays: record_in_use. */
export const deleteBrand = (db: Database, id: number) =>
  removeUnused(
    db,
    {
      models: sql`SELECT m.name FROM models m WHERE m.brand_id = ${id}`,
      products: productNames(sql`p.brand_id = ${id}`),
      campaigns: campaignNames(sql`cp.brand_id = ${id}`),
    },
    (tx) => tx.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id }),
  );

// ---------------------------------------------------------------------------------------------
// Models and suppliers

export async function listModels(db: Database, search?: string): Promise<AdminModel[]> {
  return queryRows<AdminModel>(
    db,
    sql`SELECT m.id, m.brand_id, b.name AS brand_name, m.code, m.name, m.is_active,
        (SELECT count(*)::int FROM products p WHERE p.model_id = m.id) AS product_count
      FROM models m JOIN brands b ON b.id = m.brand_id
      WHERE ${like(search)}::text IS NULL OR m.name ILIKE ${like(search)} OR b.name ILIKE ${like(search)}
      ORDER BY lower(b.name), lower(m.name), m.id`,
  );
}

async function saveModel(db: Database, id: number | null, input: AdminModelInput) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, input.brand_id));
  if (!brand) throw refused(400, [{ field: "brand_id", code: "invalid_value" }]);
  const values = {
    brandId: input.brand_id,
    code: input.code,
    name: input.name,
    isActive: input.is_active,
  };
  try {
    const [row] =
      id === null
        ? await db
            .insert(models)
            .values({ ...values, code: await freeCode(db, "models", input.code, input.name) })
            .returning({ id: models.id })
        : await db.update(models).set(values).where(eq(models.id, id)).returning({ id: models.id });
    if (!row) throw new ApiError("record_not_found", 404);
    const found = (await listModels(db)).find((model) => model.id === row.id);
    if (!found) throw new ApiError("record_not_found", 404);
    return found;
  } catch (error) {
    asRefusal(error, { models_code_key: "code" });
  }
}

export const createModel = (db: Database, input: AdminModelInput) => saveModel(db, null, input);
export async function updateModel(db: Database, id: number, patch: AdminModelPatch) {
  const current = (await listModels(db)).find((model) => model.id === id);
  if (!current) throw new ApiError("record_not_found", 404);
  return saveModel(db, id, applyPatch(AdminModelInput, current, patch));
}
export const deleteModel = (db: Database, id: number) =>
  removeRow(() => db.delete(models).where(eq(models.id, id)).returning({ id: models.id }));

export async function listSuppliers(db: Database, search?: string): Promise<AdminSupplier[]> {
  return queryRows<AdminSupplier>(
    db,
    sql`SELECT s.id, s.code, s.name, s.contact_name, s.email, s.phone, s.tax_office,
        s.tax_number, s.address, s.is_active,
        (SELECT count(*)::int FROM products p WHERE p.supplier_id = s.id) AS product_count
      FROM suppliers s
      WHERE ${like(search)}::text IS NULL OR s.name ILIKE ${like(search)} OR s.code ILIKE ${like(search)}
      ORDER BY lower(s.name), s.id`,
  );
}

async function saveSupplier(db: Database, id: number | null, input: AdminSupplierInput) {
  const values = {
    code: input.code,
    name: input.name,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    taxOffice: input.tax_office,
    taxNumber: input.tax_number,
    address: input.address,
    isActive: input.is_active,
  };
  try {
    const [row] =
      id === null
        ? await db
            .insert(suppliers)
            .values({ ...values, code: await freeCode(db, "suppliers", input.code, input.name) })
            .returning({ id: suppliers.id })
        : await db
            .update(suppliers)
            .set(values)
            .where(eq(suppliers.id, id))
            .returning({ id: suppliers.id });
    if (!row) throw new ApiError("record_not_found", 404);
    const found = (await listSuppliers(db)).find((supplier) => supplier.id === row.id);
    if (!found) throw new ApiError("record_not_found", 404);
    return found;
  } catch (error) {
    asRefusal(error, { suppliers_code_key: "code" });
  }
}

export const createSupplier = (db: Database, input: AdminSupplierInput) =>
  saveSupplier(db, null, input);
export async function updateSupplier(db: Database, id: number, patch: AdminSupplierPatch) {
  const current = (await listSuppliers(db)).find((supplier) => supplier.id === id);
  if (!current) throw new ApiError("record_not_found", 404);
  return saveSupplier(db, id, applyPatch(AdminSupplierInput, current, patch));
}
export const deleteSupplier = (db: Database, id: number) =>
  removeRow(() => db.delete(suppliers).where(eq(suppliers.id, id)).returning({ id: suppliers.id }));
