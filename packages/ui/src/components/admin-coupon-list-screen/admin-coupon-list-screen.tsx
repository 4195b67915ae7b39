import { Plus, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import {
  type AdminListPageProps,
  AdminListScreen,
  useAdminListTexts,
} from "../admin-list-screen/admin-list-screen.tsx";
import {
  AdminDeleteDialog,
  AdminRowActions,
  adminActionsColumn,
} from "../admin-list-screen/admin-row-actions.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { type CouponTermsRow, useCouponCells } from "./coupon-cells.tsx";
import { type AdminCouponTerms, CouponTermsFields } from "./coupon-fields.tsx";
import { GenerateDialog } from "./generate-dialog.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.coupons.caption" },
  filters: { id: "admin.coupons.filters" },
  searchPlaceholder: { id: "admin.coupons.searchPlaceholder" },
  code: { id: "admin.coupons.code" },
  discount: { id: "admin.coupons.discount" },
  usage: { id: "admin.coupons.usage" },
  period: { id: "admin.coupons.period" },
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

export interface AdminCouponRow extends CouponTermsRow {
  id: string;
  code: string;
  perCustomerLimit: number | null;
  /** Only signed-in customers may use it. */
  membersOnly: boolean;
  /** Minor units. */
  minCartAmount: number | null;
  maxCartAmount: number | null;
  isActive: boolean;
  note: string | null;
}

/** The list's state, as the app reads it from the URL. */
export interface AdminCouponQuery {
  q: string;
  /** From 1. */
  page: number;
}

export type AdminCouponListScreenProps = AdminListPageProps<AdminCouponQuery> & {
  coupons: readonly AdminCouponRow[];
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
  onSave,
  onGenerate,
  onDelete,
  errors = {},
  deleteError,
  saving = false,
  initialDialog,
  initialCodes,
  ...props
}: AdminCouponListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const texts = useAdminListTexts(messages);
  const cells = useCouponCells();
  const [editing, setEditing] = useState<{ coupon: AdminCouponRow | null } | null>(() => {
    if (initialDialog === "add") return { coupon: null };
    const coupon = coupons.find((row) => row.id === initialDialog);
    return coupon ? { coupon } : null;
  });
  const [generating, setGenerating] = useState(initialDialog === "generate");
  const [deleting, setDeleting] = useState<AdminCouponRow | null>(null);
  const coupon = editing?.coupon ?? null;

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
    { id: "discount", header: t("discount"), nowrap: true, cell: cells.discount },
    { id: "usage", header: t("usage"), nowrap: true, cell: cells.usage },
    { id: "period", header: t("period"), cell: cells.period },
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
    adminActionsColumn(t("actions"), (row) => (
      <AdminRowActions
        editLabel={t("edit", { code: row.code })}
        deleteLabel={t("delete", { code: row.code })}
        onEdit={() => setEditing({ coupon: row })}
        onDelete={() => setDeleting(row)}
      />
    )),
  ];

  return (
    <AdminListScreen
      data-slot="admin-coupon-list-screen"
      rows={coupons}
      columns={columns}
      {...texts}
      searchPlaceholder={t("searchPlaceholder")}
      searchDir="ltr"
      toolbar={
        <>
          <Button size="sm" variant="outline" onClick={() => setGenerating(true)}>
            <Sparkles aria-hidden="true" />
            {t("generate")}
          </Button>
          <Button size="sm" onClick={() => setEditing({ coupon: null })}>
            <Plus aria-hidden="true" />
            {t("add")}
          </Button>
        </>
      }
      {...props}
    >
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
      <AdminDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={onDelete}
        title={t("deleteTitle")}
        description={(row) => t("deleteDescription", { code: row.code })}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
      />
    </AdminListScreen>
  );
}
