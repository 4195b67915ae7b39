import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { AdminRowEditor } from "../admin-row-editor/admin-row-editor.tsx";
import { RowCheckbox } from "../admin-row-editor/row-checkbox.tsx";
import { Badge } from "../badge/badge.tsx";
import { type DataTableColumn, narrowOnly } from "../data-table/data-table.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "admin.cargo.title" },
  hint: { id: "admin.cargo.hint" },
  table: { id: "admin.cargo.table" },
  empty: { id: "admin.cargo.empty" },
  add: { id: "admin.cargo.add" },
  edit: { id: "admin.cargo.edit" },
  remove: { id: "admin.cargo.delete" },
  removeTitle: { id: "admin.cargo.deleteTitle" },
  removeDescription: { id: "admin.cargo.deleteDescription" },
  name: { id: "admin.cargo.name" },
  code: { id: "admin.cargo.code" },
  tracking: { id: "admin.cargo.tracking" },
  trackingHint: { id: "admin.cargo.trackingHint" },
  basePrice: { id: "admin.cargo.basePrice" },
  baseDesi: { id: "admin.cargo.baseDesi" },
  extraDesiPrice: { id: "admin.cargo.extraDesiPrice" },
  freeThreshold: { id: "admin.cargo.freeThreshold" },
  freeThresholdHint: { id: "admin.cargo.freeThresholdHint" },
  never: { id: "admin.cargo.never" },
  daysMin: { id: "admin.cargo.daysMin" },
  daysMax: { id: "admin.cargo.daysMax" },
  days: { id: "admin.cargo.days" },
  isDefault: { id: "admin.cargo.default" },
  active: { id: "admin.bankAccounts.active" },
  inactive: { id: "admin.bankAccounts.inactive" },
  sortOrder: { id: "admin.bankAccounts.sortOrder" },
  confirm: { id: "admin.taxonomy.deleteConfirm" },
});

export interface AdminCargoCompanyRow {
  id: string;
  code: string;
  name: string;
  tracking_url_template: string;
  /** Minor units of `currency`. */
  base_price: number;
  base_desi: number;
  extra_desi_price: number;
  /** A cart of at least this much ships free; null: never free. */
  free_shipping_threshold: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
  is_default: boolean;
  is_active: boolean;
  sort_order: number;
  currency: PriceCurrency;
}

export interface AdminCargoCompaniesScreenProps {
  companies?: readonly AdminCargoCompanyRow[];
  /**
   * The dialog's form was sent (the row's fields as typed, prices in major units as "49,90",
   * is_default and is_active "true" when ticked); `row` is null for a new company. A returned
   * promise keeps the dialog open until it settles.
   */
  onSave?: (values: AdminRowValues, row: AdminCargoCompanyRow | null) => unknown;
  onDelete?: (row: AdminCargoCompanyRow) => unknown;
  /** The API's refusals by dialog field. */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
}

/** The shop's cargo companies with their prices and free-cargo threshold. */
export function AdminCargoCompaniesScreen({
  companies = [],
  onSave,
  onDelete,
  errors = {},
  saving = false,
}: AdminCargoCompaniesScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);

  const columns: DataTableColumn<AdminCargoCompanyRow>[] = [
    {
      id: "name",
      header: t("name"),
      cell: (item) => (
        <span className="flex flex-col items-start">
          <bdi className="font-medium text-fg-strong">{item.name}</bdi>
          <bdi className="text-body-sm text-fg-muted">{item.code}</bdi>
          <span className={cn("flex flex-col text-body-sm text-fg-muted", narrowOnly)}>
            <span className="flex flex-wrap gap-x-1">
              {t("extraDesiPrice")}:
              <Price amount={item.extra_desi_price} currency={item.currency} size="sm" />
            </span>
            <span className="flex flex-wrap gap-x-1">
              {t("freeThreshold")}:
              {item.free_shipping_threshold === null ? (
                <span>{t("never")}</span>
              ) : (
                <Price amount={item.free_shipping_threshold} currency={item.currency} size="sm" />
              )}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: "price",
      header: t("basePrice"),
      align: "end",
      nowrap: true,
      cell: (item) => <Price amount={item.base_price} currency={item.currency} size="sm" />,
    },
    {
      id: "extra",
      header: t("extraDesiPrice"),
      secondary: true,
      align: "end",
      nowrap: true,
      cell: (item) => <Price amount={item.extra_desi_price} currency={item.currency} size="sm" />,
    },
    {
      id: "free",
      header: t("freeThreshold"),
      secondary: true,
      align: "end",
      nowrap: true,
      cell: (item) =>
        item.free_shipping_threshold === null ? (
          <span className="text-fg-muted">{t("never")}</span>
        ) : (
          <Price amount={item.free_shipping_threshold} currency={item.currency} size="sm" />
        ),
    },
    {
      id: "days",
      header: t("days"),
      nowrap: true,
      // A range reads from its low end in both directions.
      cell: (item) => (
        <span dir="ltr">
          {intl.formatNumber(item.delivery_days_min)}–{intl.formatNumber(item.delivery_days_max)}
        </span>
      ),
    },
    {
      id: "state",
      header: t("active"),
      hideHeader: true,
      cell: (item) => (
        <span className="flex flex-wrap gap-1">
          <Badge size="sm" variant={item.is_active ? "success" : "neutral"}>
            {t(item.is_active ? "active" : "inactive")}
          </Badge>
          {item.is_default && (
            <Badge size="sm" variant="brand">
              {t("isDefault")}
            </Badge>
          )}
        </span>
      ),
    },
  ];

  const field = (
    name: string,
    label: keyof typeof messages,
    value: string,
    options: {
      required?: boolean;
      ltr?: boolean;
      hint?: keyof typeof messages;
      wide?: boolean;
    } = {},
  ) => (
    <FormField
      label={t(label)}
      required={options.required}
      optional={!options.required}
      error={errors[name]}
      {...(options.hint ? { hint: t(options.hint) } : {})}
      {...(options.wide ? { className: "sm:col-span-2" } : {})}
    >
      <Input name={name} {...(options.ltr ? { dir: "ltr" } : {})} defaultValue={value} />
    </FormField>
  );

  return (
    <AdminRowEditor
      title={t("title")}
      description={t("hint")}
      caption={t("table")}
      columns={columns}
      rows={companies}
      getRowId={(item) => item.id}
      emptyMessage={t("empty")}
      addLabel={t("add")}
      editLabel={(item) => `${t("edit")}: ${item.name}`}
      deleteLabel={(item) => `${t("remove")}: ${item.name}`}
      dialogTitle={(row) => t(row ? "edit" : "add")}
      onSave={onSave}
      saving={saving}
      fields={(row) => (
        <>
          {field("name", "name", row?.name ?? "", { required: true })}
          {field("code", "code", row?.code ?? "", { required: true, ltr: true })}
          {field("tracking_url_template", "tracking", row?.tracking_url_template ?? "", {
            required: true,
            ltr: true,
            hint: "trackingHint",
            wide: true,
          })}
          {field("base_price", "basePrice", formatPriceInput(row?.base_price ?? 0), {
            required: true,
            ltr: true,
          })}
          {field("base_desi", "baseDesi", String(row?.base_desi ?? 5), { ltr: true })}
          {field(
            "extra_desi_price",
            "extraDesiPrice",
            formatPriceInput(row?.extra_desi_price ?? 0),
            {
              ltr: true,
            },
          )}
          {field(
            "free_shipping_threshold",
            "freeThreshold",
            formatPriceInput(row?.free_shipping_threshold ?? null),
            { ltr: true, hint: "freeThresholdHint" },
          )}
          {field("delivery_days_min", "daysMin", String(row?.delivery_days_min ?? 1), {
            ltr: true,
          })}
          {field("delivery_days_max", "daysMax", String(row?.delivery_days_max ?? 3), {
            ltr: true,
          })}
          {field("sort_order", "sortOrder", String(row?.sort_order ?? 0), { ltr: true })}
          <div className="flex flex-col justify-end gap-2">
            <RowCheckbox
              name="is_active"
              label={t("active")}
              defaultChecked={row?.is_active ?? true}
            />
            <RowCheckbox
              name="is_default"
              label={t("isDefault")}
              defaultChecked={row?.is_default}
            />
          </div>
        </>
      )}
      onDelete={onDelete}
      deleteTitle={t("removeTitle")}
      deleteDescription={(item) => item.name}
      deleteNote={t("removeDescription")}
      deleteConfirmLabel={t("confirm")}
    />
  );
}
