// Back-in-stock requests after they are made (productLetMeNow, in the catalogue module): the
// customer's list and cancelling one, and the news when stock returns. Whatever write brings a
// product's or sub-product's stock above zero calls notifyBackInStock in its own transaction:
// each waiting request gets one e-mail in the language it was made in, and is marked notified,
// so a later restock does not tell the same person twice.
import { sql } from "drizzle-orm";
import type { LanguageCode, StockAlert, StockAlertCancelled } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { ApiError } from "../../lib/errors.ts";
import { localePrefix } from "../../lib/storefront-path.ts";
import { enqueueMessage, type OutboxMessage } from "../outbox/outbox.service.ts";

/** Whether the product (or its chosen sub-product) can be bought again. */
const inStock = sql`(p.is_active AND CASE WHEN n.sub_product_id IS NULL THEN p.stock > 0
    ELSE coalesce((SELECT s.stock > 0 AND s.is_active FROM sub_products s WHERE s.id = n.sub_product_id), false) END)`;

export async function listStockAlerts(
  db: Database,
  customerId: number,
  lang: LanguageCode,
): Promise<StockAlert[]> {
  return queryRows<StockAlert>(
    db,
    sql`SELECT n.id, n.product_id, n.sub_product_id, t.name, t.seo_link,
        (SELECT i.path_s FROM product_images i WHERE i.product_id = n.product_id
          ORDER BY i.sort_order LIMIT 1) AS image,
        ${inStock} AS in_stock,
        ${isoText(sql`n.created_at`)} AS created_at,
        CASE WHEN n.notified_at IS NULL THEN NULL ELSE ${isoText(sql`n.notified_at`)} END AS notified_at
      FROM stock_notifications n JOIN products p ON p.id = n.product_id
      LEFT JOIN product_translations t ON t.product_id = n.product_id AND t.language_code = ${lang}
      WHERE n.customer_id = ${customerId}
      ORDER BY n.notified_at IS NOT NULL, n.created_at DESC, n.id DESC`,
  );
}

/** Removes one of the caller's requests; another customer's id is record_not_found. */
export async function cancelStockAlert(
  db: Database,
  customerId: number,
  id: number,
): Promise<StockAlertCancelled> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM stock_notifications WHERE id = ${id} AND customer_id = ${customerId}
      RETURNING id`,
  );
  if (!row) throw new ApiError("record_not_found", 404);
  return { id: row.id, cancelled: true };
}

const TEXTS = {
  tr: {
    subject: (name: string) => `${name} yeniden stokta`,
    body: (name: string, link: string) =>
      `Merhaba,\n\nHaber vermemizi istediğiniz ürün yeniden stokta: ${name}\n\n${link}\n\nStoklar sınırlı olabilir.`,
  },
  en: {
    subject: (name: string) => `${name} is back in stock`,
    body: (name: string, link: string) =>
      `Hello,\n\nThe product you asked us about is back in stock: ${name}\n\n${link}\n\nStock may be limited.`,
  },
  ar: {
    subject: (name: string) => `${name} متوفر من جديد`,
    body: (name: string, link: string) =>
      `مرحبًا،\n\nالمنتج الذي طلبت إعلامك به متوفر من جديد: ${name}\n\n${link}\n\nقد تكون الكمية محدودة.`,
  },
} satisfies Record<LanguageCode, unknown>;

/**
 * Tells everyone waiting for these products whose stock (or chosen sub-product's) is now above
 * zero. Rows are claimed with FOR UPDATE SKIP LOCKED: two restocks at once tell each person once.
 */
export async function notifyBackInStock(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const claimed = await queryRows<{
    id: number;
    language: LanguageCode;
    recipient: string | null;
    name: string | null;
    seo_link: string | null;
  }>(
    db,
    sql`WITH ready AS (
        SELECT n.id FROM stock_notifications n JOIN products p ON p.id = n.product_id
        WHERE n.product_id IN (${ids}) AND n.notified_at IS NULL AND ${inStock}
        ORDER BY n.id FOR UPDATE OF n SKIP LOCKED
      )
      UPDATE stock_notifications n SET notified_at = now() FROM ready
      WHERE n.id = ready.id
      RETURNING n.id, n.language_code AS language,
        coalesce((SELECT c.email FROM customers c WHERE c.id = n.customer_id), n.email) AS recipient,
        (SELECT t.name FROM product_translations t
          WHERE t.product_id = n.product_id AND t.language_code = n.language_code) AS name,
        (SELECT t.seo_link FROM product_translations t
          WHERE t.product_id = n.product_id AND t.language_code = n.language_code) AS seo_link`,
  );
  for (const row of claimed) {
    if (!row.recipient) continue;
    const t = TEXTS[row.language] ?? TEXTS.tr;
    const name = row.name ?? "";
    const message: OutboxMessage = {
      channel: "email",
      recipient: row.recipient,
      subject: t.subject(name),
      body: t.body(name, `${localePrefix(row.language)}/${row.seo_link ?? ""}`),
      topic: "back_in_stock",
      languageCode: row.language,
    };
    await enqueueMessage(db, message);
  }
}
