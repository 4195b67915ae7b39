// Who has used a coupon: a limit per shopper counts a customer by id and a guest by guest code,
// and both by the order's e-mail and phone, so that a second guest checkout with the same e-mail
// (or a guest checkout with a customer's e-mail) is the same shopper
// (docs/decisions/api-030-guest-coupon-uses.md).
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { normalizePhone } from "../../contract/validators.ts";
import type { Database } from "../../db/client.ts";
import { couponUsages } from "../../db/schema/index.ts";

export interface CouponShopper {
  customerId: number | null;
  guestCode: string | null;
  /** Trimmed and lower-case; null when not known yet. */
  email: string | null;
  /** E.164 when it reads as a phone number, else as written, trimmed; null when not known yet. */
  phone: string | null;
}

export function couponShopper(who: {
  customerId?: number | undefined;
  guestCode?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}): CouponShopper {
  const email = who.email?.trim().toLowerCase() || null;
  const phone = who.phone ? normalizePhone(who.phone) || who.phone.trim() || null : null;
  return {
    customerId: who.customerId ?? null,
    guestCode: who.customerId === undefined ? who.guestCode || null : null,
    email,
    phone,
  };
}

/** How often this shopper, by any of what identifies them, has used the coupon. */
export async function couponUsesBy(
  db: Database,
  couponId: number,
  shopper: CouponShopper,
): Promise<number> {
  const matches: SQL[] = [];
  if (shopper.customerId !== null) matches.push(eq(couponUsages.customerId, shopper.customerId));
  if (shopper.guestCode !== null) matches.push(eq(couponUsages.guestCode, shopper.guestCode));
  if (shopper.email !== null) matches.push(eq(couponUsages.email, shopper.email));
  if (shopper.phone !== null) matches.push(eq(couponUsages.phone, shopper.phone));
  if (matches.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), or(...matches)));
  return row?.n ?? 0;
}
