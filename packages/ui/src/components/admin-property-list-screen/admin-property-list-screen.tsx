import { ListOrdered } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { ADMIN_PRODUCT_LANGUAGES } from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import {
  type AdminNamedListProps,
  NamedListFrame,
} from "../admin-taxonomy-list-screen/named-list-frame.tsx";
import {
  languageNames,
  PerLanguageFields,
} from "../admin-taxonomy-list-screen/per-language-fields.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { type AdminPropertyItem, type AdminPropertyValue, ValuesDialog } from "./values-dialog.tsx";

const messages = defineUiMessages({
  name: { id: "admin.taxonomy.name" },
  values: { id: "admin.properties.values" },
  valueCount: { id: "admin.properties.valueCount" },
  editValues: { id: "admin.properties.editValues" },
  noValues: { id: "admin.properties.noValues" },
});

export type AdminPropertyListScreenProps = AdminNamedListProps<AdminPropertyItem> & {
  /**
   * The property dialog was sent: `name.tr`, `name.en`, `name.ar` as typed; `item` is null for a
   * new one. A returned promise keeps the dialog busy and closes it when it resolves.
   */
  onSave: (values: AdminRowValues, item: AdminPropertyItem | null) => unknown;
  /**
   * The values dialog was sent: every value in order (one missing from it is to be deleted, one
   * without an id is new). A returned promise keeps the dialog busy and closes it when it
   * resolves.
   */
  onSaveValues: (item: AdminPropertyItem, values: AdminPropertyValue[]) => unknown;
  /** Why the values were not saved (a value that variants are made of cannot go). */
  valuesError?: ReactNode;
  /** The values dialog's save is on its way. */
  savingValues?: boolean;
};

/**
 * The properties products vary by and are filtered on (colour, size, material): names per
 * language, added and renamed in a dialog, deleted after a confirmation, and each one's values
 * added, renamed, put in order and removed in a dialog of their own.
 */
export function AdminPropertyListScreen({
  onSaveValues,
  errors = {},
  valuesError,
  savingValues = false,
  ...props
}: AdminPropertyListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [valuesOf, setValuesOf] = useState<AdminPropertyItem | null>(null);

  const columns: DataTableColumn<AdminPropertyItem>[] = [
    ...ADMIN_PRODUCT_LANGUAGES.map((code, index) => ({
      id: `name-${code}`,
      header: `${t("name")} (${languageNames[code]})`,
      cell: (row: AdminPropertyItem) => (
        <span
          lang={code}
          dir={code === "ar" ? "rtl" : "ltr"}
          className={cn(index === 0 && "font-medium text-fg-strong")}
        >
          {row.names[code] || "—"}
        </span>
      ),
    })),
    {
      id: "values",
      header: t("values"),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1">
          {row.values.slice(0, 6).map((value) => (
            <Badge key={value.id} size="sm" variant="neutral">
              {value.names.tr}
            </Badge>
          ))}
          {row.values.length > 6 && (
            <span className="text-caption text-fg-muted">
              {t("valueCount", { count: row.values.length })}
            </span>
          )}
          {row.values.length === 0 && (
            <span className="text-caption text-fg-muted">{t("noValues")}</span>
          )}
        </span>
      ),
    },
  ];

  return (
    <NamedListFrame
      data-slot="admin-property-list-screen"
      columns={columns}
      rowActions={(row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t("editValues", { name: row.names.tr })}
          onClick={() => setValuesOf(row)}
        >
          <ListOrdered aria-hidden="true" />
          {t("values")}
        </Button>
      )}
      fields={(item) => (
        <PerLanguageFields
          field="name"
          label={t("name")}
          values={item?.names}
          errors={errors}
          required
        />
      )}
      {...props}
    >
      {valuesOf && (
        <ValuesDialog
          key={valuesOf.id}
          item={valuesOf}
          saving={savingValues}
          error={valuesError}
          onClose={() => setValuesOf(null)}
          onSave={(values) => onSaveValues(valuesOf, values)}
        />
      )}
    </NamedListFrame>
  );
}
