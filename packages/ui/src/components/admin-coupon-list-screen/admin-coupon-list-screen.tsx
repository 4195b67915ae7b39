import { Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminSearchFilterBar } from "../admin-form/admin-search-filter-bar.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";
import { type AdminCouponTerms, CouponTermsFields } from "./coupon-fields.tsx";
import { GenerateDialog } from "./generate-dialog.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.coupons.caption" },
  filters: { id: "admin.coupons.filters" },
  searchPlaceholder: { id: "admin.coupons.searchPlaceholder" },
  code: { id: "admin.coupons.code" },
  discount: { id: "admin.coupons.discount" },
  usage: { id: "admin.coupons.usage" },
  unlimited: { id: "admin.coupons.unlimited" },
  period: { id: "admin.coupons.period" },
  from: { id: "admin.coupons.from" },
  status: { id: "admin.productList.status" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  actions: { id: "admin.productList.actions" },
  add: { id: "admin.coupons.add" },
  generate: { id: "admin.coupons.generate" },
  edit: { id: "admin.coupons.edit" },
  delete: { id: "admin.coupons.delete" },
  deleteTitle: { id: "admin.coupons.deleteTitle" },
  deleteDescription: { id: "admin.coupons.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
  empty: { id: "admin.coupons.empty" },
  noMatch: { id: "admin.coupons.noMatch" },
});

export interface AdminCouponRow {
  id: string;
  code: string;
  discountType: "percent" | "amount";
  discountPercent: number | null;
  /** Minor units. */
  discountAmount: number | null;
  currency: PriceCurrency;
  usageCount: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Only signed-in customers may use it. */
  membersOnly: boolean;
  /** Minor units. */
  minCartAmount: number | null;
  maxCartAmount: number | null;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string | null;
  isActive: boolean;
  note: string | null;
}

/** The list's state, as the app reads it from the URL. */
export interface AdminCouponQuery {
  q: string;
  /** From 1. */
  page: number;
}

export type AdminCouponListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  coupons: readonly AdminCouponRow[];
  totalRows: number;
  pageSize: number;
  query: AdminCouponQuery;
  /** The list's address for a query: pages and "clear" link to it. */
  getHref: (query: AdminCouponQuery) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the search form (method get, the field `q`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * The add or edit dialog was sent: `code` (new ones only) and the terms' fields as typed
   * (see CouponTermsFields); `coupon` is null for a new one. A returned promise keeps the dialog
   * busy and closes it when it resolves.
   */
  onSave: (values: AdminRowValues, coupon: AdminCouponRow | null) => unknown;
  /** The generate dialog was sent (`count`, `prefix` and the terms); resolves with the new codes. */
  onGenerate: (values: AdminRowValues) => Promise<readonly string[]>;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onDelete: (coupon: AdminCouponRow) => unknown;
  /** Refusals beside the open dialog's fields, keyed by field name. */
  errors?: Partial<Record<string, ReactNode>>;
  /** Why the last deletion failed (the coupon was used). */
  deleteError?: ReactNode;
  saving?: boolean;
  /** Opens a dialog at once (stories): "add", "generate", or a coupon's id to edit. */
  initialDialog?: string;
  /** With initialDialog "generate": the dialog as it shows the codes it made. */
  initialCodes?: readonly string[];
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const major = (minor: number | null) => (minor === null ? "" : String(minor / 100));
const count = (value: number | null) => (value === null ? "" : String(value));

function termsOf(coupon: AdminCouponRow): AdminCouponTerms {
  return {
    discountType: coupon.discountType,
    discount:
      coupon.discountType === "percent"
        ? count(coupon.discountPercent)
        : major(coupon.discountAmount),
    usageLimit: count(coupon.usageLimit),
    perCustomerLimit: count(coupon.perCustomerLimit),
    minCart: major(coupon.minCartAmount),
    maxCart: major(coupon.maxCartAmount),
    startsAt: coupon.startsAt,
    endsAt: coupon.endsAt,
    note: coupon.note ?? "",
    isActive: coupon.isActive,
    membersOnly: coupon.membersOnly,
  };
}

/**
 * The coupons: searched by code and paged through links, each with how often it was used of its
 * limit; added or changed in a dialog, generated many at once, deleted after a confirmation.
 */
export function AdminCouponListScreen({
  coupons,
  totalRows,
  pageSize,
  query,
  getHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  onSave,
  onGenerate,
  onDelete,
  errors = {},
  deleteError,
  saving = false,
  initialDialog,
  initialCodes,
  className,
  ...props
}: AdminCouponListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const [editing, setEditing] = useState<{ coupon: AdminCouponRow | null } | null>(() => {
    if (initialDialog === "add") return { coupon: null };
    const coupon = coupons.find((row) => row.id === initialDialog);
    return coupon ? { coupon } : null;
  });
  const [generating, setGenerating] = useState(initialDialog === "generate");
  const [deleting, setDeleting] = useState<AdminCouponRow | null>(null);
  const coupon = editing?.coupon ?? null;
  const cleared: AdminCouponQuery = { q: "", page: 1 };

  const columns: DataTableColumn<AdminCouponRow>[] = [
    {
      id: "code",
      header: t("code"),
      cell: (row) => (
        <span className="flex min-w-32 flex-col items-start gap-0.5">
          <span dir="ltr" className="font-medium font-mono text-fg-strong">
            {row.code}
          </span>
          {row.note && (
            <span className="text-caption text-fg-muted [overflow-wrap:anywhere]">{row.note}</span>
          )}
        </span>
      ),
    },
    {
      id: "discount",
      header: t("discount"),
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
      // Numbers only, kept in LTR order in Arabic too: "used / limit", ∞ for no limit.
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
      cell: (row) => (
        <Badge size="sm" variant={row.isActive ? "success" : "neutral"}>
          {t(row.isActive ? "active" : "inactive")}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("edit", { code: row.code })}
            onClick={() => setEditing({ coupon: row })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("delete", { code: row.code })}
            className="text-danger-fg hover:bg-danger-subtle"
            onClick={() => setDeleting(row)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div
      data-slot="admin-coupon-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-end gap-3">
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => setGenerating(true)}>
            <Sparkles aria-hidden="true" />
            {t("generate")}
          </Button>
          <Button size="sm" onClick={() => setEditing({ coupon: null })}>
            <Plus aria-hidden="true" />
            {t("add")}
          </Button>
        </div>
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
        rows={[...coupons]}
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
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={coupon ? t("edit", { code: coupon.code }) : t("add")}
        saving={saving}
        onSave={(values) => onSave(values, coupon)}
      >
        {!coupon && (
          <FormField label={t("code")} required error={errors.code} className="sm:col-span-2">
            <Input name="code" dir="ltr" autoCapitalize="characters" className="font-mono" />
          </FormField>
        )}
        <CouponTermsFields terms={coupon ? termsOf(coupon) : {}} errors={errors} />
      </RowDialog>
      <GenerateDialog
        open={generating}
        onOpenChange={setGenerating}
        onGenerate={onGenerate}
        errors={errors}
        {...(initialCodes ? { initialCodes } : {})}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { code: deleting.code }) : undefined}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
