// What the campaign screens share: the types the cart prices with and how a rule reads.

import { defineUiMessages } from "../../i18n/define-messages.ts";
import type { IntlShape } from "../../i18n/intl.ts";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";

export const ADMIN_CAMPAIGN_TYPES = [
  "cart_percent",
  "cart_amount",
  "buy_x_pay_y",
  "free_shipping",
  "gift_product",
] as const;
export type AdminCampaignType = (typeof ADMIN_CAMPAIGN_TYPES)[number];

export const campaignTypeMessages = defineUiMessages({
  cart_percent: { id: "admin.campaigns.type.cart_percent" },
  cart_amount: { id: "admin.campaigns.type.cart_amount" },
  buy_x_pay_y: { id: "admin.campaigns.type.buy_x_pay_y" },
  free_shipping: { id: "admin.campaigns.type.free_shipping" },
  gift_product: { id: "admin.campaigns.type.gift_product" },
});

const ruleMessages = defineUiMessages({
  buyPay: { id: "admin.campaigns.rule.buyPay" },
  gift: { id: "admin.campaigns.rule.gift" },
  freeShipping: { id: "admin.campaigns.rule.freeShipping" },
  minCart: { id: "admin.campaigns.rule.minCart" },
  maxCart: { id: "admin.campaigns.rule.maxCart" },
});

export interface AdminCampaignRule {
  type: AdminCampaignType;
  discountPercent: number | null;
  /** Minor units. */
  discountAmount: number | null;
  currency: PriceCurrency;
  minCartAmount: number | null;
  /** Minor units; the cart may not exceed it. */
  maxCartAmount?: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  productName: string | null;
}

/** A rule in a few words: "%15", "50,00 ₺", "3 al 2 öde", with its cart amount when it has one. */
export function describeRule(intl: IntlShape, rule: AdminCampaignRule): string {
  const main = (() => {
    switch (rule.type) {
      case "cart_percent":
        return intl.formatNumber((rule.discountPercent ?? 0) / 100, { style: "percent" });
      case "cart_amount":
        return formatPrice(rule.discountAmount ?? 0, rule.currency);
      case "buy_x_pay_y":
        return intl.formatMessage(ruleMessages.buyPay, {
          buy: rule.buyQuantity ?? 0,
          pay: rule.payQuantity ?? 0,
        });
      case "free_shipping":
        return intl.formatMessage(ruleMessages.freeShipping);
      case "gift_product":
        return intl.formatMessage(ruleMessages.gift, { product: rule.productName ?? "" });
    }
  })();
  const bounds = [
    rule.minCartAmount
      ? intl.formatMessage(ruleMessages.minCart, {
          amount: formatPrice(rule.minCartAmount, rule.currency),
        })
      : null,
    rule.maxCartAmount
      ? intl.formatMessage(ruleMessages.maxCart, {
          amount: formatPrice(rule.maxCartAmount, rule.currency),
        })
      : null,
  ].filter(Boolean);
  return [main, ...bounds].join(" · ");
}
