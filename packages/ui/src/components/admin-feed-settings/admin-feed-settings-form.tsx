import { ExternalLink } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { AdminForm, FormActions, FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";
import { Switch } from "../switch/switch.tsx";

const messages = defineUiMessages({
  title: { id: "admin.feed.title" },
  hint: { id: "admin.feed.hint" },
  enabled: { id: "admin.feed.enabled" },
  enabledHint: { id: "admin.feed.enabledHint" },
  inStockOnly: { id: "admin.feed.inStockOnly" },
  inStockOnlyHint: { id: "admin.feed.inStockOnlyHint" },
  currency: { id: "admin.feed.currency" },
  currencyHint: { id: "admin.feed.currencyHint" },
  asked: { id: "admin.feed.asked" },
  categories: { id: "admin.feed.categories" },
  categoriesHint: { id: "admin.feed.categoriesHint" },
  address: { id: "admin.feed.address" },
  addressHint: { id: "admin.feed.addressHint" },
  open: { id: "admin.feed.open" },
});

export interface AdminFeedSettingsValues {
  enabled: boolean;
  inStockOnly: boolean;
  /** Empty: every category. */
  categoryIds: number[];
  /** Null: the currency the address asks for. */
  currencyId: number | null;
}

export interface AdminFeedCategory {
  id: number;
  name: string;
  /** 0 for a top category. */
  depth: number;
}

export interface AdminFeedSettingsFormProps {
  values: AdminFeedSettingsValues;
  categories: readonly AdminFeedCategory[];
  currencies: readonly { id: number; code: string }[];
  /** The feed's public address (/xml), and one per language. */
  feedUrls: readonly { language: string; url: string }[];
  errors?: Partial<Record<"category_ids" | "currency_id", ReactNode>>;
  saving?: boolean;
  onSave?: (values: AdminFeedSettingsValues) => unknown;
}

/** The product feed for shopping engines (/xml): on or off, what it lists and in which currency. */
export function AdminFeedSettingsForm({
  values,
  categories,
  currencies,
  feedUrls,
  errors = {},
  saving = false,
  onSave,
}: AdminFeedSettingsFormProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const id = useId();
  const [state, setState] = useState<AdminFeedSettingsValues>(values);
  const dirty = JSON.stringify(state) !== JSON.stringify(values);
  const summary = [
    ...(errors.category_ids ? [{ fieldId: `${id}-categories`, message: errors.category_ids }] : []),
    ...(errors.currency_id ? [{ fieldId: `${id}-currency`, message: errors.currency_id }] : []),
  ];
  const toggle = (categoryId: number, on: boolean) =>
    setState((current) => ({
      ...current,
      categoryIds: on
        ? [...current.categoryIds, categoryId]
        : current.categoryIds.filter((chosen) => chosen !== categoryId),
    }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.(state);
  };

  return (
    <AdminForm errors={summary} onSubmit={submit} aria-label={t("title")}>
      <FormSection title={t("title")} description={t("hint")} columns={1}>
        <Switch
          checked={state.enabled}
          onCheckedChange={(enabled) => setState((current) => ({ ...current, enabled }))}
          label={t("enabled")}
          description={t("enabledHint")}
        />
        <Switch
          checked={state.inStockOnly}
          onCheckedChange={(inStockOnly) => setState((current) => ({ ...current, inStockOnly }))}
          label={t("inStockOnly")}
          description={t("inStockOnlyHint")}
        />
        <FormGridItem className="max-w-sm">
          <FormField label={t("currency")} hint={t("currencyHint")} error={errors.currency_id}>
            <Select
              id={`${id}-currency`}
              value={state.currencyId === null ? "" : String(state.currencyId)}
              onChange={(event) =>
                setState((current) => ({
                  ...current,
                  currencyId: event.target.value === "" ? null : Number(event.target.value),
                }))
              }
              options={[
                { value: "", label: t("asked") },
                ...currencies.map((currency) => ({
                  value: String(currency.id),
                  label: currency.code,
                })),
              ]}
            />
          </FormField>
        </FormGridItem>
        <fieldset
          id={`${id}-categories`}
          aria-invalid={errors.category_ids ? true : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="font-medium text-body text-fg-strong">{t("categories")}</legend>
          <p className="text-body-sm text-fg-muted">{t("categoriesHint")}</p>
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-md border border-border-subtle p-3">
            {categories.map((category) => (
              <li key={category.id} style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                <label className="flex items-center gap-2 text-body">
                  <input
                    type="checkbox"
                    checked={state.categoryIds.includes(category.id)}
                    onChange={(event) => toggle(category.id, event.target.checked)}
                    className="size-4 shrink-0 accent-brand"
                  />
                  <bdi>{category.name}</bdi>
                </label>
              </li>
            ))}
          </ul>
          {errors.category_ids && (
            <p role="alert" className="text-body-sm text-danger-fg">
              {errors.category_ids}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-2" data-slot="admin-feed-address">
          <p className="font-medium text-body text-fg-strong">{t("address")}</p>
          <p className="text-body-sm text-fg-muted">{t("addressHint")}</p>
          {feedUrls.map((feed) => (
            <div key={feed.language} className="flex items-center gap-2">
              <Input
                readOnly
                dir="ltr"
                size="sm"
                value={feed.url}
                aria-label={`${t("address")} (${feed.language})`}
                onFocus={(event) => event.currentTarget.select()}
              />
              <a
                href={feed.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex shrink-0 items-center gap-1 text-body-sm text-brand-fg underline"
              >
                {t("open")} ({feed.language})
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </div>
          ))}
        </div>
      </FormSection>
      <FormActions pending={saving} dirty={dirty} sticky={false} />
    </AdminForm>
  );
}
