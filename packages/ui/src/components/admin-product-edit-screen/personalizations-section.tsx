import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { type AdminRowValues, RowActions, RowDialog } from "./row-dialog.tsx";

const messages = defineUiMessages({
  personalizationsTable: { id: "admin.productEdit.personalizationsTable" },
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

type Editing<Row> = { row: Row | null } | null;

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
