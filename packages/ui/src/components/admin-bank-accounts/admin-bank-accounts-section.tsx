import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import {
  type AdminRowValues,
  RowActions,
  RowDialog,
} from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn, narrowOnly } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  title: { id: "admin.bankAccounts.title" },
  hint: { id: "admin.bankAccounts.hint" },
  table: { id: "admin.bankAccounts.table" },
  empty: { id: "admin.bankAccounts.empty" },
  add: { id: "admin.bankAccounts.add" },
  edit: { id: "admin.bankAccounts.edit" },
  remove: { id: "admin.bankAccounts.delete" },
  removeTitle: { id: "admin.bankAccounts.deleteTitle" },
  removeDescription: { id: "admin.bankAccounts.deleteDescription" },
  bankName: { id: "admin.bankAccounts.bankName" },
  branchName: { id: "admin.bankAccounts.branchName" },
  branchCode: { id: "admin.bankAccounts.branchCode" },
  accountHolder: { id: "admin.bankAccounts.accountHolder" },
  accountNumber: { id: "admin.bankAccounts.accountNumber" },
  iban: { id: "admin.bankAccounts.iban" },
  currency: { id: "admin.bankAccounts.currency" },
  sortOrder: { id: "admin.bankAccounts.sortOrder" },
  active: { id: "admin.bankAccounts.active" },
  inactive: { id: "admin.bankAccounts.inactive" },
  actions: { id: "admin.productList.actions" },
  confirm: { id: "admin.taxonomy.deleteConfirm" },
});

export interface AdminBankAccountRow {
  id: string;
  bank_name: string;
  branch_name: string | null;
  branch_code: string | null;
  account_holder: string;
  account_number: string | null;
  /** Without spaces; shown in groups of four. */
  iban: string;
  currency_code: string;
  is_active: boolean;
  sort_order: number;
}

export interface AdminBankAccountsSectionProps {
  accounts?: readonly AdminBankAccountRow[];
  /**
   * The dialog's form was sent (bank_name, branch_name, branch_code, account_holder,
   * account_number, iban, currency_code, sort_order, is_active "true" when ticked); `row` is null
   * for a new account. A returned promise keeps the dialog open until it settles.
   */
  onSave?: (values: AdminRowValues, row: AdminBankAccountRow | null) => unknown;
  onDelete?: (row: AdminBankAccountRow) => unknown;
  /** The API's refusals by dialog field. */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
}

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

/** The bank accounts the checkout shows for wire transfer: a list, a dialog, a confirmation. */
export function AdminBankAccountsSection({
  accounts = [],
  onSave,
  onDelete,
  errors = {},
  saving = false,
}: AdminBankAccountsSectionProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [editing, setEditing] = useState<{ row: AdminBankAccountRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBankAccountRow | null>(null);
  const row = editing?.row ?? null;

  const columns: DataTableColumn<AdminBankAccountRow>[] = [
    {
      id: "bank",
      header: t("bankName"),
      cell: (item) => (
        <span className="flex flex-col items-start">
          <bdi className="font-medium text-fg-strong">{item.bank_name}</bdi>
          {item.branch_name && <bdi className="text-body-sm text-fg-muted">{item.branch_name}</bdi>}
          <bdi className={cn("text-body-sm", narrowOnly)}>{item.account_holder}</bdi>
        </span>
      ),
    },
    // Names are written in the bank's language: each keeps its own direction.
    {
      id: "holder",
      header: t("accountHolder"),
      secondary: true,
      cell: (item) => <bdi>{item.account_holder}</bdi>,
    },
    {
      id: "iban",
      header: t("iban"),
      nowrap: true,
      cell: (item) => (
        <span className="flex flex-col items-start">
          <span dir="ltr" className="font-mono text-body-sm">
            {grouped(item.iban)}
          </span>
          <span className="text-body-sm text-fg-muted">{item.currency_code}</span>
        </span>
      ),
    },
    {
      id: "state",
      header: t("active"),
      hideHeader: true,
      cell: (item) => (
        <Badge size="sm" variant={item.is_active ? "success" : "neutral"}>
          {t(item.is_active ? "active" : "inactive")}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      cell: (item) => (
        <RowActions
          name={item.bank_name}
          editLabel={t("edit")}
          deleteLabel={t("remove")}
          onEdit={onSave ? () => setEditing({ row: item }) : undefined}
          onDelete={onDelete ? () => setDeleting(item) : undefined}
        />
      ),
    },
  ];

  const text = (
    name: keyof AdminBankAccountRow & string,
    label: keyof typeof messages,
    required = false,
    ltr = false,
  ) => (
    <FormField label={t(label)} required={required} optional={!required} error={errors[name]}>
      <Input
        name={name}
        {...(ltr ? { dir: "ltr" } : {})}
        defaultValue={String(row?.[name] ?? "")}
      />
    </FormField>
  );

  return (
    <FormSection
      title={t("title")}
      description={t("hint")}
      columns={1}
      actions={
        onSave ? (
          <Button variant="outline" size="sm" onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" />
            {t("add")}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        caption={t("table")}
        columns={columns}
        rows={[...accounts]}
        getRowId={(item) => item.id}
        emptyMessage={t("empty")}
        className="shadow-none"
      />
      {onSave && (
        <RowDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={t(row ? "edit" : "add")}
          saving={saving}
          onSave={(values) => onSave(values, row)}
        >
          {text("bank_name", "bankName", true)}
          {text("account_holder", "accountHolder", true)}
          {text("branch_name", "branchName")}
          {text("branch_code", "branchCode", false, true)}
          <div className="sm:col-span-2">{text("iban", "iban", true, true)}</div>
          {text("account_number", "accountNumber", false, true)}
          <FormField label={t("currency")} required error={errors.currency_code}>
            <Input
              name="currency_code"
              dir="ltr"
              maxLength={3}
              defaultValue={row?.currency_code ?? "TRY"}
            />
          </FormField>
          <FormField label={t("sortOrder")} optional error={errors.sort_order}>
            <Input
              name="sort_order"
              inputMode="numeric"
              dir="ltr"
              defaultValue={String(row?.sort_order ?? 0)}
            />
          </FormField>
          <label className="flex items-center gap-2 self-end text-body">
            <input
              type="checkbox"
              name="is_active"
              value="true"
              defaultChecked={row?.is_active ?? true}
              className="size-4 shrink-0 accent-brand"
            />
            {t("active")}
          </label>
        </RowDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("removeTitle")}
        description={deleting ? `${deleting.bank_name} · ${grouped(deleting.iban)}` : undefined}
        confirmLabel={t("confirm")}
        onConfirm={() => (deleting ? onDelete?.(deleting) : undefined)}
      >
        <p className="text-body-sm text-fg-muted">{t("removeDescription")}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
