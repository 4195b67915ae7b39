import { Gift } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { CouponTermsFields } from "../admin-coupon-list-screen/coupon-fields.tsx";
import { AdminSearchFilterBar } from "../admin-form/admin-search-filter-bar.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import {
  type AdminPickedRecord,
  AdminRecordPicker,
} from "../admin-record-picker/admin-record-picker.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";

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
  unlimited: { id: "admin.coupons.unlimited" },
  period: { id: "admin.coupons.period" },
  from: { id: "admin.coupons.from" },
  status: { id: "admin.productList.status" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  used: { id: "admin.giftCertificates.used" },
  add: { id: "admin.giftCertificates.add" },
  empty: { id: "admin.giftCertificates.empty" },
  noMatch: { id: "admin.coupons.noMatch" },
});

export interface AdminGiftCertificateRow {
  id: string;
  code: string;
  customer: { name: string; email: string } | null;
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
  isActive: boolean;
}

/** The list's state, as the app reads it from the URL. */
export interface AdminGiftCertificateQuery {
  q: string;
  /** From 1. */
  page: number;
}

export type AdminGiftCertificateScreenProps = Omit<ComponentProps<"div">, "children"> & {
  certificates: readonly AdminGiftCertificateRow[];
  totalRows: number;
  pageSize: number;
  query: AdminGiftCertificateQuery;
  getHref: (query: AdminGiftCertificateQuery) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
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

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * The gift certificates: each made out to one customer, with its value and how often it was used;
 * a new one made out in a dialog that looks the customer up by name or e-mail.
 */
export function AdminGiftCertificateScreen({
  certificates,
  totalRows,
  pageSize,
  query,
  getHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  onSearchCustomers,
  onSave,
  errors = {},
  saving = false,
  initialDialog = false,
  initialCustomerResults,
  className,
  ...props
}: AdminGiftCertificateScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const [open, setOpen] = useState(initialDialog);
  const cleared: AdminGiftCertificateQuery = { q: "", page: 1 };

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
    {
      id: "value",
      header: t("value"),
      nowrap: true,
      cell: (row) =>
        row.discountType === "percent"
          ? intl.formatNumber((row.discountPercent ?? 0) / 100, { style: "percent" })
          : formatPrice(row.discountAmount ?? 0, row.currency),
    },
    {
      id: "usage",
      header: t("usage"),
      nowrap: true,
      cell: (row) => (
        <span dir="ltr" className="inline-block tabular-nums">
          {intl.formatNumber(row.usageCount)} /{" "}
          {row.usageLimit === null ? (
            <span title={t("unlimited")}>∞</span>
          ) : (
            intl.formatNumber(row.usageLimit)
          )}
        </span>
      ),
    },
    {
      id: "period",
      header: t("period"),
      cell: (row) =>
        row.endsAt
          ? `${date(row.startsAt)} – ${date(row.endsAt)}`
          : t("from", { date: date(row.startsAt) }),
    },
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
    <div
      data-slot="admin-gift-certificate-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setOpen(true)}>
          <Gift aria-hidden="true" />
          {t("add")}
        </Button>
      </div>
      <AdminSearchFilterBar
        renderForm={renderForm}
        renderLink={renderLink}
        clearedHref={getHref(cleared)}
        fields={["q", "page"]}
        label={t("filters")}
        search={query.q}
        searchPlaceholder={t("searchPlaceholder")}
        searchDir="ltr"
        filtered={query.q !== ""}
      />
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...certificates]}
        getRowId={(row) => row.id}
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t(query.q ? "noMatch" : "empty")}
      />
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
    </div>
  );
}
