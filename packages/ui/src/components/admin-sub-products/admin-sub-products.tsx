import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { AdminRowEditor } from "../admin-row-editor/admin-row-editor.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
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
  deleteDescription: { id: "admin.productEdit.deleteRowDescription" },
  delete: { id: "admin.taxonomy.deleteConfirm" },
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
  ];

  const errors = subProductErrors;

  return (
    <AdminRowEditor
      title={t("subProducts")}
      description={t("subProductsHint")}
      caption={t("subProductsTable")}
      columns={columns}
      rows={subProducts}
      getRowId={(item) => item.id}
      emptyMessage={t("subProductsEmpty")}
      addLabel={t("addSubProduct")}
      canAdd={attributes.length > 0}
      editLabel={(item) => `${t("editSubProduct")}: ${rowName(item)}`}
      deleteLabel={(item) => `${t("deleteSubProduct")}: ${rowName(item)}`}
      dialogTitle={(row) => t(row ? "editSubProduct" : "addSubProduct")}
      onSave={onSubProductSave}
      saving={saving}
      fields={(row) => (
        <>
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
        </>
      )}
      onDelete={onSubProductDelete}
      deleteTitle={t("deleteSubProductTitle")}
      deleteDescription={(item) => `${rowName(item)} · ${item.code}`}
      deleteNote={t("deleteDescription")}
      deleteConfirmLabel={t("delete")}
    />
  );
}
