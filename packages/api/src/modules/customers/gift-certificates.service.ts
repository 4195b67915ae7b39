// The gift certificates and personal coupons made out to a customer (coupons.customer_id), for
// their account: usable ones first, then used, then expired.
import { sql } from "drizzle-orm";
import type { GiftCertificate } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";

export async function listGiftCertificates(
  db: Database,
  customerId: number,
): Promise<GiftCertificate[]> {
  return queryRows<GiftCertificate>(
    db,
    sql`SELECT code, kind, discount_type, discount_percent::int AS discount_percent,
        discount_amount::float8 AS discount_amount, currency_id,
        min_cart_amount::float8 AS min_cart_amount, max_cart_amount::float8 AS max_cart_amount,
        ${isoText(sql`starts_at`)} AS starts_at,
        CASE WHEN ends_at IS NULL THEN NULL ELSE ${isoText(sql`ends_at`)} END AS ends_at, status
      FROM (
        SELECT c.*, CASE
            WHEN NOT c.is_active OR (c.ends_at IS NOT NULL AND c.ends_at <= now()) THEN 'expired'
            WHEN (c.usage_limit IS NOT NULL AND c.usage_count >= c.usage_limit)
              OR (c.per_customer_limit IS NOT NULL AND (SELECT count(*) FROM coupon_usages u
                WHERE u.coupon_id = c.id AND u.customer_id = ${customerId}) >= c.per_customer_limit)
              THEN 'used'
            ELSE 'usable' END AS status
        FROM coupons c
        WHERE c.customer_id = ${customerId} AND c.starts_at <= now()
      ) x
      ORDER BY CASE status WHEN 'usable' THEN 0 WHEN 'used' THEN 1 ELSE 2 END,
        ends_at NULLS LAST, id`,
  );
}
