// The API's cart and addresses as the ui's checkout components take them.
import type { Address, CartDetails } from "@shop/api/contract";
import type { AddressCardAddress, CartSummaryProps } from "@shop/ui";
import { priceCurrencyOf } from "../../lib/currency.ts";

export function toAddressCard(address: Address): AddressCardAddress {
  return {
    id: String(address.id),
    title: address.title,
    fullName: `${address.name} ${address.surname}`,
    addressLine: address.address,
    district: address.city,
    province: address.state,
    country: address.country,
    postalCode: address.postal_code,
    phones: [address.phone],
    kind: address.kind,
    ...(address.company_name ? { companyName: address.company_name } : {}),
    ...(address.tax_office ? { taxOffice: address.tax_office } : {}),
    ...(address.tax_number ? { taxNumber: address.tax_number } : {}),
    ...(address.identity_number ? { identityNumber: address.identity_number } : {}),
  };
}

/** The cart's totals for the order summary beside each step. */
export function summaryOf(
  cart: CartDetails,
  labels: { gift: string; fee: string },
): CartSummaryProps {
  return {
    currency: priceCurrencyOf(cart),
    itemCount: cart.item_count,
    subtotal: cart.subtotal,
    campaignDiscounts: cart.campaign
      ? [
          {
            id: String(cart.campaign.id),
            label: cart.campaign.name,
            amount: cart.campaign_discount,
          },
        ]
      : [],
    coupon: cart.coupon ? { code: cart.coupon.code, amount: cart.coupon_discount } : null,
    cargoPrice: cart.cargo_price,
    fees: [
      ...(cart.gift_package_price > 0
        ? [{ id: "gift", label: labels.gift, amount: cart.gift_package_price }]
        : []),
      ...(cart.payment_fee > 0 ? [{ id: "fee", label: labels.fee, amount: cart.payment_fee }] : []),
    ],
    total: cart.total,
  };
}
