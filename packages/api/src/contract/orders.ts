// After the order (spec section 7, Order and Cargo): the shopper's orders, one order's detail,
// the status list, a guest's lookup by order code, cancellation and refunds, cargo tracking, and
// the admin's status and refund changes.
import { z } from "zod";

export const ORDER_STATUSES = [
  "awaiting_payment",
  "received",
  "preparing",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const REFUND_STATUSES = ["requested", "approved", "rejected", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const Snapshot = z
  .object({
    title: z.string(),
    kind: z.enum(["individual", "corporate"]),
    name: z.string(),
    surname: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string(),
    identityNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    taxOffice: z.string().nullable(),
    taxNumber: z.string().nullable(),
  })
  .meta({ id: "OrderAddress" });

export const OrderSummary = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(ORDER_STATUSES),
    status_name: z.string(),
    payment_method: z.enum(["card", "wire_transfer", "door"]),
    total: z.number().int(),
    currency_code: z.string(),
    item_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderRefund = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_code: z.string(),
    amount: z.number().int(),
    reason: z.string(),
    status: z.enum(REFUND_STATUSES),
    status_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OrderRefund" });

export const OrderDetail = OrderSummary.extend({
  email: z.string(),
  phone: z.string(),
  payment_name: z.string(),
  door_payment_type: z.enum(["cash", "card"]).nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  installments: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  subtotal: z.number().int(),
  vat_total: z.number().int(),
  campaign_discount: z.number().int(),
  campaign_name: z.string().nullable(),
  coupon_discount: z.number().int(),
  coupon_code: z.string().nullable(),
  cargo_price: z.number().int(),
  gift_package_price: z.number().int(),
  payment_fee: z.number().int(),
  delivery_address: Snapshot,
  invoice_address: Snapshot,
  is_gift: z.boolean(),
  gift_note: z.string().nullable(),
  note: z.string().nullable(),
  delivery_date: z.string().nullable(),
  cargo: z
    .object({
      name: z.string(),
      tracking_number: z.string().nullable(),
      tracking_url: z.string().nullable(),
    })
    .nullable(),
  invoice_number: z.string().nullable(),
  bank_account: z
    .object({ bank_name: z.string(), account_holder: z.string(), iban: z.string() })
    .nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int().nullable(),
      sku: z.string(),
      name: z.string(),
      variant: z.string().nullable(),
      personalizations: z
        .array(z.object({ name: z.string(), value: z.string(), price: z.number().int() }))
        .meta({ description: "What was made for the shopper; prices per unit, in unit_price." }),
      image: z.string().nullable(),
      seo_link: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      line_total: z.number().int(),
    }),
  ),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      status_name: z.string(),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
  refunds: z.array(OrderRefund),
  can_cancel: z.boolean(),
  can_refund: z.boolean(),
  refundable_amount: z.number().int(),
}).meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderPageRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .meta({ id: "OrderPageRequest" });

export const OrderPage = z
  .object({
    items: z.array(OrderSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "OrderPage" });

export const OrderLookupBody = z
  .object({
    order_code: z
      .string()
      // A code copied from a page of right-to-left text brings its invisible direction marks.
      .overwrite((value) => value.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ""))
      .regex(/^JS\d{1,18}$/i, { error: "invalid_format" }),
    contact: z
      .string()
      .trim()
      .min(3)
      .max(254)
      .meta({ description: "The order's e-mail or phone." }),
  })
  .meta({ id: "OrderLookupBody" });

export const OrderIdBody = z
  .object({ order_id: z.number().int().positive().max(2_147_483_647) })
  .meta({ id: "OrderIdBody" });

export const RefundRequestBody = z
  .object({
    order_id: z.number().int().positive().max(2_147_483_647),
    amount: z.number().int().positive().max(1_000_000_000_00),
    reason: z.string().trim().min(3).max(1000),
  })
  .meta({ id: "RefundRequestBody" });

export const StatusName = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: "StatusName" });

export const OrderStatusList = z
  .object({ order: z.array(StatusName), refund: z.array(StatusName) })
  .meta({ id: "OrderStatusList" });

export const ChangeOrderStatusBody = z
  .object({
    order_id: z.number().int().positive().max(2_147_483_647),
    status: z.enum(ORDER_STATUSES),
    note: z.string().trim().max(1000).optional(),
    tracking_number: z.string().trim().min(3).max(60).optional(),
    cargo_company_id: z.number().int().positive().optional(),
    invoice_number: z.string().trim().min(1).max(60).optional(),
  })
  .meta({ id: "ChangeOrderStatusBody" });

export const ChangeRefundStatusBody = z
  .object({
    refund_id: z.number().int().positive().max(2_147_483_647),
    status: z.enum(REFUND_STATUSES),
    return_stock: z.boolean().default(false),
  })
  .meta({ id: "ChangeRefundStatusBody" });

export const CargoTracking = z
  .object({ name: z.string(), tracking_number: z.string(), tracking_url: z.string() })
  .meta({ id: "CargoTracking" });
