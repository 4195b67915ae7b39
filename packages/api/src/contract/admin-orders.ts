// The admin's order calls (spec section 1 and 7, Order): every shop order a page at a time with
// filters, one order as the admin reads it, marking a wire transfer paid and the shipment's
// cargo company, tracking number and invoice number. Status and refund changes are the
// specification's changeOrderStatus and changeOrderRefundStatus (contract/orders.ts).
import { z } from "zod";
import { RecordId } from "./admin-fields.ts";
import { IsoDateTime } from "./common.ts";
import { ORDER_STATUSES, OrderDetail, OrderRefund } from "./orders.ts";

const Day = z.iso.date().meta({ description: "YYYY-MM-DD, a day in UTC." });
export const ORDER_PAYMENT_METHODS = ["card", "wire_transfer", "door"] as const;

export const AdminOrderListRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    search: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: "Part of the JS code, the delivery name, the e-mail or the phone." }),
    status: z.enum(ORDER_STATUSES).optional(),
    payment_method: z.enum(ORDER_PAYMENT_METHODS).optional(),
    refund: z
      .enum(["requested"])
      .optional()
      .meta({ description: "Only the orders with a refund request still to decide." }),
    date_from: Day.optional().meta({
      description: "Placed on or after this day (the shop's days, in its time zone setting).",
    }),
    date_to: Day.optional().meta({
      description: "Placed on or before this day (the shop's days, in its time zone setting).",
    }),
    sort: z.enum(["created", "code", "total", "status", "customer"]).default("created"),
    direction: z.enum(["asc", "desc"]).default("desc"),
  })
  .meta({ id: "AdminOrderListRequest" });
export type AdminOrderListRequest = z.infer<typeof AdminOrderListRequest>;

export const AdminOrderRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(ORDER_STATUSES),
    status_name: z.string(),
    payment_method: z.enum(ORDER_PAYMENT_METHODS),
    payment_name: z.string(),
    customer_name: z.string().meta({ description: "The delivery address's name and surname." }),
    email: z.string(),
    phone: z.string(),
    total: z.number().int(),
    currency_code: z.string(),
    item_count: z.number().int(),
    open_refunds: z.number().int().meta({ description: "Refund requests still to decide." }),
    created_at: IsoDateTime,
  })
  .meta({ id: "AdminOrderRow" });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = z
  .object({
    items: z.array(AdminOrderRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminOrderPage" });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderDetail = OrderDetail.extend({
  customer_id: z.number().int().nullable().meta({ description: "Null for a guest's order." }),
  language_code: z.string().meta({ description: "The language the shopper is written to in." }),
  cargo_company_id: z.number().int().nullable(),
  cargo_companies: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .meta({ description: "The shop's cargo companies, to choose the shipment's." }),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      status_name: z.string(),
      at: z.string(),
      note: z.string().nullable(),
      actor: z.enum(["shopper", "admin", "shop"]),
    }),
  ),
  refunds: z.array(OrderRefund.extend({ stock_returned: z.boolean() })),
  refunded_total: z.number().int().meta({ description: "The sum of the refunds paid back." }),
  next_statuses: z
    .array(z.enum(ORDER_STATUSES))
    .meta({ description: "Where changeOrderStatus may move the order from here." }),
}).meta({ id: "AdminOrderDetail" });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const MarkOrderPaidBody = z
  .object({ order_id: RecordId, note: z.string().trim().max(1000).optional() })
  .meta({ id: "MarkOrderPaidBody" });

export const UpdateOrderShipmentBody = z
  .object({
    order_id: RecordId,
    cargo_company_id: RecordId.optional(),
    tracking_number: z.string().trim().min(3).max(60).optional(),
    invoice_number: z.string().trim().min(1).max(60).optional(),
  })
  .meta({ id: "UpdateOrderShipmentBody" });
