// The API's orders as the ui's order screens take them.
import type { OrderDetail, OrderSummary } from "@shop/api/contract";
import type { AddressCardAddress, OrderDetailView, OrderListItem } from "@shop/ui";
import { priceCurrencyOf } from "../../lib/currency.ts";
import { shopDay, shopMoment } from "../../lib/shop-time.ts";

const currencyOf = (order: { currency_code: string }) =>
  priceCurrencyOf({ currency_id: 0, currency_code: order.currency_code });

/**
 * The shop's day (YYYY-MM-DD), and its time where it matters (section 9's date format, Latin
 * digits), in the shop's time zone: `timeZone` is the ui's (useIntl().timeZone).
 */
export function toOrderListItem(
  order: OrderSummary,
  href: string,
  timeZone: string,
): OrderListItem {
  return {
    id: String(order.id),
    code: order.code,
    date: shopDay(order.created_at, timeZone),
    status: order.status,
    statusName: order.status_name,
    total: order.total,
    currency: currencyOf(order),
    itemCount: order.item_count,
    href,
  };
}

function addressCard(address: OrderDetail["delivery_address"], id: string): AddressCardAddress {
  return {
    id,
    title: address.title,
    fullName: `${address.name} ${address.surname}`,
    addressLine: address.address,
    district: address.city,
    province: address.state,
    country: address.country,
    postalCode: address.postalCode,
    phones: [address.phone],
    kind: address.kind,
    ...(address.companyName ? { companyName: address.companyName } : {}),
    ...(address.taxOffice ? { taxOffice: address.taxOffice } : {}),
    ...(address.taxNumber ? { taxNumber: address.taxNumber } : {}),
    ...(address.identityNumber ? { identityNumber: address.identityNumber } : {}),
  };
}

/** `actions: false` for a page that only shows the order (the guest lookup). */
export function toOrderDetailView(
  order: OrderDetail,
  timeZone: string,
  actions = true,
): OrderDetailView {
  const day = (iso: string) => shopDay(iso, timeZone);
  return {
    code: order.code,
    date: day(order.created_at),
    status: order.status,
    statusName: order.status_name,
    currency: currencyOf(order),
    items: order.items.map((item) => ({
      id: String(item.id),
      title: item.name,
      variant:
        [item.variant, ...item.personalizations.map((p) => `${p.name}: ${p.value}`)]
          .filter(Boolean)
          .join(" · ") || null,
      image: item.image,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
    })),
    subtotal: order.subtotal,
    campaign:
      order.campaign_discount > 0
        ? { name: order.campaign_name ?? "", amount: order.campaign_discount }
        : null,
    coupon:
      order.coupon_discount > 0
        ? { code: order.coupon_code ?? "", amount: order.coupon_discount }
        : null,
    cargoPrice: order.cargo_price,
    giftPackagePrice: order.gift_package_price,
    paymentFee: order.payment_fee,
    gift: order.is_gift ? { note: order.gift_note } : null,
    note: order.note,
    total: order.total,
    paymentName: order.payment_name,
    card: order.card_last4
      ? { brand: order.card_brand, last4: order.card_last4, installments: order.installments }
      : null,
    deliveryAddress: addressCard(order.delivery_address, "delivery"),
    invoiceAddress: addressCard(order.invoice_address, "invoice"),
    history: order.history.map((entry) => ({
      statusName: entry.status_name,
      date: shopMoment(entry.at, timeZone),
      note: entry.note,
    })),
    cargo: order.cargo
      ? {
          name: order.cargo.name,
          trackingNumber: order.cargo.tracking_number,
          trackingUrl: order.cargo.tracking_url,
        }
      : null,
    invoiceNumber: order.invoice_number,
    bankAccount: order.bank_account
      ? {
          bankName: order.bank_account.bank_name,
          holder: order.bank_account.account_holder,
          iban: order.bank_account.iban,
        }
      : null,
    refunds: order.refunds.map((refund) => ({
      id: String(refund.id),
      amount: refund.amount,
      statusName: refund.status_name,
      date: day(refund.created_at),
      reason: refund.reason,
    })),
    canCancel: actions && order.can_cancel,
    refundableAmount: actions ? order.refundable_amount : 0,
  };
}
