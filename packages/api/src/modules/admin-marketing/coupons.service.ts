// The admin's coupons. Codes are stored upper-case and unique regardless of case; generated ones
// leave out the characters read alike (0/O, 1/I/L) so that a code copied by hand still works. A
// coupon that has been used is not deleted (the orders' usage ledger points at it): the admin
// switches it off instead (record_in_use).
import { randomInt } from "node:crypto";
import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import type {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponGenerate,
  AdminCouponListQuery,
  AdminCouponPage,
  AdminCouponUpdate,
  AdminGiftCertificateCreate,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { coupons, couponUsages, customers } from "../../db/schema/index.ts";
import { sqlState, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, type FieldProblem, notFound } from "../../lib/errors.ts";
import { containing } from "../admin-customers/customers.service.ts";

const refused = (status: 400 | 409, fields: FieldProblem[]) =>
  new ApiError("validation_error", status, { fields });

type CouponRow = typeof coupons.$inferSelect;
type Owner = AdminCoupon["customer"];

const ownerColumns = {
  id: customers.id,
  name: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
  email: customers.email,
};

async function ownerOf(db: Database, customerId: number | null): Promise<Owner> {
  if (customerId === null) return null;
  const [owner] = await db.select(ownerColumns).from(customers).where(eq(customers.id, customerId));
  return owner ?? null;
}

function toAdminCoupon(row: CouponRow, owner: Owner): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as AdminCoupon["kind"],
    discount_type: row.discountType as AdminCoupon["discount_type"],
    discount_percent: row.discountPercent,
    discount_amount: row.discountAmount,
    currency_id: row.currencyId,
    min_cart_amount: row.minCartAmount,
    max_cart_amount: row.maxCartAmount,
    usage_limit: row.usageLimit,
    usage_count: row.usageCount,
    per_customer_limit: row.perCustomerLimit,
    members_only: row.membersOnly,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    is_active: row.isActive,
    note: row.note,
    customer_id: row.customerId,
    customer: owner,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCoupons(
  db: Database,
  query: AdminCouponListQuery,
): Promise<AdminCouponPage> {
  const filter = and(
    query.search ? ilike(coupons.code, containing(query.search)) : undefined,
    query.kind ? eq(coupons.kind, query.kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ coupon: coupons, owner: ownerColumns })
      .from(coupons)
      .leftJoin(customers, eq(customers.id, coupons.customerId))
      .where(filter)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(coupons).where(filter),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => toAdminCoupon(row.coupon, row.owner?.id ? row.owner : null)),
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

function termColumns(terms: AdminCouponUpdate) {
  const percent = terms.discount_type === "percent";
  return {
    discountType: terms.discount_type,
    discountPercent: percent ? terms.discount_percent : null,
    discountAmount: percent ? null : terms.discount_amount,
    currencyId: terms.currency_id,
    minCartAmount: terms.min_cart_amount,
    maxCartAmount: terms.max_cart_amount,
    usageLimit: terms.usage_limit,
    perCustomerLimit: terms.per_customer_limit,
    membersOnly: terms.members_only,
    ...(terms.starts_at ? { startsAt: new Date(terms.starts_at) } : {}),
    endsAt: terms.ends_at ? new Date(terms.ends_at) : null,
    isActive: terms.is_active,
    note: terms.note || null,
  };
}

/** The database's refusals as the field they are about; anything else goes on as it was. */
function asFieldProblem(error: unknown): never {
  if (uniqueViolation(error) === "coupons_code_key")
    throw refused(409, [{ field: "code", code: "already_used" }]);
  const state = sqlState(error);
  if (state === "23503") throw refused(400, [{ field: "currency_id", code: "invalid_value" }]);
  // The only check the input's own rules leave open: a limit below the uses already made.
  if (state === "23514") throw refused(400, [{ field: "usage_limit", code: "too_small" }]);
  throw error;
}

export async function createCoupon(db: Database, input: AdminCouponCreate): Promise<AdminCoupon> {
  try {
    const [row] = await db
      .insert(coupons)
      .values({ code: input.code, kind: "coupon", ...termColumns(input) })
      .returning();
    if (!row) throw new Error("coupon insert returned nothing");
    return toAdminCoupon(row, null);
  } catch (error) {
    asFieldProblem(error);
  }
}

/**
 * Makes out a gift certificate to one customer (no one else may use it: cant_customer). A code
 * left out is drawn like a generated coupon's, again if it happens to be taken.
 */
export async function createGiftCertificate(
  db: Database,
  input: AdminGiftCertificateCreate,
): Promise<AdminCoupon> {
  const owner = await ownerOf(db, input.customer_id);
  if (!owner) throw refused(400, [{ field: "customer_id", code: "invalid_value" }]);
  const values = {
    kind: "gift_certificate",
    customerId: input.customer_id,
    ...termColumns(input),
  };
  if (input.code) {
    try {
      const [row] = await db
        .insert(coupons)
        .values({ code: input.code, ...values })
        .returning();
      if (!row) throw new Error("gift certificate insert returned nothing");
      return toAdminCoupon(row, owner);
    } catch (error) {
      asFieldProblem(error);
    }
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(coupons)
      .values({ code: randomCode(""), ...values })
      .onConflictDoNothing()
      .returning();
    if (row) return toAdminCoupon(row, owner);
  }
  throw refused(409, [{ field: "code", code: "already_used" }]);
}

export async function updateCoupon(
  db: Database,
  id: number,
  input: AdminCouponUpdate,
): Promise<AdminCoupon> {
  try {
    const [row] = await db
      .update(coupons)
      .set({ ...termColumns(input), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw notFound();
    return toAdminCoupon(row, await ownerOf(db, row.customerId));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    asFieldProblem(error);
  }
}

export async function deleteCoupon(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ usageCount: coupons.usageCount })
    .from(coupons)
    .where(eq(coupons.id, id));
  if (!row) throw notFound();
  const [used] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(eq(couponUsages.couponId, id));
  if (row.usageCount > 0 || (used?.n ?? 0) > 0) throw new ApiError("record_in_use", 409);
  await db.delete(coupons).where(and(eq(coupons.id, id), eq(coupons.usageCount, 0)));
}

/** Letters and digits that cannot be mistaken for one another: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const RANDOM_LENGTH = 8;
const ATTEMPTS = 5;

function randomCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < RANDOM_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Makes `count` coupons with random codes, all or none: a code that is already taken is drawn
 * again (ON CONFLICT DO NOTHING keeps the transaction alive), and if codes still run short the
 * refusal rolls the admin's transaction back.
 */
export async function generateCoupons(db: Database, input: AdminCouponGenerate): Promise<string[]> {
  const made: string[] = [];
  const terms = termColumns(input);
  for (let attempt = 0; attempt < ATTEMPTS && made.length < input.count; attempt++) {
    const drawn = new Set<string>();
    while (drawn.size < input.count - made.length) drawn.add(randomCode(input.prefix));
    try {
      const rows = await db
        .insert(coupons)
        .values([...drawn].map((code) => ({ code, kind: "coupon", ...terms })))
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      made.push(...rows.map((row) => row.code));
    } catch (error) {
      asFieldProblem(error);
    }
  }
  if (made.length < input.count) throw refused(409, [{ field: "prefix", code: "already_used" }]);
  return made.sort();
}
