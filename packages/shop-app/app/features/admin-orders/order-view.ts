// The API's admin order turned into what the ui's admin order screens show: addresses as lines,
// the discounts together, ids as strings for the forms.
import type { AdminOrderDetail } from "@shop/api/contract";
import type { AdminOrderAddress, AdminOrderView, PriceCurrency } from "@shop/ui";

type Snapshot = AdminOrderDetail["delivery_address"];

export function addressView(address: Snapshot): AdminOrderAddress {
  const company = address.kind === "corporate" && address.companyName;
  return {
    name: company || `${address.name} ${address.surname}`,
    lines: [
      ...(company ? [`${address.name} ${address.surname}`] : []),
      address.address,
      `${address.postalCode} ${address.city} / ${address.state}`.trim(),
      address.country,
      ...(address.taxOffice && address.taxNumber
        ? [`${address.taxOffice} ${address.taxNumber}`]
        : []),
    ].filter((line) => line !== ""),
    phone: address.phone,
  };
}

export function adminOrderView(order: AdminOrderDetail): AdminOrderView {
  return {
    code: order.code,
    status: order.status,
    statusName: order.status_name,
    createdAt: order.created_at,
    currency: order.currency_code as PriceCurrency,
    customerName: `${order.delivery_address.name} ${order.delivery_address.surname}`,
    email: order.email,
    phone: order.phone,
    paymentName: order.payment_name,
    card:
      order.card_brand && order.card_last4
        ? { brand: order.card_brand, last4: order.card_last4 }
        : null,
    paidAt: order.paid_at,
    awaitingTransfer:
      order.payment_method === "wire_transfer" && order.status === "awaiting_payment",
    items: order.items.map((item) => ({
      id: String(item.id),
      name: item.name,
      variant: item.variant,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
    })),
    subtotal: order.subtotal,
    discount: order.campaign_discount + order.coupon_discount,
    cargoPrice: order.cargo_price,
    paymentFee: order.payment_fee,
    total: order.total,
    deliveryAddress: addressView(order.delivery_address),
    invoiceAddress: addressView(order.invoice_address),
    note: order.note,
    giftNote: order.gift_note,
    cargoCompanyId: order.cargo_company_id ? String(order.cargo_company_id) : "",
    trackingNumber: order.cargo?.tracking_number ?? "",
    trackingUrl: order.cargo?.tracking_url ?? null,
    invoiceNumber: order.invoice_number ?? "",
    history: order.history.map((entry) => ({
      statusName: entry.status_name,
      at: entry.at,
      note: entry.note,
      actor: entry.actor,
    })),
    refunds: order.refunds.map((refund) => ({
      id: String(refund.id),
      amount: refund.amount,
      reason: refund.reason,
      status: refund.status,
      statusName: refund.status_name,
      createdAt: refund.created_at,
      stockReturned: refund.stock_returned,
    })),
    refundedTotal: order.refunded_total,
  };
}
