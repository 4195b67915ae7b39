// The arithmetic of a cart, free of the database: what each campaign takes off, what a coupon
// takes off, what the cargo costs and what is left to pay. Every amount is in integer minor units
// of the cart's currency, already converted; the cart view and the order creation both call this,
// so what a shopper is shown is what the order charges.
import type { ErrorCode } from "../../contract/index.ts";

export interface PricedLine {
  productId: number;
  unitPrice: number;
  quantity: number;
  vatRate: number;
  desi: number;
  freeShipping: boolean;
  /** The product's category and its ancestors, for campaigns scoped to a category. */
  categoryIds: readonly number[];
  brandId: number | null;
}

export interface CampaignRule {
  type: string;
  discountPercent: number | null;
  discountAmount: number | null;
  minCartAmount: number | null;
  maxCartAmount: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  categoryId: number | null;
  brandId: number | null;
  /** The products the campaign is limited to; empty for every product. */
  productIds: readonly number[];
  /** For gift_product: whether the gift is in stock. */
  giftInStock: boolean;
}

export interface CouponRule {
  discountType: string;
  discountPercent: number | null;
  discountAmount: number | null;
  minCartAmount: number | null;
  maxCartAmount: number | null;
}

export interface CargoRule {
  basePrice: number;
  baseDesi: number;
  extraDesiPrice: number;
  freeShippingThreshold: number | null;
}

export interface CartTotals {
  subtotal: number;
  vatTotal: number;
  campaignDiscount: number;
  couponDiscount: number;
  cargoPrice: number;
  giftPackagePrice: number;
  paymentFee: number;
  total: number;
}

const lineTotal = (line: PricedLine) => line.unitPrice * line.quantity;
const sumLines = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

function inScope(rule: CampaignRule, line: PricedLine): boolean {
  if (rule.categoryId !== null && !line.categoryIds.includes(rule.categoryId)) return false;
  if (rule.brandId !== null && line.brandId !== rule.brandId) return false;
  if (rule.productIds.length > 0 && !rule.productIds.includes(line.productId)) return false;
  return true;
}

export type CampaignOutcome =
  | { eligible: true; discount: number; freeShipping: boolean }
  | { eligible: false; code: ErrorCode };

/** What a campaign does for these lines, or the code of why it cannot apply. */
export function applyCampaign(rule: CampaignRule, lines: readonly PricedLine[]): CampaignOutcome {
  const scoped = lines.filter((line) => inScope(rule, line));
  const scopedTotal = sumLines(scoped);
  if (scoped.length === 0) return { eligible: false, code: "campaign_no_added" };
  if (rule.minCartAmount !== null && scopedTotal < rule.minCartAmount)
    return { eligible: false, code: "cart_price_more_than_campaign_price" };
  // The code's own words: the cart is above the campaign's amount.
  if (rule.maxCartAmount !== null && scopedTotal > rule.maxCartAmount)
    return { eligible: false, code: "cart_price_more_than_campaign_price" };
  switch (rule.type) {
    case "cart_percent":
      return {
        eligible: true,
        discount: Math.round((scopedTotal * (rule.discountPercent ?? 0)) / 100),
        freeShipping: false,
      };
    case "cart_amount":
      return {
        eligible: true,
        discount: Math.min(scopedTotal, rule.discountAmount ?? 0),
        freeShipping: false,
      };
    case "buy_x_pay_y": {
      const buy = rule.buyQuantity ?? 0;
      const pay = rule.payQuantity ?? 0;
      // Every unit in scope, cheapest first: of each full group of `buy`, the cheapest
      // `buy - pay` are free, which is how Turkish shops run "3 al 2 öde".
      const units = scoped.flatMap((line) => Array<number>(line.quantity).fill(line.unitPrice));
      const groups = Math.floor(units.length / buy);
      if (groups === 0) return { eligible: false, code: "campaign_no_added" };
      units.sort((a, b) => a - b);
      const free = units.slice(0, groups * (buy - pay));
      return { eligible: true, discount: free.reduce((a, b) => a + b, 0), freeShipping: false };
    }
    case "free_shipping":
      return { eligible: true, discount: 0, freeShipping: true };
    case "gift_product":
      return rule.giftInStock
        ? { eligible: true, discount: 0, freeShipping: false }
        : { eligible: false, code: "campaign_product_no_stock" };
    default:
      return { eligible: false, code: "campaign_no_added" };
  }
}

export type CouponOutcome =
  | { eligible: true; discount: number }
  | { eligible: false; code: ErrorCode };

/** A coupon's discount on what is left after the campaign, or no_price_range. */
export function applyCoupon(rule: CouponRule, amount: number): CouponOutcome {
  if (
    (rule.minCartAmount !== null && amount < rule.minCartAmount) ||
    (rule.maxCartAmount !== null && amount > rule.maxCartAmount)
  )
    return { eligible: false, code: "no_price_range" };
  const discount =
    rule.discountType === "percent"
      ? Math.round((amount * (rule.discountPercent ?? 0)) / 100)
      : Math.min(amount, rule.discountAmount ?? 0);
  return { eligible: true, discount };
}

/** Base price up to the base desi, then the extra price for each started desi above it. */
export function cargoPrice(rule: CargoRule, lines: readonly PricedLine[]): number {
  const desi = lines.reduce((sum, line) => sum + line.desi * line.quantity, 0);
  const extra = Math.max(0, Math.ceil(desi - rule.baseDesi));
  return rule.basePrice + extra * rule.extraDesiPrice;
}

export function priceCart(input: {
  lines: readonly PricedLine[];
  campaign: CampaignOutcome | null;
  coupon: CouponRule | null;
  cargo: CargoRule | null;
  giftPackagePrice: number;
  paymentFee: number;
}): CartTotals & { coupon: CouponOutcome | null } {
  const { lines } = input;
  const subtotal = sumLines(lines);
  const campaign = input.campaign?.eligible ? input.campaign : null;
  const campaignDiscount = Math.min(subtotal, campaign?.discount ?? 0);
  const afterCampaign = subtotal - campaignDiscount;
  const coupon = input.coupon ? applyCoupon(input.coupon, afterCampaign) : null;
  const couponDiscount = coupon?.eligible ? coupon.discount : 0;
  const goods = afterCampaign - couponDiscount;
  const shipsFree =
    lines.length === 0 ||
    campaign?.freeShipping === true ||
    lines.every((line) => line.freeShipping) ||
    (input.cargo?.freeShippingThreshold != null && goods >= input.cargo.freeShippingThreshold);
  const cargo = shipsFree || !input.cargo ? 0 : cargoPrice(input.cargo, lines);
  // The VAT inside the goods, each line at its rate, scaled down by the discounts in proportion.
  const vatBeforeDiscounts = lines.reduce(
    (sum, line) => sum + (lineTotal(line) * line.vatRate) / (100 + line.vatRate),
    0,
  );
  const vatTotal = subtotal === 0 ? 0 : Math.round((vatBeforeDiscounts * goods) / subtotal);
  const total = goods + cargo + input.giftPackagePrice + input.paymentFee;
  return {
    subtotal,
    vatTotal,
    campaignDiscount,
    couponDiscount,
    cargoPrice: cargo,
    giftPackagePrice: input.giftPackagePrice,
    paymentFee: input.paymentFee,
    total,
    coupon,
  };
}
