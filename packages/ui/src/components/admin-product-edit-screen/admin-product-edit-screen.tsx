import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { adminFieldLayout } from "../admin-form/admin-field-layout.tsx";
import { FormActions, FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { AdminLanguageTabsList, AdminRefusalSummary } from "../admin-form/admin-form-refusals.tsx";
import {
  AdminProductImages,
  type AdminProductImagesProps,
} from "../admin-product-images/admin-product-images.tsx";
import {
  AdminSubProducts,
  type AdminSubProductsProps,
} from "../admin-sub-products/admin-sub-products.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { Input, type InputProps } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { Tabs, TabsContent } from "../tabs/tabs.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import {
  PersonalizationsSection,
  type PersonalizationsSectionProps,
} from "./personalizations-section.tsx";

const messages = defineUiMessages({
  general: { id: "admin.productEdit.general" },
  prices: { id: "admin.productEdit.prices" },
  pricesHint: { id: "admin.productEdit.pricesHint" },
  texts: { id: "admin.productEdit.texts" },
  textsHint: { id: "admin.productEdit.textsHint" },
  choose: { id: "admin.productEdit.choose" },
  none: { id: "admin.productEdit.none" },
  category: { id: "admin.productEdit.category" },
  brand: { id: "admin.productEdit.brand" },
  model: { id: "admin.productEdit.model" },
  supplier: { id: "admin.productEdit.supplier" },
  option1: { id: "admin.productEdit.option1" },
  option2: { id: "admin.productEdit.option2" },
  optionHint: { id: "admin.productEdit.optionHint" },
  sku: { id: "admin.productEdit.sku" },
  barcode: { id: "admin.productEdit.barcode" },
  stockUnit: { id: "admin.productEdit.stockUnit" },
  stock: { id: "admin.productEdit.stock" },
  stockHint: { id: "admin.productEdit.stockHint" },
  minOrder: { id: "admin.productEdit.minOrder" },
  maxOrder: { id: "admin.productEdit.maxOrder" },
  maxOrderHint: { id: "admin.productEdit.maxOrderHint" },
  isNew: { id: "admin.productEdit.isNew" },
  freeShipping: { id: "admin.productEdit.freeShipping" },
  isActive: { id: "admin.productEdit.isActive" },
  width: { id: "admin.productEdit.width" },
  height: { id: "admin.productEdit.height" },
  depth: { id: "admin.productEdit.depth" },
  weight: { id: "admin.productEdit.weight" },
  desi: { id: "admin.productEdit.desi" },
  expiryDate: { id: "admin.productEdit.expiryDate" },
  sellingPrice: { id: "admin.productEdit.sellingPrice" },
  listPrice: { id: "admin.productEdit.listPrice" },
  listPriceHint: { id: "admin.productEdit.listPriceHint" },
  cashPrice: { id: "admin.productEdit.cashPrice" },
  cashPriceHint: { id: "admin.productEdit.cashPriceHint" },
  buyingPrice: { id: "admin.productEdit.buyingPrice" },
  vatRate: { id: "admin.productEdit.vatRate" },
  currency: { id: "admin.productEdit.currency" },
  name: { id: "admin.productEdit.name" },
  summary: { id: "admin.productEdit.summary" },
  description: { id: "admin.productEdit.description" },
  descriptionHint: { id: "admin.productEdit.descriptionHint" },
  seoLink: { id: "admin.productEdit.seoLink" },
  seoLinkHint: { id: "admin.productEdit.seoLinkHint" },
  seoTitle: { id: "admin.productEdit.seoTitle" },
  seoDescription: { id: "admin.productEdit.seoDescription" },
  seoKeywords: { id: "admin.productEdit.seoKeywords" },
  seoKeywordsHint: { id: "admin.productEdit.seoKeywordsHint" },
  create: { id: "admin.productEdit.create" },
  saveFirst: { id: "admin.productEdit.saveFirst" },
});

export type AdminProductLanguage = "tr" | "en" | "ar";
export const ADMIN_PRODUCT_LANGUAGES: readonly AdminProductLanguage[] = ["tr", "en", "ar"];
export const ADMIN_PRODUCT_TEXT_FIELDS = [
  "name",
  "summary",
  "description",
  "seo_link",
  "seo_title",
  "seo_description",
  "seo_keywords",
] as const;
export type AdminProductTextField = (typeof ADMIN_PRODUCT_TEXT_FIELDS)[number];
export type AdminProductTexts = Record<AdminProductTextField, string>;

/** A text field's form name: `tr.name`, `ar.seo_link`. */
export function productTextFieldName(language: AdminProductLanguage, field: AdminProductTextField) {
  return `${language}.${field}`;
}

/** What the forms show on first render; money in minor units, null when empty. */
export interface AdminProductValues {
  category_id: string;
  brand_id: string;
  model_id: string;
  supplier_id: string;
  /** The attributes the sub-products vary by (property ids), or "". */
  option1_property_id: string;
  option2_property_id: string;
  sku: string;
  barcode: string;
  stock_unit: string;
  stock: number | null;
  min_order_quantity: number | null;
  max_order_quantity: number | null;
  is_new: boolean;
  free_shipping: boolean;
  is_active: boolean;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  weight_grams: number | null;
  /** As typed ("1,25"). */
  desi: string;
  /** YYYY-MM-DD, or "". */
  expiry_date: string;
  selling_price: number | null;
  list_price: number | null;
  cash_price: number | null;
  buying_price: number | null;
  vat_rate: number;
  currency_id: string;
  texts: Record<AdminProductLanguage, AdminProductTexts>;
}

/**
 * Which form is sent: in "create" mode one form (intent "create") holds general, prices and
 * texts; in "edit" mode each section is its own form with its intent.
 */
export type AdminProductFormIntent = "create" | "general" | "prices" | "texts" | "images";

export const ADMIN_PRODUCT_VAT_RATES = [0, 1, 10, 20] as const;

export type AdminProductEditScreenProps = Omit<ComponentProps<"div">, "children"> & {
  mode: "create" | "edit";
  values: AdminProductValues;
  categories: readonly SelectOption[];
  brands: readonly SelectOption[];
  models: readonly SelectOption[];
  suppliers: readonly SelectOption[];
  /** The attributes sub-products may vary by (value: the property id). */
  properties?: readonly SelectOption[];
  /** value: the API's unit code ("piece"), label: its name in the admin's language. */
  stockUnits: readonly SelectOption[];
  /** value: the currency id ("1"), label: "TRY (₺)". */
  currencies: readonly SelectOption[];
  /**
   * Refusals beside the fields, keyed by form name (the API's `fields[].field`; the texts' as
   * `tr.name`, see productTextFieldName). Sub-product and personalisation dialogs have their own.
   */
  errors?: Partial<Record<string, ReactNode>>;
  /** A refusal that belongs to no field. */
  error?: ReactNode;
  /** The form whose request runs: its save button spins, the others wait. */
  saving?: AdminProductFormIntent | "sub_product" | "personalization" | null;
  /**
   * Renders each `<form>` (method post, a hidden `intent` among the children; the images form is
   * multipart with the files under `images`).
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  /** Leaves the form without saving (back to the list). */
  onCancel?: () => void;
} & Partial<Omit<AdminProductImagesProps, "renderForm" | "saving">> &
  Partial<Omit<AdminSubProductsProps, "saving">> &
  Partial<Omit<PersonalizationsSectionProps, "saving">>;

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const numberText = (value: number | null) => (value === null ? "" : String(value));

/**
 * Creating or changing a product: general data, prices, the texts per language, and (once the
 * product exists) its pictures, sub-products and personalisations. The forms are uncontrolled
 * and post without JavaScript; the values of the props show on first render.
 */
export function AdminProductEditScreen({
  mode,
  values,
  categories,
  brands,
  models,
  suppliers,
  properties = [],
  stockUnits,
  currencies,
  errors = {},
  error,
  saving = null,
  renderForm = defaultRenderForm,
  onCancel,
  images = [],
  onImageMove,
  onImageDelete,
  subProducts = [],
  attributes = [],
  onSubProductSave,
  onSubProductDelete,
  subProductErrors,
  personalizations = [],
  onPersonalizationSave,
  onPersonalizationDelete,
  personalizationErrors,
  className,
  ...props
}: AdminProductEditScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const languageWithError = ADMIN_PRODUCT_LANGUAGES.find((language) =>
    ADMIN_PRODUCT_TEXT_FIELDS.some((field) => errors[productTextFieldName(language, field)]),
  );
  const [language, setLanguage] = useState<AdminProductLanguage>(languageWithError ?? "tr");
  const creating = mode === "create";
  const currencySymbol =
    currencies.find((currency) => currency.value === values.currency_id)?.label ?? "";

  const field = adminFieldLayout(errors);

  const text = (name: keyof AdminProductValues, label: string, input: InputProps = {}) =>
    field(name, label, <Input name={name} defaultValue={String(values[name] ?? "")} {...input} />, {
      required: input.required,
    });

  const whole = (name: keyof AdminProductValues, label: string, required = false, hint?: string) =>
    field(
      name,
      label,
      <Input
        name={name}
        inputMode="numeric"
        dir="ltr"
        defaultValue={numberText(values[name] as number | null)}
      />,
      { required, hint },
    );

  const money = (
    name: "selling_price" | "list_price" | "cash_price" | "buying_price",
    label: string,
    required = false,
    hint?: string,
  ) =>
    field(
      name,
      label,
      <Input
        name={name}
        inputMode="decimal"
        dir="ltr"
        placeholder="0,00"
        defaultValue={formatPriceInput(values[name])}
        endAdornment={currencySymbol.match(/\((.+)\)/)?.[1] ?? currencySymbol}
      />,
      { required, hint },
    );

  const choice = (
    name:
      | "category_id"
      | "brand_id"
      | "model_id"
      | "supplier_id"
      | "option1_property_id"
      | "option2_property_id",
    label: string,
    options: readonly SelectOption[],
    required = false,
    hint?: string,
  ) =>
    field(
      name,
      label,
      <Select
        name={name}
        defaultValue={values[name]}
        options={[
          { value: "", label: required ? t("choose") : t("none"), disabled: required },
          ...options,
        ]}
      />,
      { required, hint },
    );

  const flag = (name: "is_new" | "free_shipping" | "is_active", label: string) => (
    <label className="flex items-center gap-2 text-body">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={values[name]}
        className="size-4 shrink-0 accent-brand"
      />
      {label}
    </label>
  );

  const intent = (value: AdminProductFormIntent) => (
    <input type="hidden" name="intent" value={value} />
  );

  const actions = (value: AdminProductFormIntent) => (
    <FormActions
      sticky={creating}
      pending={saving === value}
      onCancel={onCancel}
      saveLabel={creating ? t("create") : undefined}
      className={creating ? undefined : "rounded-b-lg border-x-0 border-b-0 shadow-none"}
    />
  );

  // In "edit" mode every section posts on its own; in "create" mode one form holds them all.
  const section = (value: AdminProductFormIntent, content: ReactNode) =>
    creating
      ? content
      : renderForm({
          method: "post",
          noValidate: true,
          className: "flex flex-col rounded-lg border border-border-subtle bg-surface shadow-sm",
          children: (
            <>
              {intent(value)}
              {content}
              {actions(value)}
            </>
          ),
        });

  const sectionClass = creating ? undefined : "rounded-b-none border-0 shadow-none";

  const general = (
    <FormSection title={t("general")} className={sectionClass}>
      {choice("category_id", t("category"), categories, true)}
      {choice("brand_id", t("brand"), brands)}
      {choice("model_id", t("model"), models)}
      {choice("supplier_id", t("supplier"), suppliers)}
      {choice("option1_property_id", t("option1"), properties, false, t("optionHint"))}
      {choice("option2_property_id", t("option2"), properties)}
      {text("sku", t("sku"), { dir: "ltr", required: true, autoComplete: "off" })}
      {text("barcode", t("barcode"), { dir: "ltr", inputMode: "numeric", autoComplete: "off" })}
      {field(
        "stock_unit",
        t("stockUnit"),
        <Select name="stock_unit" defaultValue={values.stock_unit} options={stockUnits} />,
        { required: true },
      )}
      {whole("stock", t("stock"), true, subProducts.length > 0 ? t("stockHint") : undefined)}
      {whole("min_order_quantity", t("minOrder"), true)}
      {whole("max_order_quantity", t("maxOrder"), false, t("maxOrderHint"))}
      {whole("width_mm", t("width"))}
      {whole("height_mm", t("height"))}
      {whole("depth_mm", t("depth"))}
      {whole("weight_grams", t("weight"))}
      {text("desi", t("desi"), { dir: "ltr", inputMode: "decimal" })}
      {text("expiry_date", t("expiryDate"), { type: "date", dir: "ltr" })}
      <FormGridItem span="full" className="flex flex-wrap gap-x-6 gap-y-3">
        {flag("is_active", t("isActive"))}
        {flag("is_new", t("isNew"))}
        {flag("free_shipping", t("freeShipping"))}
      </FormGridItem>
    </FormSection>
  );

  const prices = (
    <FormSection title={t("prices")} description={t("pricesHint")} className={sectionClass}>
      {money("selling_price", t("sellingPrice"), true)}
      {money("list_price", t("listPrice"), false, t("listPriceHint"))}
      {money("cash_price", t("cashPrice"), false, t("cashPriceHint"))}
      {money("buying_price", t("buyingPrice"))}
      {field(
        "vat_rate",
        t("vatRate"),
        <Select
          name="vat_rate"
          defaultValue={String(values.vat_rate)}
          options={ADMIN_PRODUCT_VAT_RATES.map((rate) => ({
            value: String(rate),
            label: intl.formatNumber(rate / 100, { style: "percent" }),
          }))}
        />,
        { required: true },
      )}
      {field(
        "currency_id",
        t("currency"),
        <Select name="currency_id" defaultValue={values.currency_id} options={currencies} />,
        { required: true },
      )}
    </FormSection>
  );

  const textInput = (code: AdminProductLanguage, name: AdminProductTextField) => {
    const formName = productTextFieldName(code, name);
    return {
      name: formName,
      lang: code,
      dir: code === "ar" ? "rtl" : "ltr",
      defaultValue: values.texts[code][name],
    } as const;
  };

  const texts = (
    <FormSection
      title={t("texts")}
      description={t("textsHint")}
      columns={1}
      className={sectionClass}
    >
      <Tabs value={language} onValueChange={(value) => setLanguage(value as AdminProductLanguage)}>
        <AdminLanguageTabsList
          languages={ADMIN_PRODUCT_LANGUAGES}
          failed={(code) =>
            ADMIN_PRODUCT_TEXT_FIELDS.some((name) => errors[productTextFieldName(code, name)])
          }
        />
        {ADMIN_PRODUCT_LANGUAGES.map((code) => (
          // mounted while hidden, so that every language is sent with the form
          <TabsContent
            key={code}
            value={code}
            forceMount
            className="grid grid-cols-1 gap-5 pt-5 data-[state=inactive]:hidden md:grid-cols-2"
          >
            {field(
              productTextFieldName(code, "name"),
              t("name"),
              <Input {...textInput(code, "name")} maxLength={250} />,
              { required: code === "tr", span: "full" },
            )}
            {field(
              productTextFieldName(code, "summary"),
              t("summary"),
              <Input {...textInput(code, "summary")} maxLength={300} />,
              { span: "full" },
            )}
            {field(
              productTextFieldName(code, "description"),
              t("description"),
              <Textarea {...textInput(code, "description")} rows={8} className="font-mono" />,
              { span: "full", hint: t("descriptionHint") },
            )}
            {field(
              productTextFieldName(code, "seo_link"),
              t("seoLink"),
              <Input {...textInput(code, "seo_link")} dir="ltr" autoComplete="off" />,
              { hint: t("seoLinkHint") },
            )}
            {field(
              productTextFieldName(code, "seo_title"),
              t("seoTitle"),
              <Input {...textInput(code, "seo_title")} maxLength={70} />,
            )}
            {field(
              productTextFieldName(code, "seo_description"),
              t("seoDescription"),
              <Textarea {...textInput(code, "seo_description")} rows={2} maxLength={160} />,
            )}
            {field(
              productTextFieldName(code, "seo_keywords"),
              t("seoKeywords"),
              <Input {...textInput(code, "seo_keywords")} />,
              { hint: t("seoKeywordsHint") },
            )}
          </TabsContent>
        ))}
      </Tabs>
    </FormSection>
  );

  return (
    <div
      data-slot="admin-product-edit-screen"
      data-mode={mode}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <AdminRefusalSummary errors={errors} {...(error ? { error } : {})} />
      {creating ? (
        renderForm({
          method: "post",
          noValidate: true,
          className: "flex flex-col gap-6",
          children: (
            <>
              {intent("create")}
              {general}
              {prices}
              {texts}
              <p className="text-body-sm text-fg-muted">{t("saveFirst")}</p>
              {actions("create")}
            </>
          ),
        })
      ) : (
        <>
          {section("general", general)}
          {section("prices", prices)}
          {section("texts", texts)}
          <AdminProductImages
            images={images}
            renderForm={renderForm}
            saving={saving === "images"}
            onImageMove={onImageMove}
            onImageDelete={onImageDelete}
            error={errors.images}
          />
          <AdminSubProducts
            subProducts={subProducts}
            attributes={attributes}
            onSubProductSave={onSubProductSave}
            onSubProductDelete={onSubProductDelete}
            subProductErrors={subProductErrors}
            saving={saving === "sub_product"}
          />
          <PersonalizationsSection
            personalizations={personalizations}
            onPersonalizationSave={onPersonalizationSave}
            onPersonalizationDelete={onPersonalizationDelete}
            personalizationErrors={personalizationErrors}
            saving={saving === "personalization"}
          />
        </>
      )}
    </div>
  );
}
