// The admin's first screen: how today and the last 30 days went (orders and revenue by day, in the
// default currency at today's rates; the best sellers), what waits for the admin (comments and
// questions to approve, refunds asked for, wire transfers not yet paid), what runs out (active
// products with little stock left) and the latest orders. Days are Istanbul's.
import { sql } from "drizzle-orm";
import {
  type AdminDashboard,
  CURRENCIES,
  DASHBOARD_DAYS,
  DEFAULT_CURRENCY_ID,
  type LanguageCode,
  LOW_STOCK_THRESHOLD,
  type OrderStatus,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { shopTimeZone } from "../../lib/shop-time.ts";
import { convertMinor, getRates, pickRate } from "../currencies/currency.service.ts";
import { ORDER_STATUS_NAMES } from "../orders/status-names.ts";

const LIST_LENGTH = 5;

export async function readDashboard(db: Database, lang: LanguageCode): Promise<AdminDashboard> {
  const zone = await shopTimeZone(db);
  const [days, [waiting], bestSellers, lowStock, recent, rates] = await Promise.all([
    // Every day of the window, with its orders per currency (a day without orders: one row, nulls).
    queryRows<{ day: string; currency_id: number | null; n: number; total: number | null }>(
      db,
      sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, o.currency_id,
          count(o.id)::int AS n, sum(o.total)::float8 AS total
        FROM generate_series(
          (now() AT TIME ZONE ${zone})::date - ${DASHBOARD_DAYS - 1}::int,
          (now() AT TIME ZONE ${zone})::date, interval '1 day') AS d(day)
        LEFT JOIN orders o ON (o.created_at AT TIME ZONE ${zone})::date = d.day::date
          AND o.status <> 'cancelled'
        GROUP BY d.day, o.currency_id ORDER BY d.day`,
    ),
    queryRows<{ comments: number; questions: number; refunds: number; unpaid: number }>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM product_comments WHERE NOT is_approved) AS comments,
        (SELECT count(*)::int FROM product_questions WHERE NOT is_approved AND customer_id IS NOT NULL) AS questions,
        (SELECT count(*)::int FROM order_refunds WHERE status = 'requested') AS refunds,
        (SELECT count(*)::int FROM orders WHERE status = 'awaiting_payment') AS unpaid`,
    ),
    queryRows<{ id: number; name: string; sku: string; quantity: number }>(
      db,
      sql`SELECT p.id, coalesce(t.name, tr.name, p.sku) AS name, p.sku, sum(i.quantity)::int AS quantity
        FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.language_code = ${lang}
        LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language_code = 'tr'
        WHERE o.status <> 'cancelled'
          AND o.created_at >= (((now() AT TIME ZONE ${zone})::date - ${DASHBOARD_DAYS - 1}::int)::timestamp AT TIME ZONE ${zone})
        GROUP BY p.id, t.name, tr.name, p.sku ORDER BY quantity DESC, p.id LIMIT ${LIST_LENGTH}`,
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
  const byDay = new Map<string, { date: string; order_count: number; revenue: number }>();
  for (const row of days) {
    const day = byDay.get(row.day) ?? { date: row.day, order_count: 0, revenue: 0 };
    if (row.currency_id !== null) {
      day.order_count += row.n;
      day.revenue += convertMinor(Number(row.total), pickRate(rates, row.currency_id), target);
    }
    byDay.set(row.day, day);
  }
  const chart = [...byDay.values()];
  const today = chart.at(-1);
  return {
    currency_code: code(DEFAULT_CURRENCY_ID),
    today_order_count: today?.order_count ?? 0,
    today_revenue: today?.revenue ?? 0,
    pending_comment_count: waiting?.comments ?? 0,
    pending_question_count: waiting?.questions ?? 0,
    requested_refund_count: waiting?.refunds ?? 0,
    awaiting_payment_count: waiting?.unpaid ?? 0,
    by_day: chart,
    best_sellers: bestSellers,
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
