// The terms a coupon is made with, shared by the dialog that adds or changes one and the one
// that generates many: the discount, the limits, the period and the state.
import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { dayIn } from "../../i18n/shop-day.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  discountType: { id: "admin.coupons.discountType" },
  percent: { id: "admin.coupons.percent" },
  amount: { id: "admin.coupons.amount" },
  discount: { id: "admin.coupons.discount" },
  usageLimit: { id: "admin.coupons.usageLimit" },
  perCustomerLimit: { id: "admin.coupons.perCustomerLimit" },
  minCart: { id: "admin.coupons.minCart" },
  maxCart: { id: "admin.coupons.maxCart" },
  startsOn: { id: "admin.coupons.startsOn" },
  endsOn: { id: "admin.coupons.endsOn" },
  note: { id: "admin.coupons.note" },
  isActive: { id: "admin.productEdit.isActive" },
  membersOnly: { id: "admin.coupons.membersOnly" },
});

/** What a coupon's terms hold, as the fields show them (amounts in major units, as typed). */
export interface AdminCouponTerms {
  discountType: "percent" | "amount";
  /** A percentage, or an amount in major units. */
  discount: string;
  usageLimit: string;
  perCustomerLimit: string;
  minCart: string;
  maxCart: string;
  /** ISO 8601. */
  startsAt: string | null;
  endsAt: string | null;
  note: string;
  isActive: boolean;
  /** Only signed-in customers may use it. */
  membersOnly: boolean;
}

/**
 * The fields `discount_type`, `discount`, `usage_limit`, `per_customer_limit`, `min_cart`,
 * `max_cart`, `starts_on`, `ends_on` (YYYY-MM-DD), `note`, `is_active` and, for coupons,
 * `members_only` ("true" when ticked).
 */
export function CouponTermsFields({
  terms,
  errors,
  kind = "coupon",
}: {
  terms: Partial<AdminCouponTerms>;
  errors: Partial<Record<string, ReactNode>>;
  /** A gift certificate belongs to one customer already: it has no members-only switch. */
  kind?: "coupon" | "gift_certificate";
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const number = (name: string, label: string, value: string | undefined, required = false) => (
    <FormField label={label} required={required} optional={!required} error={errors[name]}>
      <Input name={name} inputMode="decimal" dir="ltr" defaultValue={value ?? ""} />
    </FormField>
  );
  return (
    <>
      <FormField label={t("discountType")} required error={errors.discount_type}>
        <Select
          name="discount_type"
          defaultValue={terms.discountType ?? "percent"}
          options={[
            { value: "percent", label: t("percent") },
            { value: "amount", label: t("amount") },
          ]}
        />
      </FormField>
      {number("discount", t("discount"), terms.discount, true)}
      {number("usage_limit", t("usageLimit"), terms.usageLimit)}
      {number("per_customer_limit", t("perCustomerLimit"), terms.perCustomerLimit)}
      {number("min_cart", t("minCart"), terms.minCart)}
      {number("max_cart", t("maxCart"), terms.maxCart)}
      <FormField label={t("startsOn")} optional error={errors.starts_on}>
        <Input
          name="starts_on"
          type="date"
          dir="ltr"
          defaultValue={terms.startsAt ? dayIn(terms.startsAt, intl.timeZone) : ""}
        />
      </FormField>
      <FormField label={t("endsOn")} optional error={errors.ends_on}>
        <Input
          name="ends_on"
          type="date"
          dir="ltr"
          defaultValue={terms.endsAt ? dayIn(terms.endsAt, intl.timeZone) : ""}
        />
      </FormField>
      <FormField label={t("note")} optional error={errors.note} className="sm:col-span-2">
        <Input name="note" defaultValue={terms.note ?? ""} />
      </FormField>
      <label className="flex items-center gap-2 text-body">
        <input
          type="checkbox"
          name="is_active"
          value="true"
          defaultChecked={terms.isActive ?? true}
          className="size-4 shrink-0 accent-brand"
        />
        {t("isActive")}
      </label>
      {kind === "coupon" && (
        <label className="flex items-center gap-2 text-body">
          <input
            type="checkbox"
            name="members_only"
            value="true"
            defaultChecked={terms.membersOnly ?? false}
            className="size-4 shrink-0 accent-brand"
          />
          {t("membersOnly")}
        </label>
      )}
    </>
  );
}
