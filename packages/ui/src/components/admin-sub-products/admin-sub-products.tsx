import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import {
  type AdminRowValues,
  RowActions,
  RowDialog,
} from "../admin-product-edit-screen/row-dialog.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  subProducts: { id: "admin.productEdit.subProducts" },
  subProductsHint: { id: "admin.productEdit.subProductsHint" },
  subProductsTable: { id: "admin.productEdit.subProductsTable" },
  subProductsEmpty: { id: "admin.productEdit.subProductsEmpty" },
  addSubProduct: { id: "admin.productEdit.addSubProduct" },
  editSubProduct: { id: "admin.productEdit.editSubProduct" },
  deleteSubProduct: { id: "admin.productEdit.deleteSubProduct" },
  deleteSubProductTitle: { id: "admin.productEdit.deleteSubProductTitle" },
  code: { id: "admin.productEdit.code" },
  barcode: { id: "admin.productEdit.barcode" },
  stock: { id: "admin.productEdit.stock" },
  ownPrice: { id: "admin.productEdit.ownPrice" },
  ownPriceHint: { id: "admin.productEdit.ownPriceHint" },
  productPrice: { id: "admin.productEdit.productPrice" },
  choose: { id: "admin.productEdit.choose" },
  actions: { id: "admin.productList.actions" },
  deleteDescription: { id: "admin.productEdit.deleteRowDescription" },
  delete: { id: "admin.productList.deleteConfirm" },
});

/** One of the (at most two) attributes the sub-products vary by, with its values. */
export interface AdminSubProductAttribute {
  name: string;
  values: readonly SelectOption[];
}

export interface AdminSubProductRow {
  id: string;
  /** Value ids of the attributes, in their order. */
  option1_value_id: string;
  option2_value_id: string | null;
  code: string;
  barcode: string;
  stock: number;
  /** Minor units; null: the product's price. */
  selling_price: number | null;
  currency: PriceCurrency;
}

export interface AdminSubProductsProps {
  subProducts?: readonly AdminSubProductRow[];
  attributes?: readonly AdminSubProductAttribute[];
  /**
   * The dialog's form was sent (fields `option1_value_id`, `option2_value_id`, `code`, `barcode`,
   * `stock`, `selling_price` as typed); `row` is null for a new one. A returned promise keeps the
   * dialog busy and closes it when it resolves.
   */
  onSubProductSave?: (values: AdminRowValues, row: AdminSubProductRow | null) => unknown;
  /** Called once the admin confirms. */
  onSubProductDelete?: (row: AdminSubProductRow) => unknown;
  /** Refusals beside the dialog's fields, keyed by field name. */
  subProductErrors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
}

/**
 * A product's sub-products: a table of their values, code, barcode, stock and own price, each
 * added or changed in a dialog and deleted after a confirmation.
 */
export function AdminSubProducts({
  subProducts = [],
  attributes = [],
  onSubProductSave,
  onSubProductDelete,
  subProductErrors = {},
  saving = false,
}: AdminSubProductsProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [editing, setEditing] = useState<{ row: AdminSubProductRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminSubProductRow | null>(null);
  const valueName = (index: 0 | 1, valueId: string | null) =>
    attributes[index]?.values.find((value) => value.value === valueId)?.label ?? "—";
  const rowName = (row: AdminSubProductRow) =>
    [valueName(0, row.option1_value_id), row.option2_value_id && valueName(1, row.option2_value_id)]
      .filter(Boolean)
      .join(" / ");

  const columns: DataTableColumn<AdminSubProductRow>[] = [
    ...attributes.slice(0, 2).map((attribute, index) => ({
      id: `option${index + 1}`,
      header: attribute.name,
      cell: (row: AdminSubProductRow) =>
        valueName(index as 0 | 1, index === 0 ? row.option1_value_id : row.option2_value_id),
    })),
    {
      id: "code",
      header: t("code"),
      nowrap: true,
      cell: (row) => (
        <span dir="ltr" className="font-mono">
          {row.code}
        </span>
      ),
    },
    {
      id: "barcode",
      header: t("barcode"),
      nowrap: true,
      cell: (row) => <span dir="ltr">{row.barcode || "—"}</span>,
    },
    {
      id: "stock",
      header: t("stock"),
      align: "end",
      cell: (row) => intl.formatNumber(row.stock),
    },
    {
      id: "price",
      header: t("ownPrice"),
      align: "end",
      nowrap: true,
      cell: (row) =>
        row.selling_price === null ? (
          <span className="text-fg-muted">{t("productPrice")}</span>
        ) : (
          <Price amount={row.selling_price} currency={row.currency} size="sm" />
        ),
    },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      cell: (row) => (
        <RowActions
          name={rowName(row)}
          editLabel={t("editSubProduct")}
          deleteLabel={t("deleteSubProduct")}
          onEdit={onSubProductSave ? () => setEditing({ row }) : undefined}
          onDelete={onSubProductDelete ? () => setDeleting(row) : undefined}
        />
      ),
    },
  ];

  const row = editing?.row ?? null;
  const errors = subProductErrors;

  return (
    <FormSection
      title={t("subProducts")}
      description={t("subProductsHint")}
      columns={1}
      actions={
        onSubProductSave && attributes.length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" />
            {t("addSubProduct")}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        caption={t("subProductsTable")}
        columns={columns}
        rows={[...subProducts]}
        getRowId={(item) => item.id}
        emptyMessage={t("subProductsEmpty")}
        className="shadow-none"
      />
      {onSubProductSave && (
        <RowDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={t(row ? "editSubProduct" : "addSubProduct")}
          saving={saving}
          onSave={(values) => onSubProductSave(values, row)}
        >
          {attributes.slice(0, 2).map((attribute, index) => {
            const name = index === 0 ? "option1_value_id" : "option2_value_id";
            return (
              <FormField key={name} label={attribute.name} required error={errors[name]}>
                <Select
                  name={name}
                  defaultValue={(row?.[name] ?? "") || ""}
                  options={[{ value: "", label: t("choose"), disabled: true }, ...attribute.values]}
                />
              </FormField>
            );
          })}
          <FormField label={t("code")} required error={errors.code}>
            <Input name="code" dir="ltr" autoComplete="off" defaultValue={row?.code ?? ""} />
          </FormField>
          <FormField label={t("barcode")} optional error={errors.barcode}>
            <Input name="barcode" dir="ltr" autoComplete="off" defaultValue={row?.barcode ?? ""} />
          </FormField>
          <FormField label={t("stock")} required error={errors.stock}>
            <Input
              name="stock"
              inputMode="numeric"
              dir="ltr"
              defaultValue={row ? String(row.stock) : "0"}
            />
          </FormField>
          <FormField
            label={t("ownPrice")}
            optional
            hint={t("ownPriceHint")}
            error={errors.selling_price}
          >
            <Input
              name="selling_price"
              inputMode="decimal"
              dir="ltr"
              placeholder="0,00"
              defaultValue={formatPriceInput(row?.selling_price ?? null)}
            />
          </FormField>
        </RowDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteSubProductTitle")}
        description={deleting ? `${rowName(deleting)} · ${deleting.code}` : undefined}
        confirmLabel={t("delete")}
        onConfirm={() => (deleting ? onSubProductDelete?.(deleting) : undefined)}
      >
        <p className="text-body-sm text-fg-muted">{t("deleteDescription")}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
