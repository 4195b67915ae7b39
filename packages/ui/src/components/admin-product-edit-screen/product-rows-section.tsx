import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select, type SelectOption } from "../select/select.tsx";
import { type AdminRowValues, RowDialog } from "./row-dialog.tsx";

const messages = defineUiMessages({
  subProducts: { id: "admin.productEdit.subProducts" },
  subProductsHint: { id: "admin.productEdit.subProductsHint" },
  subProductsTable: { id: "admin.productEdit.subProductsTable" },
  personalizationsTable: { id: "admin.productEdit.personalizationsTable" },
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
  personalizations: { id: "admin.productEdit.personalizations" },
  personalizationsHint: { id: "admin.productEdit.personalizationsHint" },
  personalizationsEmpty: { id: "admin.productEdit.personalizationsEmpty" },
  addPersonalization: { id: "admin.productEdit.addPersonalization" },
  editPersonalization: { id: "admin.productEdit.editPersonalization" },
  deletePersonalization: { id: "admin.productEdit.deletePersonalization" },
  deletePersonalizationTitle: { id: "admin.productEdit.deletePersonalizationTitle" },
  label: { id: "admin.productEdit.label" },
  price: { id: "admin.productEdit.personalizationPrice" },
  maxLength: { id: "admin.productEdit.maxLength" },
  required: { id: "admin.productEdit.required" },
  optional: { id: "admin.productEdit.optional" },
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

export interface SubProductsSectionProps {
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

type Editing<Row> = { row: Row | null } | null;

function RowActions({
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${editLabel}: ${name}`}
        disabled={!onEdit}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${deleteLabel}: ${name}`}
        disabled={!onDelete}
        className="text-danger-fg hover:bg-danger-subtle"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}

export function SubProductsSection({
  subProducts = [],
  attributes = [],
  onSubProductSave,
  onSubProductDelete,
  subProductErrors = {},
  saving = false,
}: SubProductsSectionProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [editing, setEditing] = useState<Editing<AdminSubProductRow>>(null);
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

export interface AdminPersonalizationRow {
  id: string;
  /** The field's label per language. */
  labels: { tr: string; en: string; ar: string };
  /** Minor units, per item. */
  price: number;
  currency: PriceCurrency;
  max_length: number;
  is_required: boolean;
}

export interface PersonalizationsSectionProps {
  personalizations?: readonly AdminPersonalizationRow[];
  /**
   * The dialog's form was sent (fields `label.tr`, `label.en`, `label.ar`, `price`, `max_length`,
   * `is_required` "true" when ticked); `row` is null for a new one.
   */
  onPersonalizationSave?: (values: AdminRowValues, row: AdminPersonalizationRow | null) => unknown;
  onPersonalizationDelete?: (row: AdminPersonalizationRow) => unknown;
  personalizationErrors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
}

const labelLanguages = [
  ["tr", "Türkçe"],
  ["en", "English"],
  ["ar", "العربية"],
] as const;

export function PersonalizationsSection({
  personalizations = [],
  onPersonalizationSave,
  onPersonalizationDelete,
  personalizationErrors = {},
  saving = false,
}: PersonalizationsSectionProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [editing, setEditing] = useState<Editing<AdminPersonalizationRow>>(null);
  const [deleting, setDeleting] = useState<AdminPersonalizationRow | null>(null);
  const row = editing?.row ?? null;
  const errors = personalizationErrors;

  const columns: DataTableColumn<AdminPersonalizationRow>[] = [
    ...labelLanguages.map(([code, language]) => ({
      id: `label-${code}`,
      header: `${t("label")} (${language})`,
      cell: (item: AdminPersonalizationRow) => (
        <span lang={code} dir={code === "ar" ? "rtl" : "ltr"}>
          {item.labels[code] || "—"}
        </span>
      ),
    })),
    {
      id: "price",
      header: t("price"),
      align: "end",
      nowrap: true,
      cell: (item) => <Price amount={item.price} currency={item.currency} size="sm" />,
    },
    {
      id: "max_length",
      header: t("maxLength"),
      align: "end",
      cell: (item) => intl.formatNumber(item.max_length),
    },
    {
      id: "required",
      header: t("required"),
      cell: (item) => (
        <Badge size="sm" variant={item.is_required ? "brand" : "neutral"}>
          {t(item.is_required ? "required" : "optional")}
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
          name={item.labels.tr}
          editLabel={t("editPersonalization")}
          deleteLabel={t("deletePersonalization")}
          onEdit={onPersonalizationSave ? () => setEditing({ row: item }) : undefined}
          onDelete={onPersonalizationDelete ? () => setDeleting(item) : undefined}
        />
      ),
    },
  ];

  return (
    <FormSection
      title={t("personalizations")}
      description={t("personalizationsHint")}
      columns={1}
      actions={
        onPersonalizationSave ? (
          <Button variant="outline" size="sm" onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" />
            {t("addPersonalization")}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        caption={t("personalizationsTable")}
        columns={columns}
        rows={[...personalizations]}
        getRowId={(item) => item.id}
        emptyMessage={t("personalizationsEmpty")}
        className="shadow-none"
      />
      {onPersonalizationSave && (
        <RowDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={t(row ? "editPersonalization" : "addPersonalization")}
          saving={saving}
          onSave={(values) => onPersonalizationSave(values, row)}
        >
          {labelLanguages.map(([code, language]) => (
            <FormField
              key={code}
              label={`${t("label")} (${language})`}
              required={code === "tr"}
              optional={code !== "tr"}
              error={errors[`label.${code}`]}
              className="sm:col-span-2"
            >
              <Input
                name={`label.${code}`}
                lang={code}
                dir={code === "ar" ? "rtl" : "ltr"}
                defaultValue={row?.labels[code] ?? ""}
              />
            </FormField>
          ))}
          <FormField label={t("price")} required error={errors.price}>
            <Input
              name="price"
              inputMode="decimal"
              dir="ltr"
              placeholder="0,00"
              defaultValue={formatPriceInput(row?.price ?? 0)}
            />
          </FormField>
          <FormField label={t("maxLength")} required error={errors.max_length}>
            <Input
              name="max_length"
              inputMode="numeric"
              dir="ltr"
              defaultValue={String(row?.max_length ?? 40)}
            />
          </FormField>
          <label className="flex items-center gap-2 text-body sm:col-span-2">
            <input
              type="checkbox"
              name="is_required"
              value="true"
              defaultChecked={row?.is_required ?? false}
              className="size-4 shrink-0 accent-brand"
            />
            {t("required")}
          </label>
        </RowDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deletePersonalizationTitle")}
        description={deleting?.labels.tr}
        confirmLabel={t("delete")}
        onConfirm={() => (deleting ? onPersonalizationDelete?.(deleting) : undefined)}
      >
        <p className="text-body-sm text-fg-muted">{t("deleteDescription")}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
