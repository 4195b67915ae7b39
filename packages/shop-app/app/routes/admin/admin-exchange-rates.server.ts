import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { currencies: await routeApi(args).api.adminCurrencies() };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * A currency's dialog: the rate as typed ("41,5" reads as 41.5; the API names anything else),
 * then whether it is on and its order. A refusal of the default's switch comes back beside it.
 */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const rate = text(form, "exchange_rate").replace(",", ".");
  const order = text(form, "sort_order");
  try {
    const [current] = (await api.adminCurrencies()).filter((currency) => currency.id === id);
    if (current && rate !== current.exchange_rate.replace(/\.?0+$/, "")) {
      await api.updateExchangeRate(id, rate);
    }
    await api.updateCurrencySettings(id, {
      is_active: form.get("is_active") === "true",
      sort_order: (order !== "" && Number.isInteger(Number(order))
        ? Number(order)
        : order) as number,
    });
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
