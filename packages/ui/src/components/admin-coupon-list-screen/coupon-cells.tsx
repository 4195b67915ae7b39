import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";

const messages = defineUiMessages({
  unlimited: { id: "admin.coupons.unlimited" },
  from: { id: "admin.coupons.from" },
});

/** What a coupon and a gift certificate both have: a discount, its uses and its period. */
export interface CouponTermsRow {
  discountType: "percent" | "amount";
  discountPercent: number | null;
  /** Minor units. */
  discountAmount: number | null;
  currency: PriceCurrency;
  usageCount: number;
  usageLimit: number | null;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string | null;
}

/** The cells that show a coupon's (or a gift certificate's) terms in an admin list. */
export function useCouponCells() {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  return {
    discount: (row: CouponTermsRow) =>
      row.discountType === "percent"
        ? intl.formatNumber((row.discountPercent ?? 0) / 100, { style: "percent" })
        : formatPrice(row.discountAmount ?? 0, row.currency),
    // Numbers only, kept in LTR order in Arabic too: "used / limit", ∞ for no limit.
    usage: (row: CouponTermsRow) => (
      <span dir="ltr" className="inline-block tabular-nums">
        {intl.formatNumber(row.usageCount)} /{" "}
        {row.usageLimit === null ? (
          <span title={intl.formatMessage(messages.unlimited)}>∞</span>
        ) : (
          intl.formatNumber(row.usageLimit)
        )}
      </span>
    ),
    period: (row: CouponTermsRow) =>
      row.endsAt
        ? `${date(row.startsAt)} – ${date(row.endsAt)}`
        : intl.formatMessage(messages.from, { date: date(row.startsAt) }),
  };
}
