// The admin's first screen: how today is going (orders and revenue, in the default currency at
// today's rates), what waits for the admin (comments and questions to approve), what runs out
// (active products with little stock left) and the latest orders.
import { sql } from "drizzle-orm";
import {
  type AdminDashboard,
  CURRENCIES,
  DEFAULT_CURRENCY_ID,
  type LanguageCode,
  LOW_STOCK_THRESHOLD,
  type OrderStatus,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../catalog/catalog.service.ts";
import { convertMinor, getRates, pickRate } from "../currencies/currency.service.ts";
import { ORDER_STATUS_NAMES } from "../orders/status-names.ts";

const LIST_LENGTH = 5;

export async function readDashboard(db: Database, lang: LanguageCode): Promise<AdminDashboard> {
  const [today, [waiting], lowStock, recent, rates] = await Promise.all([
    queryRows<{ currency_id: number; n: number; total: number }>(
      db,
      sql`SELECT currency_id, count(*)::int AS n, sum(total)::float8 AS total FROM orders
        WHERE created_at >= date_trunc('day', now()) AND status <> 'cancelled'
        GROUP BY currency_id`,
    ),
    queryRows<{ comments: number; questions: number }>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM product_comments WHERE NOT is_approved) AS comments,
        (SELECT count(*)::int FROM product_questions WHERE NOT is_approved AND customer_id IS NOT NULL) AS questions`,
    ),
    queryRows<{ id: number; name: string | null; sku: string; stock: number }>(
      db,
      sql`SELECT p.id, coalesce(t.name, tr.name) AS name, p.sku, p.stock FROM products p
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
        LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language_code = 'tr'
        WHERE p.is_active AND p.stock <= ${LOW_STOCK_THRESHOLD}
        ORDER BY p.stock, p.sales_count DESC, p.id LIMIT ${LIST_LENGTH}`,
    ),
    queryRows<{
      id: number;
      code: string;
      customer: string;
      total: number;
      currency_id: number;
      status: OrderStatus;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT o.id, o.code,
          trim(concat(o.delivery_address->>'name', ' ', o.delivery_address->>'surname')) AS customer,
          o.total::float8 AS total, o.currency_id, o.status, o.created_at
        FROM orders o ORDER BY o.created_at DESC, o.id DESC LIMIT ${LIST_LENGTH}`,
    ),
    getRates(db),
  ]);
  const target = pickRate(rates, DEFAULT_CURRENCY_ID);
  const code = (id: number) => CURRENCIES.find((c) => c.id === id)?.code ?? "TRY";
  return {
    currency_code: code(DEFAULT_CURRENCY_ID),
    today_order_count: today.reduce((sum, row) => sum + row.n, 0),
    today_revenue: today.reduce(
      (sum, row) => sum + convertMinor(Number(row.total), pickRate(rates, row.currency_id), target),
      0,
    ),
    pending_comment_count: waiting?.comments ?? 0,
    pending_question_count: waiting?.questions ?? 0,
    low_stock: lowStock.map((row) => ({ ...row, name: row.name ?? row.sku })),
    recent_orders: recent.map((row) => ({
      id: row.id,
      code: row.code,
      customer: row.customer,
      total: Number(row.total),
      currency_code: code(row.currency_id),
      status: row.status,
      status_name: ORDER_STATUS_NAMES[lang][row.status],
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
