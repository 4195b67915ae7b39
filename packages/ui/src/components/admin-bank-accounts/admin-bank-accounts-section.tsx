import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { AdminRowEditor } from "../admin-row-editor/admin-row-editor.tsx";
import { RowCheckbox } from "../admin-row-editor/row-checkbox.tsx";
import { Badge } from "../badge/badge.tsx";
import { type DataTableColumn, narrowOnly } from "../data-table/data-table.tsx";
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
  ];

  const text = (
    row: AdminBankAccountRow | null,
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
    <AdminRowEditor
      title={t("title")}
      description={t("hint")}
      caption={t("table")}
      columns={columns}
      rows={accounts}
      getRowId={(item) => item.id}
      emptyMessage={t("empty")}
      addLabel={t("add")}
      editLabel={(item) => `${t("edit")}: ${item.bank_name}`}
      deleteLabel={(item) => `${t("remove")}: ${item.bank_name}`}
      dialogTitle={(row) => t(row ? "edit" : "add")}
      onSave={onSave}
      saving={saving}
      fields={(row) => (
        <>
          {text(row, "bank_name", "bankName", true)}
          {text(row, "account_holder", "accountHolder", true)}
          {text(row, "branch_name", "branchName")}
          {text(row, "branch_code", "branchCode", false, true)}
          <div className="sm:col-span-2">{text(row, "iban", "iban", true, true)}</div>
          {text(row, "account_number", "accountNumber", false, true)}
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
          <RowCheckbox
            name="is_active"
            label={t("active")}
            defaultChecked={row?.is_active ?? true}
            className="self-end"
          />
        </>
      )}
      onDelete={onDelete}
      deleteTitle={t("removeTitle")}
      deleteDescription={(item) => `${item.bank_name} · ${grouped(item.iban)}`}
      deleteNote={t("removeDescription")}
      deleteConfirmLabel={t("confirm")}
    />
  );
}
