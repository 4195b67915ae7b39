import { parsePriceInput } from "@shop/ui";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { companies: await unwrap(routeApi(args).shopApi.cargo.getAdminList.$get()) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Money typed in major units ("49,90") as minor units; anything unreadable as typed. */
const money = (form: FormData, name: string) => {
  const parsed = parsePriceInput(text(form, name));
  return (parsed === "invalid" ? text(form, name) : parsed) as number;
};

/** A whole number as typed; anything else is sent as typed for the API to name. */
const number = (form: FormData, name: string) => {
  const typed = text(form, name).replace(",", ".");
  return (typed !== "" && Number.isFinite(Number(typed)) ? Number(typed) : typed) as number;
};

function cargoInput(form: FormData) {
  return {
    code: text(form, "code"),
    name: text(form, "name"),
    tracking_url_template: text(form, "tracking_url_template"),
    base_price: money(form, "base_price") ?? 0,
    base_desi: number(form, "base_desi"),
    extra_desi_price: money(form, "extra_desi_price") ?? 0,
    free_shipping_threshold: money(form, "free_shipping_threshold"),
    delivery_days_min: number(form, "delivery_days_min"),
    delivery_days_max: number(form, "delivery_days_max"),
    is_default: form.get("is_default") === "true",
    is_active: form.get("is_active") === "true",
    sort_order: number(form, "sort_order"),
  };
}

/** The dialog's save (a new company without an id) or a company's deletion; refusals by field. */
export async function action(args: ActionFunctionArgs) {
  const { cargo } = routeApi(args).shopApi;
  const form = await args.request.formData();
  const id = Number(form.get("id")) || null;
  try {
    if (form.get("intent") === "delete" && id)
      await unwrap(cargo.delete[":id"].$post({ param: { id } }));
    else if (id) await unwrap(cargo.update[":id"].$post({ param: { id }, json: cargoInput(form) }));
    else await unwrap(cargo.add.$post({ json: cargoInput(form) }));
    return { ok: true } satisfies TaxonomyActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: TaxonomyActionResult = {
      ok: false,
      code: error.code,
      errors: Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.message])),
    };
    return data(result, error.status);
  }
}
