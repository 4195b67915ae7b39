// The admin's side of orders: every order of the shop found, filtered and sorted on the server,
// one order as the admin reads it (who moved it, which refunds brought stock back, where it may go
// next), a wire transfer marked paid and the shipment's papers. Moving an order or a refund along
// is the orders module's (changeOrderStatus, changeRefundStatus), which keeps every rule of a
// transition, its stock and its e-mail in one place.
import { asc, eq, type SQL, sql } from "drizzle-orm";
import {
  type AdminOrderDetail,
  type AdminOrderListRequest,
  type AdminOrderPage,
  CURRENCIES,
  type LanguageCode,
  type OrderStatus,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { cargoCompanies, orderRefunds, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { shopTimeZone } from "../../lib/shop-time.ts";
import { statusMessage } from "../orders/order-status-mail.ts";
import { changeOrderStatus, nextStatuses, orderDetail } from "../orders/orders.service.ts";
import { ORDER_STATUS_NAMES } from "../orders/status-names.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";
import { PAYMENT_NAMES } from "../payments/payment-names.ts";

const currencyCode = (id: number) => CURRENCIES.find((c) => c.id === id)?.code ?? "TRY";

const SORTS: Record<AdminOrderListRequest["sort"], (direction: SQL) => SQL> = {
  created: (d) => sql`o.created_at ${d}`,
  // JS9 before JS10: the code's digits compared as the number they are.
  code: (d) => sql`length(o.code) ${d}, o.code ${d}`,
  total: (d) => sql`o.total ${d}`,
  status: (d) => sql`o.status ${d}`,
  customer: (d) =>
    sql`lower(o.delivery_address->>'name' || ' ' || (o.delivery_address->>'surname')) ${d}`,
};

function filters(request: AdminOrderListRequest, zone: string): SQL {
  const where: SQL[] = [sql`true`];
  if (request.search) {
    const like = `%${request.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = request.search.replace(/\D/g, "");
    where.push(sql`(o.code ILIKE ${like} OR o.email ILIKE ${like}
      OR (o.delivery_address->>'name' || ' ' || (o.delivery_address->>'surname')) ILIKE ${like}
      OR (o.invoice_address->>'name' || ' ' || (o.invoice_address->>'surname')) ILIKE ${like}
      ${digits.length >= 4 ? sql`OR regexp_replace(o.phone, '\\D', '', 'g') LIKE ${`%${digits.replace(/^0+/, "")}%`}` : sql``})`);
  }
  if (request.status) where.push(sql`o.status = ${request.status}`);
  if (request.payment_method) where.push(sql`o.payment_method = ${request.payment_method}`);
  if (request.refund === "requested")
    where.push(
      sql`EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'requested')`,
    );
  // The days are the shop's (its time zone setting), as on the dashboard: an order placed at
  // 01:00 in Istanbul belongs to that day, though it is still the day before in UTC.
  if (request.date_from)
    where.push(sql`o.created_at >= ((${request.date_from}::date)::timestamp AT TIME ZONE ${zone})`);
  if (request.date_to)
    where.push(
      sql`o.created_at < ((${request.date_to}::date + 1)::timestamp AT TIME ZONE ${zone})`,
    );
  return sql.join(where, sql` AND `);
}

export async function listAdminOrders(
  db: Database,
  request: AdminOrderListRequest,
  lang: LanguageCode,
): Promise<AdminOrderPage> {
  const where = filters(request, await shopTimeZone(db));
  const direction = request.direction === "asc" ? sql`ASC` : sql`DESC`;
  const offset = (request.page - 1) * request.page_size;
  const order = SORTS[request.sort](direction);
  const rows = await queryRows<{
    id: number;
    code: string;
    status: OrderStatus;
    payment_method: "card" | "wire_transfer" | "door";
    name: string;
    email: string;
    phone: string;
    total: number;
    currency_id: number;
    item_count: number;
    open_refunds: number;
    created_at: string;
  }>(
    db,
    sql`SELECT o.id, o.code, o.status, o.payment_method,
        trim(coalesce(o.delivery_address->>'name', '') || ' ' || coalesce(o.delivery_address->>'surname', '')) AS name,
        o.email, o.phone, o.total::float8 AS total, o.currency_id,
        (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
        (SELECT count(*)::int FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'requested') AS open_refunds,
        ${isoText(sql`o.created_at`)} AS created_at
      FROM orders o
      WHERE ${where}
      ORDER BY ${order}, o.id ${direction}
      LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
  );
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      status: row.status,
      status_name: ORDER_STATUS_NAMES[lang][row.status],
      payment_method: row.payment_method,
      payment_name: PAYMENT_NAMES[lang][row.payment_method],
      customer_name: row.name,
      email: row.email,
      phone: row.phone,
      total: Number(row.total),
      currency_code: currencyCode(row.currency_id),
      item_count: row.item_count,
      open_refunds: row.open_refunds,
      created_at: row.created_at,
    })),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

async function findOrder(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new ApiError("record_not_found", 404);
  return row;
}

export async function adminOrderDetail(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminOrderDetail> {
  const row = await findOrder(db, id);
  const [detail, history, refunds, companies] = await Promise.all([
    orderDetail(db, row, lang),
    db
      .select({ actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ stockReturned: orderRefunds.stockReturned })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, row.id))
      .orderBy(asc(orderRefunds.id)),
    db
      .select({ id: cargoCompanies.id, name: cargoCompanies.name })
      .from(cargoCompanies)
      .orderBy(asc(cargoCompanies.id)),
  ]);
  return {
    ...detail,
    customer_id: row.customerId,
    language_code: row.languageCode,
    cargo_company_id: row.cargoCompanyId,
    cargo_companies: companies,
    // Both lists come in the same order as orderDetail reads them.
    history: detail.history.map((entry, i) => ({
      ...entry,
      actor: (history[i]?.actor ?? "shop") as "shopper" | "admin" | "shop",
    })),
    refunds: detail.refunds.map((refund, i) => ({
      ...refund,
      stock_returned: refunds[i]?.stockReturned ?? false,
    })),
    refunded_total: detail.refunds
      .filter((refund) => refund.status === "refunded")
      .reduce((sum, refund) => sum + refund.amount, 0),
    next_statuses: nextStatuses(row.status as OrderStatus),
  };
}

/**
 * A wire transfer seen on the bank account: the order moves from awaiting payment to received,
 * paid now, and the shopper is told. Only a wire transfer waits for its money this way.
 */
export async function markOrderPaid(
  db: Database,
  input: { order_id: number; note?: string | undefined },
  lang: LanguageCode,
) {
  const row = await findOrder(db, input.order_id);
  if (row.paymentMethod !== "wire_transfer" || row.status !== "awaiting_payment")
    throw new ApiError("order_status_not_allowed", 409);
  await changeOrderStatus(db, { order_id: row.id, status: "received", note: input.note }, lang);
  return adminOrderDetail(db, row.id, lang);
}

/**
 * The shipment's papers, apart from a status change: a cargo company the shop has, a tracking
 * number, an invoice number. A shopper whose parcel is already on its way hears of a new link.
 */
export async function updateOrderShipment(
  db: Database,
  input: {
    order_id: number;
    cargo_company_id?: number | undefined;
    tracking_number?: string | undefined;
    invoice_number?: string | undefined;
  },
  lang: LanguageCode,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, input.order_id)).for("update");
    if (!row) throw new ApiError("record_not_found", 404);
    if (row.status === "cancelled") throw new ApiError("order_status_not_allowed", 409);
    let company: typeof cargoCompanies.$inferSelect | undefined;
    const companyId = input.cargo_company_id ?? row.cargoCompanyId;
    if (companyId) {
      [company] = await tx.select().from(cargoCompanies).where(eq(cargoCompanies.id, companyId));
      if (!company)
        throw new ApiError("validation_error", 400, {
          fields: [{ field: "cargo_company_id", in: "body", code: "invalid_value" }],
        });
    }
    const [saved] = await tx
      .update(orders)
      .set({
        ...(input.cargo_company_id ? { cargoCompanyId: input.cargo_company_id } : {}),
        ...(input.tracking_number ? { trackingNumber: input.tracking_number } : {}),
        ...(input.invoice_number ? { invoiceNumber: input.invoice_number } : {}),
      })
      .where(eq(orders.id, row.id))
      .returning();
    const moved =
      saved &&
      (saved.trackingNumber !== row.trackingNumber || saved.cargoCompanyId !== row.cargoCompanyId);
    if (saved && moved && company && saved.trackingNumber && saved.status === "shipped") {
      const link = company.trackingUrlTemplate.replace(
        "{code}",
        encodeURIComponent(saved.trackingNumber),
      );
      await enqueueMessage(tx, statusMessage(saved, link));
    }
  });
  return adminOrderDetail(db, input.order_id, lang);
}
