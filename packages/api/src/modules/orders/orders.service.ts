// What happens to an order after it is placed: the shopper reads it (only their own: another id
// is 404), a guest finds it by its code and a second factor, the shopper cancels it until it ships
// or asks for a refund within the return window, and an admin moves it along its statuses and
// decides refunds. Stock that comes back (a cancellation, returned goods) comes back once, in the
// same transaction as the change, and the shopper hears of every change in their language.

import { type AnyColumn, and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type LanguageCode,
  normalizePhone,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  REFUND_STATUSES,
  type RefundStatus,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  bankAccounts,
  campaignUsages,
  cargoCompanies,
  couponUsages,
  currencies,
  orderItems,
  orderRefunds,
  orderStatusHistory,
  orders,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Owner } from "../../lib/require-identity.ts";
import { enqueueMessage } from "../outbox/outbox.service.ts";
import { PAYMENT_NAMES } from "../payments/payment-names.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { refundOrderPayment } from "../payments/payments.service.ts";
import { notifyBackInStock } from "../stock-alerts/stock-alerts.service.ts";
import { statusMessage } from "./order-status-mail.ts";
import { ORDER_STATUS_NAMES, REFUND_STATUS_NAMES } from "./status-names.ts";

/** The return window of section 9, counted from delivery. */
export const RETURN_DAYS = 15;
const CANCELLABLE: readonly OrderStatus[] = ["awaiting_payment", "received", "preparing"];

type OrderRow = typeof orders.$inferSelect;

/** `column IN (values)`, false for no values (a status nothing moves to). */
const among = (column: AnyColumn, values: readonly string[]) =>
  values.length === 0 ? sql`false` : inArray(column, [...values]);

const ownedBy = (owner: Owner) =>
  owner.customerId !== undefined
    ? eq(orders.customerId, owner.customerId)
    : eq(orders.guestId, owner.guestId);

const nameOf = (status: string, lang: LanguageCode) =>
  ORDER_STATUS_NAMES[lang][status as OrderStatus] ?? status;

async function currencyCode(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, id));
  return row?.code ?? "TRY";
}

async function summaries(
  db: Database,
  rows: OrderRow[],
  lang: LanguageCode,
): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const counts = await queryRows<{ order_id: number; n: number }>(
    db,
    sql`SELECT order_id, sum(quantity)::int AS n FROM order_items
        WHERE order_id IN (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})
        GROUP BY order_id`,
  );
  const codes = new Map<number, string>();
  for (const row of rows) {
    if (!codes.has(row.currencyId))
      codes.set(row.currencyId, await currencyCode(db, row.currencyId));
  }
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status as OrderStatus,
    status_name: nameOf(row.status, lang),
    payment_method: row.paymentMethod as OrderSummary["payment_method"],
    total: row.total,
    currency_code: codes.get(row.currencyId) ?? "TRY",
    item_count: counts.find((c) => c.order_id === row.id)?.n ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listOrders(
  db: Database,
  owner: Owner,
  lang: LanguageCode,
  { page, limit }: { page: number; limit: number },
) {
  const [total] = await db.select({ n: count() }).from(orders).where(ownedBy(owner));
  const rows = await db
    .select()
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const n = total?.n ?? 0;
  return {
    items: await summaries(db, rows, lang),
    total: n,
    page,
    page_count: Math.max(1, Math.ceil(n / limit)),
  };
}

/** An order of the owner by its id or its JS code. */
export async function findOwnOrder(
  db: Database,
  owner: Owner,
  idOrCode: string,
): Promise<OrderRow> {
  const byCode = /^JS\d+$/i.test(idOrCode);
  const id = Number(idOrCode);
  if (!byCode && !(Number.isSafeInteger(id) && id > 0)) throw new ApiError("record_not_found", 404);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(byCode ? eq(orders.code, idOrCode.toUpperCase()) : eq(orders.id, id), ownedBy(owner)),
    );
  if (!row) throw new ApiError("record_not_found", 404);
  return row;
}

export async function orderSummary(db: Database, row: OrderRow, lang: LanguageCode) {
  const [summary] = await summaries(db, [row], lang);
  if (!summary) throw new ApiError("record_not_found", 404);
  return summary;
}

/** What may still be asked back of a delivered order: its total less live refund requests. */
function refundable(row: OrderRow, refunds: Array<{ amount: number; status: string }>): number {
  const taken = refunds
    .filter((refund) => refund.status !== "rejected")
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, row.total - taken);
}

function withinReturnWindow(row: OrderRow, now = new Date()): boolean {
  return (
    row.status === "delivered" &&
    row.deliveredAt !== null &&
    now.getTime() - row.deliveredAt.getTime() <= RETURN_DAYS * 86_400_000
  );
}

export async function orderDetail(
  db: Database,
  row: OrderRow,
  lang: LanguageCode,
): Promise<OrderDetail> {
  const [items, history, refunds, cargo, bank, summary] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, row.id))
      .orderBy(asc(orderRefunds.id)),
    row.cargoCompanyId
      ? db.select().from(cargoCompanies).where(eq(cargoCompanies.id, row.cargoCompanyId))
      : Promise.resolve([]),
    row.bankAccountId
      ? db.select().from(bankAccounts).where(eq(bankAccounts.id, row.bankAccountId))
      : Promise.resolve([]),
    orderSummary(db, row, lang),
  ]);
  const company = cargo[0];
  const account = bank[0];
  const left = refundable(row, refunds);
  return {
    ...summary,
    email: row.email,
    phone: row.phone,
    payment_name: PAYMENT_NAMES[lang][row.paymentMethod as keyof (typeof PAYMENT_NAMES)["tr"]],
    door_payment_type: row.doorPaymentType as OrderDetail["door_payment_type"],
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    installments: row.installments,
    paid_at: row.paidAt?.toISOString() ?? null,
    subtotal: row.subtotal,
    vat_total: row.vatTotal,
    campaign_discount: row.campaignDiscount,
    campaign_name: row.campaignName,
    coupon_discount: row.couponDiscount,
    coupon_code: row.couponCode,
    cargo_price: row.cargoPrice,
    gift_package_price: row.giftPackagePrice,
    payment_fee: row.paymentFee,
    delivery_address: row.deliveryAddress,
    invoice_address: row.invoiceAddress,
    is_gift: row.isGift,
    gift_note: row.giftNote,
    note: row.note,
    delivery_date: row.deliveryDate,
    cargo: company
      ? {
          name: company.name,
          tracking_number: row.trackingNumber,
          tracking_url: row.trackingNumber
            ? company.trackingUrlTemplate.replace("{code}", encodeURIComponent(row.trackingNumber))
            : null,
        }
      : null,
    invoice_number: row.invoiceNumber,
    bank_account:
      account && row.status === "awaiting_payment"
        ? { bank_name: account.bankName, account_holder: account.accountHolder, iban: account.iban }
        : null,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      sku: item.sku,
      name: item.name,
      variant: item.variant,
      personalizations: item.personalizations,
      image: item.imagePath,
      seo_link: item.seoLink,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      line_total: item.lineTotal,
    })),
    history: history.map((entry) => ({
      status: entry.status as OrderStatus,
      status_name: nameOf(entry.status, lang),
      at: entry.createdAt.toISOString(),
      note: entry.note,
    })),
    refunds: refunds.map((refund) => toRefund(refund, row.code, lang)),
    can_cancel: CANCELLABLE.includes(row.status as OrderStatus),
    can_refund: withinReturnWindow(row) && left > 0,
    refundable_amount: withinReturnWindow(row) ? left : 0,
  };
}

function toRefund(refund: typeof orderRefunds.$inferSelect, code: string, lang: LanguageCode) {
  return {
    id: refund.id,
    order_id: refund.orderId,
    order_code: code,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status as RefundStatus,
    status_name: REFUND_STATUS_NAMES[lang][refund.status as RefundStatus] ?? refund.status,
    created_at: refund.createdAt.toISOString(),
  };
}

/**
 * A guest's order by its code and the e-mail or phone it was placed with. A wrong pair and an
 * unknown code give the same 404, so the lookup tells nothing about which codes exist.
 */
export async function lookupOrder(db: Database, code: string, contact: string): Promise<OrderRow> {
  const phone = normalizePhone(contact);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.code, code.toUpperCase()),
        phone
          ? sql`(lower(${orders.email}) = lower(${contact}) OR ${orders.phone} = ${phone})`
          : sql`lower(${orders.email}) = lower(${contact})`,
      ),
    );
  if (!row) throw new ApiError("record_not_found", 404);
  return row;
}

/**
 * Puts an order's goods back on the shelf: its lines' stock (telling whoever waited for them),
 * and its campaign and coupon uses.
 */
async function restock(db: Database, order: OrderRow): Promise<void> {
  // The same global order as placing an order takes stock in (products, then sub-products, each
  // by id), so a cancellation and an order never wait for each other in a circle.
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productId), asc(orderItems.subProductId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await db.execute(
      sql`UPDATE products SET stock = stock + ${line.quantity},
            sales_count = greatest(0, sales_count - ${line.quantity})
          WHERE id = ${line.productId}`,
    );
  }
  const bySubProduct = lines
    .filter((line) => line.subProductId !== null)
    .sort((a, b) => (a.subProductId ?? 0) - (b.subProductId ?? 0));
  for (const line of bySubProduct) {
    await db.execute(
      sql`UPDATE sub_products SET stock = stock + ${line.quantity} WHERE id = ${line.subProductId}`,
    );
  }
  await notifyBackInStock(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
}

async function releaseUses(db: Database, order: OrderRow): Promise<void> {
  const freedCampaigns = await db
    .delete(campaignUsages)
    .where(eq(campaignUsages.orderCode, order.code))
    .returning({ id: campaignUsages.campaignId });
  for (const { id } of freedCampaigns)
    await db.execute(
      sql`UPDATE campaigns SET usage_count = greatest(0, usage_count - 1) WHERE id = ${id}`,
    );
  const freedCoupons = await db
    .delete(couponUsages)
    .where(eq(couponUsages.orderCode, order.code))
    .returning({ id: couponUsages.couponId });
  for (const { id } of freedCoupons)
    await db.execute(
      sql`UPDATE coupons SET usage_count = greatest(0, usage_count - 1) WHERE id = ${id}`,
    );
}

/**
 * Moves an order to a status, guarded by the status it must still be in: the conditional UPDATE
 * is what keeps two cancellations at the same moment from returning the stock twice.
 */
async function moveOrder(
  db: Database,
  order: OrderRow,
  to: OrderStatus,
  from: readonly OrderStatus[],
  actor: "shopper" | "admin",
  extra: Partial<typeof orders.$inferInsert> & { note?: string | undefined } = {},
): Promise<OrderRow | undefined> {
  const { note, ...columns } = extra;
  const [moved] = await db
    .update(orders)
    .set({ status: to, ...columns })
    .where(and(eq(orders.id, order.id), among(orders.status, from)))
    .returning();
  if (!moved) return undefined;
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: to, actor, note: note ?? null });
  if (to === "cancelled") {
    await restock(db, moved);
    await releaseUses(db, moved);
  }
  return moved;
}

async function tell(db: Database, order: OrderRow, extra?: { trackingUrl?: string | null }) {
  await enqueueMessage(db, statusMessage(order, extra?.trackingUrl ?? null));
}

export async function cancelOrder(db: Database, owner: Owner, orderId: number, lang: LanguageCode) {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, owner, String(orderId));
    const moved = await moveOrder(tx, order, "cancelled", CANCELLABLE, "shopper", {
      cancelledAt: new Date(),
    });
    if (!moved) throw new ApiError("cannot_be_cancelled", 409);
    await tell(tx, moved);
    return orderDetail(tx, moved, lang);
  });
}

export async function requestRefund(
  db: Database,
  owner: Owner,
  input: { order_id: number; amount: number; reason: string },
  lang: LanguageCode,
) {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, owner, String(input.order_id));
    // The order row is locked so that two requests at once are measured one after the other.
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
    const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    if (!withinReturnWindow(order) || input.amount > refundable(order, refunds))
      throw new ApiError("cannot_be_refunded", 409);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({ orderId: order.id, amount: input.amount, reason: input.reason })
      .returning();
    if (!refund) throw new ApiError("cannot_be_refunded", 500);
    return toRefund(refund, order.code, lang);
  });
}

export async function listRefunds(db: Database, owner: Owner, lang: LanguageCode) {
  const rows = await db
    .select({ refund: orderRefunds, code: orders.code })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(ownedBy(owner))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
  return rows.map((row) => toRefund(row.refund, row.code, lang));
}

export function statusList(lang: LanguageCode) {
  return {
    order: ORDER_STATUSES.map((code) => ({ code, name: ORDER_STATUS_NAMES[lang][code] })),
    refund: REFUND_STATUSES.map((code) => ({ code, name: REFUND_STATUS_NAMES[lang][code] })),
  };
}

/** Where an order may go next, and from where (the shop's reading of the order statuses). */
const FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: [],
  received: ["awaiting_payment"],
  preparing: ["received"],
  shipped: ["preparing", "received"],
  delivered: ["shipped"],
  cancelled: CANCELLABLE,
};

/** Where an admin may move an order that is now in `status`. */
export const nextStatuses = (status: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => FROM[to].includes(status));

/** A shipment needs a tracking number and a cargo company the shop has, given now or before. */
async function checkShipment(
  db: Database,
  order: OrderRow,
  input: { tracking_number?: string | undefined; cargo_company_id?: number | undefined },
) {
  const fields: Array<{ field: string; in: "body"; code: "required" | "invalid_value" }> = [];
  if (!input.tracking_number && !order.trackingNumber)
    fields.push({ field: "tracking_number", in: "body", code: "required" });
  const companyId = input.cargo_company_id ?? order.cargoCompanyId;
  const [company] = companyId
    ? await db
        .select({ id: cargoCompanies.id })
        .from(cargoCompanies)
        .where(eq(cargoCompanies.id, companyId))
    : [];
  if (!company)
    fields.push({
      field: "cargo_company_id",
      in: "body",
      code: companyId ? "invalid_value" : "required",
    });
  if (fields.length > 0) throw new ApiError("validation_error", 400, { fields });
}

export async function changeOrderStatus(
  db: Database,
  input: {
    order_id: number;
    status: OrderStatus;
    note?: string | undefined;
    tracking_number?: string | undefined;
    cargo_company_id?: number | undefined;
    invoice_number?: string | undefined;
  },
  lang: LanguageCode,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.order_id));
    if (!order) throw new ApiError("record_not_found", 404);
    if (input.status === "shipped") await checkShipment(tx, order, input);
    const now = new Date();
    const moved = await moveOrder(tx, order, input.status, FROM[input.status], "admin", {
      note: input.note,
      ...(input.invoice_number ? { invoiceNumber: input.invoice_number } : {}),
      ...(input.tracking_number ? { trackingNumber: input.tracking_number } : {}),
      ...(input.cargo_company_id ? { cargoCompanyId: input.cargo_company_id } : {}),
      ...(input.status === "received" && order.status === "awaiting_payment"
        ? { paidAt: now }
        : {}),
      ...(input.status === "shipped" ? { shippedAt: now } : {}),
      // An order paid at the door is paid when it is handed over.
      ...(input.status === "delivered" ? { deliveredAt: now, paidAt: order.paidAt ?? now } : {}),
      ...(input.status === "cancelled" ? { cancelledAt: now } : {}),
    });
    if (!moved) throw new ApiError("order_status_not_allowed", 409);
    const detail = await orderDetail(tx, moved, lang);
    await tell(tx, moved, { trackingUrl: detail.cargo?.tracking_url ?? null });
    return detail;
  });
}

const REFUND_FROM: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: [],
  approved: ["requested"],
  rejected: ["requested"],
  refunded: ["approved"],
};

export async function changeRefundStatus(
  db: Database,
  input: { refund_id: number; status: RefundStatus; return_stock: boolean },
  lang: LanguageCode,
  paymentProviders: PaymentProvider[],
) {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orderRefunds)
      .set({ status: input.status, decidedAt: new Date() })
      .where(
        and(
          eq(orderRefunds.id, input.refund_id),
          among(orderRefunds.status, REFUND_FROM[input.status]),
        ),
      )
      .returning();
    if (!moved) {
      const [exists] = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(eq(orderRefunds.id, input.refund_id));
      throw exists
        ? new ApiError("order_status_not_allowed", 409)
        : new ApiError("record_not_found", 404);
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, moved.orderId));
    if (!order) throw new ApiError("record_not_found", 404);
    // A card payment is given back through the provider that took it; if the provider refuses
    // or does not answer, the refund stays approved (the transaction is undone) for another try.
    if (input.status === "refunded")
      await refundOrderPayment(tx, paymentProviders, order.id, moved.amount);
    // The goods came back: their stock returns once an order, whichever of its refunds the
    // admin marks and however often. The order row's lock orders two decisions at once.
    if (input.return_stock && (input.status === "approved" || input.status === "refunded")) {
      await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
      const [returned] = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.stockReturned, true)));
      if (!returned) {
        await tx
          .update(orderRefunds)
          .set({ stockReturned: true })
          .where(eq(orderRefunds.id, moved.id));
        await restock(tx, order);
      }
    }
    await enqueueMessage(tx, statusMessage(order, null, { refund: moved.status as RefundStatus }));
    return toRefund(moved, order.code, lang);
  });
}

export async function trackingOf(db: Database, owner: Owner, orderId: number) {
  const order = await findOwnOrder(db, owner, String(orderId));
  const [company] = order.cargoCompanyId
    ? await db.select().from(cargoCompanies).where(eq(cargoCompanies.id, order.cargoCompanyId))
    : [];
  if (!company || !order.trackingNumber) throw new ApiError("record_not_found", 404);
  return {
    name: company.name,
    tracking_number: order.trackingNumber,
    tracking_url: company.trackingUrlTemplate.replace(
      "{code}",
      encodeURIComponent(order.trackingNumber),
    ),
  };
}
