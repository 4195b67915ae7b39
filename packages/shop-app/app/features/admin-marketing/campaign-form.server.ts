// The campaign form's fields as the API's input, a campaign as the form's values, and the API's
// refusals back by form field. A number or date that does not parse goes to the API as typed, so
// that its refusal names the field in the admin's language.
import type { AdminCampaign, AdminCampaignInput } from "@shop/api/contract";
import {
  ADMIN_CAMPAIGN_LANGUAGES,
  ADMIN_CAMPAIGN_TYPES,
  type AdminCampaignLanguage,
  type AdminCampaignValues,
} from "@shop/ui";
import type { z } from "zod";
import { formMoney, formShopInstant, formText, formWhole } from "../../lib/form-input.server.ts";
import type { ApiRequestError } from "../../lib/shop-api.ts";
import { shopDay } from "../../lib/shop-time.ts";

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** The languages sent, in order: Turkish always (its name is required), others when named. */
function sentLanguages(form: FormData): AdminCampaignLanguage[] {
  return ADMIN_CAMPAIGN_LANGUAGES.filter(
    (code) =>
      code === "tr" || formText(form, `${code}.name`) || formText(form, `${code}.description`),
  );
}

export function campaignInput(
  form: FormData,
  timeZone: string,
): z.input<typeof AdminCampaignInput> {
  const type =
    ADMIN_CAMPAIGN_TYPES.find((value) => value === formText(form, "type")) ?? "cart_percent";
  const startsOn = formText(form, "starts_on");
  const endsOn = formText(form, "ends_on");
  const sortOrder = formWhole(form, "sort_order");
  // Loosely typed on purpose: what does not parse is the API's to refuse, naming the field.
  return {
    code: formText(form, "code"),
    type,
    discount_percent: formWhole(form, "discount_percent"),
    discount_amount: formMoney(form, "discount_amount"),
    min_cart_amount: formMoney(form, "min_cart"),
    max_cart_amount: formMoney(form, "max_cart"),
    buy_quantity: formWhole(form, "buy_quantity"),
    pay_quantity: formWhole(form, "pay_quantity"),
    category_id: id(formText(form, "category_id")),
    brand_id: id(formText(form, "brand_id")),
    product_id: id(formText(form, "product_id")),
    product_ids: form
      .getAll("product_ids")
      .flatMap((value) => (typeof value === "string" && id(value) !== null ? [Number(value)] : [])),
    ...(startsOn ? { starts_at: formShopInstant(form, "starts_on", "00:00:00", timeZone) } : {}),
    ends_at: endsOn ? formShopInstant(form, "ends_on", "23:59:59", timeZone) : null,
    usage_limit: formWhole(form, "usage_limit"),
    per_customer_limit: formWhole(form, "per_customer_limit"),
    sort_order: sortOrder ?? 0,
    is_active: form.get("is_active") === "true",
    translations: sentLanguages(form).map((code) => ({
      language_code: code,
      name: formText(form, `${code}.name`),
      description: formText(form, `${code}.description`) || null,
    })),
  } as z.input<typeof AdminCampaignInput>;
}

const FORM_FIELDS: Record<string, string> = {
  min_cart_amount: "min_cart",
  max_cart_amount: "max_cart",
  starts_at: "starts_on",
  ends_at: "ends_on",
};

/** The API's refusals keyed by form field (`translations.0.name` as `tr.name`). */
export function campaignErrors(error: ApiRequestError, form: FormData): Record<string, string> {
  const languages = sentLanguages(form);
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => {
      const text = /^translations\.(\d+)\.(name|description)$/.exec(field);
      if (text) return [`${languages[Number(text[1])] ?? "tr"}.${text[2]}`, message];
      if (field === "translations") return ["tr.name", message];
      return [FORM_FIELDS[field] ?? field, message];
    }),
  );
}

const dayOf = (iso: string | null, timeZone: string) => (iso ? shopDay(iso, timeZone) : "");
const major = (minor: number | null) => (minor === null ? "" : String(minor / 100));
const count = (value: number | null) => (value === null ? "" : String(value));

/** A campaign as the form shows it, or an empty form for a new one. */
export function campaignValues(
  campaign: AdminCampaign | null,
  timeZone: string,
): AdminCampaignValues {
  const texts = Object.fromEntries(
    ADMIN_CAMPAIGN_LANGUAGES.map((code) => {
      const own = campaign?.translations.find((t) => t.language_code === code);
      return [code, { name: own?.name ?? "", description: own?.description ?? "" }];
    }),
  ) as AdminCampaignValues["texts"];
  return {
    code: campaign?.code ?? "",
    type: campaign?.type ?? "cart_percent",
    discount_percent: count(campaign?.discount_percent ?? null),
    discount_amount: major(campaign?.discount_amount ?? null),
    min_cart: major(campaign?.min_cart_amount ?? null),
    max_cart: major(campaign?.max_cart_amount ?? null),
    buy_quantity: count(campaign?.buy_quantity ?? null),
    pay_quantity: count(campaign?.pay_quantity ?? null),
    category_id: campaign?.category_id ? String(campaign.category_id) : "",
    brand_id: campaign?.brand_id ? String(campaign.brand_id) : "",
    product: campaign?.product_id
      ? {
          id: String(campaign.product_id),
          label: campaign.product_name ?? `#${campaign.product_id}`,
        }
      : null,
    products: (campaign?.products ?? []).map((item) => ({ id: String(item.id), label: item.name })),
    starts_on: campaign ? dayOf(campaign.starts_at, timeZone) : "",
    ends_on: campaign ? dayOf(campaign.ends_at, timeZone) : "",
    usage_limit: count(campaign?.usage_limit ?? null),
    per_customer_limit: count(campaign?.per_customer_limit ?? null),
    sort_order: String(campaign?.sort_order ?? 0),
    is_active: campaign?.is_active ?? true,
    texts,
  };
}
