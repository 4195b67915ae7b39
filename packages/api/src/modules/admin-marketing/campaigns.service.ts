// The admin's campaigns: every rule the cart prices with (cart-pricing.ts), with names and
// conditions per language and how often each was used. A campaign that was used is not deleted
// (orders and the usage ledger point at it): the admin switches it off instead (record_in_use).
import { and, count, countDistinct, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import type {
  AdminCampaign,
  AdminCampaignInput,
  AdminCampaignListQuery,
  AdminCampaignPage,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  brands,
  campaignProducts,
  campaigns,
  campaignTranslations,
  campaignUsages,
  categories,
  categoryTranslations,
  products,
  productTranslations,
} from "../../db/schema/index.ts";
import { sqlState, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem, notFound } from "../../lib/errors.ts";
import { containing } from "../admin-customers/customers.service.ts";

const refused = (status: 400 | 409, fields: FieldProblem[]) =>
  new ApiError("validation_error", status, { fields });

type CampaignRow = typeof campaigns.$inferSelect;

/** The campaigns' rows as the admin sees them: names, scope names and usage figures added. */
async function present(
  db: Database,
  rows: readonly CampaignRow[],
  lang: LanguageCode,
): Promise<AdminCampaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const pick = <T extends { languageCode: string }>(list: readonly T[]) =>
    list.find((item) => item.languageCode === lang) ??
    list.find((item) => item.languageCode === "tr");
  const categoryIds = rows.flatMap((row) => (row.categoryId ? [row.categoryId] : []));
  const brandIds = rows.flatMap((row) => (row.brandId ? [row.brandId] : []));
  const listed = await db
    .select()
    .from(campaignProducts)
    .where(inArray(campaignProducts.campaignId, ids))
    .orderBy(campaignProducts.productId);
  const productIds = [
    ...new Set([
      ...rows.flatMap((row) => (row.productId ? [row.productId] : [])),
      ...listed.map((item) => item.productId),
    ]),
  ];
  const [texts, usage, categoryNames, brandNames, productNames] = await Promise.all([
    db.select().from(campaignTranslations).where(inArray(campaignTranslations.campaignId, ids)),
    db
      .select({
        id: campaignUsages.campaignId,
        customers: countDistinct(campaignUsages.customerId),
      })
      .from(campaignUsages)
      .where(inArray(campaignUsages.campaignId, ids))
      .groupBy(campaignUsages.campaignId),
    categoryIds.length
      ? db
          .select({
            id: categoryTranslations.categoryId,
            languageCode: categoryTranslations.languageCode,
            name: categoryTranslations.name,
          })
          .from(categoryTranslations)
          .where(inArray(categoryTranslations.categoryId, categoryIds))
      : [],
    brandIds.length
      ? db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(inArray(brands.id, brandIds))
      : [],
    productIds.length
      ? db
          .select({
            id: productTranslations.productId,
            languageCode: productTranslations.languageCode,
            name: productTranslations.name,
          })
          .from(productTranslations)
          .where(inArray(productTranslations.productId, productIds))
      : [],
  ]);
  const order = { tr: 0, en: 1, ar: 2 } as Record<string, number>;
  return rows.map((row) => {
    const own = texts
      .filter((text) => text.campaignId === row.id)
      .sort((a, b) => (order[a.languageCode] ?? 9) - (order[b.languageCode] ?? 9));
    return {
      id: row.id,
      code: row.code,
      type: row.type as AdminCampaign["type"],
      name: pick(own)?.name ?? row.code,
      translations: own.map((text) => ({
        language_code: text.languageCode as LanguageCode,
        name: text.name,
        description: text.description,
      })),
      discount_percent: row.discountPercent,
      discount_amount: row.discountAmount,
      currency_id: row.currencyId,
      min_cart_amount: row.minCartAmount,
      max_cart_amount: row.maxCartAmount,
      buy_quantity: row.buyQuantity,
      pay_quantity: row.payQuantity,
      category_id: row.categoryId,
      category_name: pick(categoryNames.filter((c) => c.id === row.categoryId))?.name ?? null,
      brand_id: row.brandId,
      brand_name: brandNames.find((b) => b.id === row.brandId)?.name ?? null,
      product_id: row.productId,
      product_name: pick(productNames.filter((p) => p.id === row.productId))?.name ?? null,
      products: listed
        .filter((item) => item.campaignId === row.id)
        .map((item) => ({
          id: item.productId,
          name:
            pick(productNames.filter((p) => p.id === item.productId))?.name ?? `#${item.productId}`,
        })),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt?.toISOString() ?? null,
      is_active: row.isActive,
      usage_limit: row.usageLimit,
      usage_count: row.usageCount,
      per_customer_limit: row.perCustomerLimit,
      customer_count: usage.find((u) => u.id === row.id)?.customers ?? 0,
      sort_order: row.sortOrder,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listCampaigns(
  db: Database,
  query: AdminCampaignListQuery,
  lang: LanguageCode,
): Promise<AdminCampaignPage> {
  const search = query.search ? containing(query.search) : undefined;
  const filter = and(
    search
      ? or(
          ilike(campaigns.code, search),
          exists(
            db
              .select({ one: sql`1` })
              .from(campaignTranslations)
              .where(
                and(
                  eq(campaignTranslations.campaignId, campaigns.id),
                  ilike(campaignTranslations.name, search),
                ),
              ),
          ),
        )
      : undefined,
    query.type ? eq(campaigns.type, query.type) : undefined,
    query.status === "all" ? undefined : eq(campaigns.isActive, query.status === "active"),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(filter)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(campaigns).where(filter),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: await present(db, rows, lang),
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

export async function getCampaign(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminCampaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound();
  const [shown] = await present(db, [row], lang);
  if (!shown) throw notFound();
  return shown;
}

/** The columns a campaign's type uses; the others are cleared so no stale rule lingers. */
function ruleColumns(input: AdminCampaignInput) {
  const type = input.type;
  return {
    code: input.code,
    type,
    discountPercent: type === "cart_percent" ? input.discount_percent : null,
    discountAmount: type === "cart_amount" ? input.discount_amount : null,
    currencyId: input.currency_id,
    minCartAmount: input.min_cart_amount,
    maxCartAmount: input.max_cart_amount,
    buyQuantity: type === "buy_x_pay_y" ? input.buy_quantity : null,
    payQuantity: type === "buy_x_pay_y" ? input.pay_quantity : null,
    categoryId: input.category_id,
    brandId: input.brand_id,
    productId: type === "gift_product" ? input.product_id : null,
    ...(input.starts_at ? { startsAt: new Date(input.starts_at) } : {}),
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    isActive: input.is_active,
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    sortOrder: input.sort_order,
  };
}

/** The things a campaign points at must exist; each missing one is named by its field. */
async function checkReferences(db: Database, input: AdminCampaignInput): Promise<void> {
  const problems: FieldProblem[] = [];
  const [category, brand, product, listed] = await Promise.all([
    input.category_id
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.category_id))
      : [{ id: 0 }],
    input.brand_id
      ? db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id))
      : [{ id: 0 }],
    input.type === "gift_product" && input.product_id
      ? db.select({ id: products.id }).from(products).where(eq(products.id, input.product_id))
      : [{ id: 0 }],
    input.product_ids.length
      ? db.select({ id: products.id }).from(products).where(inArray(products.id, input.product_ids))
      : [],
  ]);
  if (category.length === 0) problems.push({ field: "category_id", code: "invalid_value" });
  if (brand.length === 0) problems.push({ field: "brand_id", code: "invalid_value" });
  if (product.length === 0) problems.push({ field: "product_id", code: "invalid_value" });
  if (listed.length !== input.product_ids.length)
    problems.push({ field: "product_ids", code: "invalid_value" });
  if (problems.length) throw refused(400, problems);
}

/** The database's refusals as the field they are about; anything else goes on as it was. */
function asFieldProblem(error: unknown): never {
  if (error instanceof ApiError) throw error;
  if (uniqueViolation(error) === "campaigns_code_key")
    throw refused(409, [{ field: "code", code: "already_used" }]);
  const state = sqlState(error);
  if (state === "23503") throw refused(400, [{ field: "currency_id", code: "invalid_value" }]);
  // The only check the input's own rules leave open: a limit below the uses already made.
  if (state === "23514") throw refused(400, [{ field: "usage_limit", code: "too_small" }]);
  throw error;
}

async function writeProducts(db: Database, id: number, input: AdminCampaignInput): Promise<void> {
  await db.delete(campaignProducts).where(eq(campaignProducts.campaignId, id));
  if (input.product_ids.length)
    await db
      .insert(campaignProducts)
      .values(input.product_ids.map((productId) => ({ campaignId: id, productId })));
}

async function writeTexts(db: Database, id: number, input: AdminCampaignInput): Promise<void> {
  await db.delete(campaignTranslations).where(eq(campaignTranslations.campaignId, id));
  await db.insert(campaignTranslations).values(
    input.translations.map((text) => ({
      campaignId: id,
      languageCode: text.language_code,
      name: text.name,
      description: text.description || null,
    })),
  );
}

export async function createCampaign(
  db: Database,
  input: AdminCampaignInput,
  lang: LanguageCode,
): Promise<AdminCampaign> {
  try {
    await checkReferences(db, input);
    const [row] = await db.insert(campaigns).values(ruleColumns(input)).returning();
    if (!row) throw new Error("campaign insert returned nothing");
    await writeTexts(db, row.id, input);
    await writeProducts(db, row.id, input);
    return getCampaign(db, row.id, lang);
  } catch (error) {
    asFieldProblem(error);
  }
}

export async function updateCampaign(
  db: Database,
  id: number,
  input: AdminCampaignInput,
  lang: LanguageCode,
): Promise<AdminCampaign> {
  try {
    await checkReferences(db, input);
    const [row] = await db
      .update(campaigns)
      .set({ ...ruleColumns(input), updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id });
    if (!row) throw notFound();
    await writeTexts(db, id, input);
    await writeProducts(db, id, input);
    return getCampaign(db, id, lang);
  } catch (error) {
    asFieldProblem(error);
  }
}

export async function deleteCampaign(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ usageCount: campaigns.usageCount })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row) throw notFound();
  const [used] = await db
    .select({ n: count() })
    .from(campaignUsages)
    .where(eq(campaignUsages.campaignId, id));
  if (row.usageCount > 0 || (used?.n ?? 0) > 0) throw new ApiError("record_in_use", 409);
  await db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.usageCount, 0)));
}
