import { X } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { adminFieldLayout } from "../admin-form/admin-field-layout.tsx";
import { FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { AdminLanguageTabsList, AdminRefusalSummary } from "../admin-form/admin-form-refusals.tsx";
import { RecordFormActions } from "../admin-form/record-form-actions.tsx";
import {
  type AdminPickedRecord,
  AdminRecordPicker,
} from "../admin-record-picker/admin-record-picker.tsx";
import { Button } from "../button/button.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { Tabs, TabsContent } from "../tabs/tabs.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import {
  ADMIN_CAMPAIGN_TYPES,
  type AdminCampaignType,
  campaignTypeMessages,
} from "./campaign-terms.ts";

const messages = defineUiMessages({
  rule: { id: "admin.campaigns.rule" },
  ruleHint: { id: "admin.campaigns.ruleHint" },
  scope: { id: "admin.campaigns.scope" },
  scopeHint: { id: "admin.campaigns.scopeHint" },
  period: { id: "admin.campaigns.periodAndLimits" },
  texts: { id: "admin.productEdit.texts" },
  usage: { id: "admin.campaigns.usageFigures" },
  usedTimes: { id: "admin.campaigns.usedTimes" },
  usedBy: { id: "admin.campaigns.usedBy" },
  left: { id: "admin.campaigns.left" },
  unlimited: { id: "admin.coupons.unlimited" },
  code: { id: "admin.coupons.code" },
  codeHint: { id: "admin.campaigns.codeHint" },
  type: { id: "admin.campaigns.typeLabel" },
  percent: { id: "admin.campaigns.percent" },
  amount: { id: "admin.campaigns.amount" },
  minCart: { id: "admin.coupons.minCart" },
  maxCart: { id: "admin.coupons.maxCart" },
  products: { id: "admin.campaigns.products" },
  productsHint: { id: "admin.campaigns.productsHint" },
  removeProduct: { id: "admin.campaigns.removeProduct" },
  buy: { id: "admin.campaigns.buyQuantity" },
  pay: { id: "admin.campaigns.payQuantity" },
  gift: { id: "admin.campaigns.giftProduct" },
  productSearch: { id: "admin.campaigns.productSearch" },
  category: { id: "admin.campaigns.category" },
  brand: { id: "admin.campaigns.brand" },
  everything: { id: "admin.campaigns.everything" },
  startsOn: { id: "admin.coupons.startsOn" },
  endsOn: { id: "admin.coupons.endsOn" },
  usageLimit: { id: "admin.coupons.usageLimit" },
  perCustomerLimit: { id: "admin.coupons.perCustomerLimit" },
  sortOrder: { id: "admin.contentEdit.sortOrder" },
  isActive: { id: "admin.productEdit.isActive" },
  name: { id: "admin.campaigns.name" },
  description: { id: "admin.campaigns.description" },
  descriptionHint: { id: "admin.campaigns.descriptionHint" },
  create: { id: "admin.campaigns.create" },
  remove: { id: "admin.campaigns.remove" },
  removeTitle: { id: "admin.campaigns.deleteTitle" },
  removeText: { id: "admin.campaigns.deleteDescription" },
});

export type AdminCampaignLanguage = "tr" | "en" | "ar";
export const ADMIN_CAMPAIGN_LANGUAGES: readonly AdminCampaignLanguage[] = ["tr", "en", "ar"];
/** The form's values as its fields show them (amounts in major units, days as YYYY-MM-DD). */
export interface AdminCampaignValues {
  code: string;
  type: AdminCampaignType;
  discount_percent: string;
  discount_amount: string;
  min_cart: string;
  max_cart: string;
  buy_quantity: string;
  pay_quantity: string;
  category_id: string;
  brand_id: string;
  product: AdminPickedRecord | null;
  /** The products it is limited to; none for every product. */
  products: readonly AdminPickedRecord[];
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  per_customer_limit: string;
  sort_order: string;
  is_active: boolean;
  texts: Record<AdminCampaignLanguage, { name: string; description: string }>;
}

export interface AdminCampaignUsage {
  count: number;
  limit: number | null;
  customers: number;
}

export type AdminCampaignEditScreenProps = Omit<ComponentProps<"div">, "children"> & {
  mode: "create" | "edit";
  values: AdminCampaignValues;
  categories: readonly SelectOption[];
  brands: readonly SelectOption[];
  /** How often it was used (edit mode). */
  usage?: AdminCampaignUsage;
  /** Looks products up for the gift picker. */
  onSearchProducts: (text: string) => Promise<readonly AdminPickedRecord[]>;
  /** Refusals beside the fields, keyed by form name (`tr.name` for a text). */
  errors?: Partial<Record<string, ReactNode>>;
  /** A refusal that belongs to no field. */
  error?: ReactNode;
  saving?: boolean;
  deleting?: boolean;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  onCancel?: () => void;
  /** Asked after the admin confirms; only in "edit" mode. */
  onDelete?: () => unknown;
  /** Product results shown at once (stories). */
  initialProductResults?: readonly AdminPickedRecord[];
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * Creating or changing a campaign: its rule (the fields its type needs), what it applies to, its
 * period and usage limits, its name and conditions per language, and how often it was used.
 */
export function AdminCampaignEditScreen({
  mode,
  values,
  categories,
  brands,
  usage,
  onSearchProducts,
  errors = {},
  error,
  saving = false,
  deleting = false,
  renderForm = defaultRenderForm,
  onCancel,
  onDelete,
  initialProductResults,
  className,
  ...props
}: AdminCampaignEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const [type, setType] = useState<AdminCampaignType>(values.type);
  const [product, setProduct] = useState<AdminPickedRecord | null>(values.product);
  const [listed, setListed] = useState<readonly AdminPickedRecord[]>(values.products);
  const failed = (code: AdminCampaignLanguage) =>
    Boolean(errors[`${code}.name`] || errors[`${code}.description`]);
  const [language, setLanguage] = useState<AdminCampaignLanguage>(
    ADMIN_CAMPAIGN_LANGUAGES.find(failed) ?? "tr",
  );

  const field = adminFieldLayout(errors);
  const text = (name: keyof AdminCampaignValues, mode: "numeric" | "decimal" = "numeric") => (
    <Input name={name} inputMode={mode} dir="ltr" defaultValue={String(values[name] ?? "")} />
  );

  return (
    <div
      data-slot="admin-campaign-edit-screen"
      data-mode={mode}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <AdminRefusalSummary errors={errors} {...(error ? { error } : {})} />
      {usage && (
        <section
          aria-label={t("usage")}
          data-slot="admin-campaign-usage"
          className="grid grid-cols-1 gap-3 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm sm:grid-cols-3"
        >
          <p className="flex flex-col">
            <span className="text-caption text-fg-muted">{t("usedTimes")}</span>
            <span
              dir="ltr"
              className="text-start font-semibold text-fg-strong text-heading-sm tabular-nums"
            >
              {intl.formatNumber(usage.count)} /{" "}
              {usage.limit === null ? t("unlimited") : intl.formatNumber(usage.limit)}
            </span>
          </p>
          <p className="flex flex-col">
            <span className="text-caption text-fg-muted">{t("usedBy")}</span>
            <span className="font-semibold text-fg-strong text-heading-sm tabular-nums">
              {intl.formatNumber(usage.customers)}
            </span>
          </p>
          <p className="flex flex-col">
            <span className="text-caption text-fg-muted">{t("left")}</span>
            <span className="font-semibold text-fg-strong text-heading-sm tabular-nums">
              {usage.limit === null
                ? t("unlimited")
                : intl.formatNumber(Math.max(0, usage.limit - usage.count))}
            </span>
          </p>
        </section>
      )}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-6",
        children: (
          <>
            <FormSection title={t("rule")} description={t("ruleHint")}>
              {field(
                "code",
                t("code"),
                <Input name="code" dir="ltr" autoComplete="off" defaultValue={values.code} />,
                {
                  required: true,
                  hint: t("codeHint"),
                },
              )}
              {field(
                "type",
                t("type"),
                <Select
                  name="type"
                  value={type}
                  onChange={(event) => setType(event.target.value as AdminCampaignType)}
                  options={ADMIN_CAMPAIGN_TYPES.map((value) => ({
                    value,
                    label: intl.formatMessage(campaignTypeMessages[value]),
                  }))}
                />,
                { required: true },
              )}
              {type === "cart_percent" &&
                field("discount_percent", t("percent"), text("discount_percent"), {
                  required: true,
                })}
              {type === "cart_amount" &&
                field("discount_amount", t("amount"), text("discount_amount", "decimal"), {
                  required: true,
                })}
              {type === "buy_x_pay_y" && (
                <>
                  {field("buy_quantity", t("buy"), text("buy_quantity"), { required: true })}
                  {field("pay_quantity", t("pay"), text("pay_quantity"), { required: true })}
                </>
              )}
              {type === "gift_product" &&
                field(
                  "product_id",
                  t("gift"),
                  <AdminRecordPicker
                    name="product_id"
                    value={product}
                    onValueChange={setProduct}
                    onSearch={onSearchProducts}
                    placeholder={t("productSearch")}
                    {...(initialProductResults ? { initialResults: initialProductResults } : {})}
                  />,
                  { required: true, span: "full" },
                )}
              {field("min_cart", t("minCart"), text("min_cart", "decimal"))}
              {field("max_cart", t("maxCart"), text("max_cart", "decimal"))}
            </FormSection>
            <FormSection title={t("scope")} description={t("scopeHint")}>
              {field(
                "category_id",
                t("category"),
                <Select
                  name="category_id"
                  defaultValue={values.category_id}
                  options={[{ value: "", label: t("everything") }, ...categories]}
                />,
              )}
              {field(
                "brand_id",
                t("brand"),
                <Select
                  name="brand_id"
                  defaultValue={values.brand_id}
                  options={[{ value: "", label: t("everything") }, ...brands]}
                />,
              )}
              {field(
                "product_ids",
                t("products"),
                <AdminRecordPicker
                  name="product_pick"
                  value={null}
                  onValueChange={(picked) =>
                    picked &&
                    setListed((list) =>
                      list.some((item) => item.id === picked.id) ? list : [...list, picked],
                    )
                  }
                  onSearch={onSearchProducts}
                  placeholder={t("productSearch")}
                />,
                { span: "full", hint: t("productsHint") },
              )}
              {listed.length > 0 && (
                <FormGridItem span="full">
                  <ul
                    aria-label={t("products")}
                    data-slot="admin-campaign-products"
                    className="flex flex-col rounded-md border border-border-subtle"
                  >
                    {listed.map((item) => (
                      <li
                        key={item.id}
                        className="flex items-center justify-between gap-2 border-border-subtle border-b px-3 py-2 last:border-b-0"
                      >
                        <input type="hidden" name="product_ids" value={item.id} />
                        <span className="flex min-w-0 flex-col">
                          <span className="truncate text-body text-fg-strong">{item.label}</span>
                          {item.detail && (
                            <span dir="ltr" className="truncate text-caption text-fg-muted">
                              {item.detail}
                            </span>
                          )}
                        </span>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={t("removeProduct", { name: item.label })}
                          onClick={() =>
                            setListed((list) => list.filter((other) => other.id !== item.id))
                          }
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                </FormGridItem>
              )}
            </FormSection>
            <FormSection title={t("period")}>
              {field(
                "starts_on",
                t("startsOn"),
                <Input name="starts_on" type="date" dir="ltr" defaultValue={values.starts_on} />,
              )}
              {field(
                "ends_on",
                t("endsOn"),
                <Input name="ends_on" type="date" dir="ltr" defaultValue={values.ends_on} />,
              )}
              {field("usage_limit", t("usageLimit"), text("usage_limit"))}
              {field("per_customer_limit", t("perCustomerLimit"), text("per_customer_limit"))}
              {field("sort_order", t("sortOrder"), text("sort_order"))}
              <FormGridItem className="flex items-end">
                <label className="flex items-center gap-2 text-body">
                  <input
                    type="checkbox"
                    name="is_active"
                    value="true"
                    defaultChecked={values.is_active}
                    className="size-4 shrink-0 accent-brand"
                  />
                  {t("isActive")}
                </label>
              </FormGridItem>
            </FormSection>
            <FormSection title={t("texts")} columns={1}>
              <Tabs
                value={language}
                onValueChange={(value) => setLanguage(value as AdminCampaignLanguage)}
              >
                <AdminLanguageTabsList languages={ADMIN_CAMPAIGN_LANGUAGES} failed={failed} />
                {ADMIN_CAMPAIGN_LANGUAGES.map((code) => (
                  // mounted while hidden, so that every language is sent with the form
                  <TabsContent
                    key={code}
                    value={code}
                    forceMount
                    className="grid grid-cols-1 gap-5 pt-5 data-[state=inactive]:hidden"
                  >
                    {field(
                      `${code}.name`,
                      t("name"),
                      <Input
                        name={`${code}.name`}
                        lang={code}
                        dir={code === "ar" ? "rtl" : "ltr"}
                        maxLength={120}
                        defaultValue={values.texts[code].name}
                      />,
                      { required: code === "tr", span: "full" },
                    )}
                    {field(
                      `${code}.description`,
                      t("description"),
                      <Textarea
                        name={`${code}.description`}
                        lang={code}
                        dir={code === "ar" ? "rtl" : "ltr"}
                        rows={4}
                        defaultValue={values.texts[code].description}
                      />,
                      { span: "full", hint: t("descriptionHint") },
                    )}
                  </TabsContent>
                ))}
              </Tabs>
            </FormSection>
            <RecordFormActions
              mode={mode}
              saving={saving}
              onCancel={onCancel}
              createLabel={t("create")}
              onDelete={onDelete}
              deleting={deleting}
              removeLabel={t("remove")}
              removeTitle={t("removeTitle")}
              removeText={t("removeText", { name: values.texts.tr.name })}
            />
          </>
        ),
      })}
    </div>
  );
}
