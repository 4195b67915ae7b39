// The admin product forms as the API's calls take them: the general fields, the prices and each
// language's texts, read from a posted form (field names as the edit screen names them), and the
// API's refusals turned back into messages by form field.
import { type AdminProduct, AdminProductUpdate, type LanguageCode } from "@shop/api/contract";
import type { AdminProductValues } from "@shop/ui";
import { formInput, formMoney, formText } from "../../lib/form-input.server.ts";
import type { ApiRequestError } from "../../lib/shop-api.ts";

const LANGUAGES = ["tr", "en", "ar"] as const satisfies readonly LanguageCode[];
const TEXT_FIELDS = [
  "name",
  "summary",
  "description",
  "seo_link",
  "seo_title",
  "seo_description",
  "seo_keywords",
] as const;

/** The general tab, read the way the API's schema types each field. */
export function generalFields(form: FormData) {
  return formInput(form, AdminProductUpdate);
}

export function priceFields(form: FormData) {
  return {
    currency_id: Number(formText(form, "currency_id") || 1),
    vat_rate: Number(formText(form, "vat_rate") || 20),
    selling_price: (formMoney(form, "selling_price") ?? 0) as number,
    list_price: formMoney(form, "list_price") as number | null,
    cash_price: formMoney(form, "cash_price") as number | null,
    buying_price: formMoney(form, "buying_price") as number | null,
  };
}

/** Each language's texts that has a name; a language left blank is not sent. */
export function languageTexts(form: FormData) {
  return LANGUAGES.flatMap((language) => {
    const texts = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, formText(form, `${language}.${field}`)]),
    ) as Record<(typeof TEXT_FIELDS)[number], string>;
    return texts.name ? [{ language, texts }] : [];
  });
}

/** The API's refusal as messages by form field (`texts.tr.name` and, per language, `tr.name`). */
export function fieldErrors(error: ApiRequestError, language?: LanguageCode) {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => [
      field.startsWith("texts.")
        ? field.slice("texts.".length)
        : language && (TEXT_FIELDS as readonly string[]).includes(field)
          ? `${language}.${field}`
          : field,
      message,
    ]),
  );
}

const emptyTexts = () =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as AdminProductValues["texts"]["tr"];

/** What the edit screen shows first: the product as the API has it, or a new one's defaults. */
export function productValues(product: AdminProduct | null): AdminProductValues {
  const textsOf = (language: LanguageCode) => {
    const texts = product?.texts[language];
    if (!texts) return emptyTexts();
    return Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, texts[field] ?? ""]),
    ) as AdminProductValues["texts"]["tr"];
  };
  return {
    category_id: product ? String(product.category_id) : "",
    brand_id: product?.brand_id ? String(product.brand_id) : "",
    model_id: product?.model_id ? String(product.model_id) : "",
    supplier_id: product?.supplier_id ? String(product.supplier_id) : "",
    option1_property_id: product?.option1_property_id ? String(product.option1_property_id) : "",
    option2_property_id: product?.option2_property_id ? String(product.option2_property_id) : "",
    sku: product?.sku ?? "",
    barcode: product?.barcode ?? "",
    stock_unit: product?.stock_unit ?? "piece",
    stock: product?.stock ?? 0,
    min_order_quantity: product?.min_order_quantity ?? 1,
    max_order_quantity: product?.max_order_quantity ?? null,
    is_new: product?.is_new ?? false,
    free_shipping: product?.free_shipping ?? false,
    is_active: product?.is_active ?? true,
    width_mm: product?.width_mm ?? null,
    height_mm: product?.height_mm ?? null,
    depth_mm: product?.depth_mm ?? null,
    weight_grams: product?.weight_grams ?? null,
    desi: product?.desi?.replace(".", ",") ?? "",
    expiry_date: product?.expiry_date ?? "",
    selling_price: product?.selling_price ?? null,
    list_price: product?.list_price ?? null,
    cash_price: product?.cash_price ?? null,
    buying_price: product?.buying_price ?? null,
    vat_rate: product?.vat_rate ?? 20,
    currency_id: String(product?.currency_id ?? 1),
    texts: { tr: textsOf("tr"), en: textsOf("en"), ar: textsOf("ar") },
  };
}
