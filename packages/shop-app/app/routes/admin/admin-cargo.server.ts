import { AdminCargoCompanyInput } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { formInput } from "../../lib/form-input.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { companies: await unwrap(routeApi(args).shopApi.cargo.getAdminList.$get()) };
}

/** The dialog's fields; the prices are typed in major units ("49,90"). */
const cargoInput = (form: FormData) =>
  formInput(form, AdminCargoCompanyInput, {
    money: ["base_price", "extra_desi_price", "free_shipping_threshold"],
  });

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
