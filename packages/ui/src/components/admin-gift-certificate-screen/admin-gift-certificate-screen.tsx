import { Gift } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { type CouponTermsRow, useCouponCells } from "../admin-coupon-list-screen/coupon-cells.tsx";
import { CouponTermsFields } from "../admin-coupon-list-screen/coupon-fields.tsx";
import {
  type AdminListPageProps,
  AdminListScreen,
  useAdminListTexts,
} from "../admin-list-screen/admin-list-screen.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import {
  type AdminPickedRecord,
  AdminRecordPicker,
} from "../admin-record-picker/admin-record-picker.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.giftCertificates.caption" },
  filters: { id: "admin.giftCertificates.filters" },
  searchPlaceholder: { id: "admin.coupons.searchPlaceholder" },
  code: { id: "admin.coupons.code" },
  codeHint: { id: "admin.giftCertificates.codeHint" },
  customer: { id: "admin.giftCertificates.customer" },
  customerSearch: { id: "admin.giftCertificates.customerSearch" },
  value: { id: "admin.giftCertificates.value" },
  usage: { id: "admin.coupons.usage" },
  period: { id: "admin.coupons.period" },
  status: { id: "admin.productList.status" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  used: { id: "admin.giftCertificates.used" },
  add: { id: "admin.giftCertificates.add" },
  empty: { id: "admin.giftCertificates.empty" },
  noMatch: { id: "admin.coupons.noMatch" },
});

export interface AdminGiftCertificateRow extends CouponTermsRow {
  id: string;
  code: string;
  customer: { name: string; email: string } | null;
  isActive: boolean;
}

/** The list's state, as the app reads it from the URL. */
export interface AdminGiftCertificateQuery {
  q: string;
  /** From 1. */
  page: number;
}

export type AdminGiftCertificateScreenProps = AdminListPageProps<AdminGiftCertificateQuery> & {
  certificates: readonly AdminGiftCertificateRow[];
  /** Looks customers up by name or e-mail for the dialog's picker. */
  onSearchCustomers: (text: string) => Promise<readonly AdminPickedRecord[]>;
  /**
   * The dialog was sent: `customer_id`, `code` (may be empty: drawn at random) and the terms'
   * fields (see CouponTermsFields). A returned promise keeps the dialog busy.
   */
  onSave: (values: AdminRowValues) => unknown;
  /** Refusals beside the dialog's fields, keyed by field name. */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
  /** Opens the dialog at once (stories), with these customers found. */
  initialDialog?: boolean;
  initialCustomerResults?: readonly AdminPickedRecord[];
};

/**
 * The gift certificates: each made out to one customer, with its value and how often it was used;
 * a new one made out in a dialog that looks the customer up by name or e-mail.
 */
export function AdminGiftCertificateScreen({
  certificates,
  onSearchCustomers,
  onSave,
  errors = {},
  saving = false,
  initialDialog = false,
  initialCustomerResults,
  ...props
}: AdminGiftCertificateScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const texts = useAdminListTexts(messages);
  const cells = useCouponCells();
  const [open, setOpen] = useState(initialDialog);

  const columns: DataTableColumn<AdminGiftCertificateRow>[] = [
    {
      id: "code",
      header: t("code"),
      nowrap: true,
      cell: (row) => (
        <span dir="ltr" className="font-medium font-mono text-fg-strong">
          {row.code}
        </span>
      ),
    },
    {
      id: "customer",
      header: t("customer"),
      cell: (row) =>
        row.customer && (
          <span className="flex min-w-40 flex-col items-start gap-0.5">
            <span className="text-fg-strong">{row.customer.name}</span>
            <span
              dir="ltr"
              className="self-start text-caption text-fg-muted [overflow-wrap:anywhere]"
            >
              {row.customer.email}
            </span>
          </span>
        ),
    },
    { id: "value", header: t("value"), nowrap: true, cell: cells.discount },
    { id: "usage", header: t("usage"), nowrap: true, cell: cells.usage },
    { id: "period", header: t("period"), cell: cells.period },
    {
      id: "status",
      header: t("status"),
      nowrap: true,
      cell: (row) => {
        const spent = row.usageLimit !== null && row.usageCount >= row.usageLimit;
        return (
          <Badge size="sm" variant={spent ? "warning" : row.isActive ? "success" : "neutral"}>
            {t(spent ? "used" : row.isActive ? "active" : "inactive")}
          </Badge>
        );
      },
    },
  ];

  return (
    <AdminListScreen
      data-slot="admin-gift-certificate-screen"
      rows={certificates}
      columns={columns}
      {...texts}
      searchPlaceholder={t("searchPlaceholder")}
      searchDir="ltr"
      toolbar={
        <Button size="sm" onClick={() => setOpen(true)}>
          <Gift aria-hidden="true" />
          {t("add")}
        </Button>
      }
      {...props}
    >
      <RowDialog
        open={open}
        onOpenChange={setOpen}
        title={t("add")}
        saving={saving}
        onSave={onSave}
      >
        <FormField
          label={t("customer")}
          required
          error={errors.customer_id}
          className="sm:col-span-2"
        >
          <AdminRecordPicker
            name="customer_id"
            value={null}
            onSearch={onSearchCustomers}
            placeholder={t("customerSearch")}
            {...(initialCustomerResults ? { initialResults: initialCustomerResults } : {})}
          />
        </FormField>
        <FormField
          label={t("code")}
          optional
          hint={t("codeHint")}
          error={errors.code}
          className="sm:col-span-2"
        >
          <Input name="code" dir="ltr" autoCapitalize="characters" className="font-mono" />
        </FormField>
        <CouponTermsFields
          kind="gift_certificate"
          terms={{ discountType: "amount", usageLimit: "1" }}
          errors={errors}
        />
      </RowDialog>
    </AdminListScreen>
  );
}
