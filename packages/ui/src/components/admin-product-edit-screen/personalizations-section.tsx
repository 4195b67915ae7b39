import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { AdminRowEditor } from "../admin-row-editor/admin-row-editor.tsx";
import { RowCheckbox } from "../admin-row-editor/row-checkbox.tsx";
import { Badge } from "../badge/badge.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import type { AdminRowValues } from "./row-dialog.tsx";

const messages = defineUiMessages({
  personalizationsTable: { id: "admin.productEdit.personalizationsTable" },
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
  delete: { id: "admin.taxonomy.deleteConfirm" },
});

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
  ];

  return (
    <AdminRowEditor
      title={t("personalizations")}
      description={t("personalizationsHint")}
      caption={t("personalizationsTable")}
      columns={columns}
      rows={personalizations}
      getRowId={(item) => item.id}
      emptyMessage={t("personalizationsEmpty")}
      addLabel={t("addPersonalization")}
      editLabel={(item) => `${t("editPersonalization")}: ${item.labels.tr}`}
      deleteLabel={(item) => `${t("deletePersonalization")}: ${item.labels.tr}`}
      dialogTitle={(row) => t(row ? "editPersonalization" : "addPersonalization")}
      onSave={onPersonalizationSave}
      saving={saving}
      fields={(row) => (
        <>
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
          <RowCheckbox
            name="is_required"
            label={t("required")}
            defaultChecked={row?.is_required ?? false}
            className="sm:col-span-2"
          />
        </>
      )}
      onDelete={onPersonalizationDelete}
      deleteTitle={t("deletePersonalizationTitle")}
      deleteDescription={(item) => item.labels.tr}
      deleteNote={t("deleteDescription")}
      deleteConfirmLabel={t("delete")}
    />
  );
}
