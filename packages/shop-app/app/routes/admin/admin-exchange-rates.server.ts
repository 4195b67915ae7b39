import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { currencies: await unwrap(routeApi(args).shopApi.currency.getAdminList.$get()) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * A currency's dialog: the rate as typed ("41,5" reads as 41.5; the API names anything else),
 * then whether it is on and its order. A refusal of the default's switch comes back beside it.
 */
export async function action(args: ActionFunctionArgs) {
  const { currency } = routeApi(args).shopApi;
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const rate = text(form, "exchange_rate").replace(",", ".");
  const order = text(form, "sort_order");
  try {
    const [current] = (await unwrap(currency.getAdminList.$get())).filter((row) => row.id === id);
    if (current && rate !== current.exchange_rate.replace(/\.?0+$/, "")) {
      const json = { exchange_rate: rate };
      await unwrap(currency.update[":id"].$post({ param: { id }, json }));
    }
    const json = {
      is_active: form.get("is_active") === "true",
      sort_order: (order !== "" && Number.isInteger(Number(order))
        ? Number(order)
        : order) as number,
    };
    await unwrap(currency.updateSettings[":id"].$post({ param: { id }, json }));
    return { ok: true } satisfies TaxonomyActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Record<string, string> = Object.fromEntries(
      (error.fields ?? []).map((f) => [f.field, f.message]),
    );
    if (error.code === "default_inactive") errors.is_active = error.message;
    const result: TaxonomyActionResult = { ok: false, code: error.code, errors };
    return data(result, error.status);
  }
}
