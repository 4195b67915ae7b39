import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn, narrowOnly } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  title: { id: "admin.exchangeRates.title" },
  hint: { id: "admin.exchangeRates.hint" },
  table: { id: "admin.exchangeRates.table" },
  empty: { id: "admin.exchangeRates.empty" },
  currency: { id: "admin.exchangeRates.currency" },
  rate: { id: "admin.exchangeRates.rate" },
  rateHint: { id: "admin.exchangeRates.rateHint" },
  baseHint: { id: "admin.exchangeRates.baseHint" },
  updated: { id: "admin.exchangeRates.updated" },
  edit: { id: "admin.exchangeRates.edit" },
  isDefault: { id: "admin.exchangeRates.default" },
  active: { id: "admin.bankAccounts.active" },
  inactive: { id: "admin.bankAccounts.inactive" },
  sortOrder: { id: "admin.bankAccounts.sortOrder" },
  actions: { id: "admin.productList.actions" },
});

export interface AdminExchangeRateRow {
  id: string;
  /** ISO 4217 (TRY, USD, EUR). */
  code: string;
  symbol: string;
  name: string;
  /** One unit in the default currency, exact decimal text ("41.500000"). */
  exchangeRate: string;
  /** ISO 8601. */
  rateUpdatedAt: string;
  isDefault: boolean;
  isActive: boolean;
  sortOrder: number;
}

export interface AdminExchangeRatesScreenProps {
  currencies?: readonly AdminExchangeRateRow[];
  /**
   * The dialog's form was sent: exchange_rate as typed ("41,5" or "41.5"), is_active "true" when
   * ticked, sort_order. A returned promise keeps the dialog open until it settles.
   */
  onSave?: (values: AdminRowValues, row: AdminExchangeRateRow) => unknown;
  /** The API's refusals by dialog field (exchange_rate, is_active, sort_order). */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
  /** The currency whose dialog is open at first (a story). */
  defaultEditingId?: string;
}

/** "41.500000" as the admin reads and types it: "41,5". */
export function formatRateInput(rate: string): string {
  const [whole = "0", fraction = ""] = rate.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole},${trimmed}` : whole;
}

/** The currencies the shop prices in, each with its rate to the default currency. */
export function AdminExchangeRatesScreen({
  currencies = [],
  onSave,
  errors = {},
  saving = false,
  defaultEditingId,
}: AdminExchangeRatesScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [editingId, setEditingId] = useState<string | null>(defaultEditingId ?? null);
  const row = currencies.find((item) => item.id === editingId) ?? null;
  const base = currencies.find((item) => item.isDefault);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

  const columns: DataTableColumn<AdminExchangeRateRow>[] = [
    {
      id: "currency",
      header: t("currency"),
      cell: (item) => (
        <span className="flex flex-col items-start">
          <bdi className="font-medium text-fg-strong">
            {item.code} {item.symbol}
          </bdi>
          <bdi className="text-body-sm text-fg-muted">{item.name}</bdi>
        </span>
      ),
    },
    {
      id: "rate",
      header: t("rate"),
      align: "end",
      nowrap: true,
      cell: (item) => (
        <span className="flex flex-col items-end">
          <span dir="ltr" data-slot="exchange-rate" className="font-medium tabular-nums">
            {formatRateInput(item.exchangeRate)} {base?.symbol}
          </span>
          <time
            dateTime={item.rateUpdatedAt}
            className={`text-caption text-fg-muted ${narrowOnly}`}
          >
            {date(item.rateUpdatedAt)}
          </time>
        </span>
      ),
    },
    {
      id: "updated",
      header: t("updated"),
      nowrap: true,
      secondary: true,
      cell: (item) => <time dateTime={item.rateUpdatedAt}>{date(item.rateUpdatedAt)}</time>,
    },
    {
      id: "state",
      header: t("active"),
      hideHeader: true,
      cell: (item) => (
        <span className="flex flex-wrap gap-1">
          <Badge size="sm" variant={item.isActive ? "success" : "neutral"}>
            {t(item.isActive ? "active" : "inactive")}
          </Badge>
          {item.isDefault && (
            <Badge size="sm" variant="brand">
              {t("isDefault")}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      cell: (item) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t("edit")}: ${item.code}`}
          disabled={!onSave}
          onClick={() => setEditingId(item.id)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ),
    },
  ];

  return (
    <FormSection title={t("title")} description={t("hint")} columns={1}>
      <DataTable
        caption={t("table")}
        columns={columns}
        rows={[...currencies]}
        getRowId={(item) => item.id}
        emptyMessage={t("empty")}
        className="shadow-none"
      />
      {onSave && row && (
        <RowDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditingId(null);
          }}
          title={`${t("edit")}: ${row.code}`}
          saving={saving}
          onSave={(values) => onSave(values, row)}
        >
          <FormField
            label={t("rate")}
            required
            error={errors.exchange_rate}
            hint={t(row.isDefault ? "baseHint" : "rateHint", { base: base?.code ?? "" })}
          >
            <Input
              name="exchange_rate"
              inputMode="decimal"
              dir="ltr"
              defaultValue={formatRateInput(row.exchangeRate)}
              readOnly={row.isDefault}
            />
          </FormField>
          <FormField label={t("sortOrder")} optional error={errors.sort_order}>
            <Input
              name="sort_order"
              inputMode="numeric"
              dir="ltr"
              defaultValue={String(row.sortOrder)}
            />
          </FormField>
          <div className="flex flex-col justify-end gap-1">
            <label className="flex items-center gap-2 text-body">
              <input
                type="checkbox"
                name="is_active"
                value="true"
                defaultChecked={row.isActive}
                aria-invalid={errors.is_active ? true : undefined}
                className="size-4 shrink-0 accent-brand"
              />
              {t("active")}
            </label>
            {errors.is_active && (
              <p role="alert" className="text-body-sm text-danger-fg">
                {errors.is_active}
              </p>
            )}
          </div>
        </RowDialog>
      )}
    </FormSection>
  );
}
