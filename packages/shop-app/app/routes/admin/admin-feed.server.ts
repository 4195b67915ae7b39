import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { publicOrigin, serverDeps } from "../../lib/request-context.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const [settings, categories, currencies] = await Promise.all([
    unwrap(shopApi.xml.getSettings.$get()),
    unwrap(shopApi.category.getAdminCategories.$post({ json: {} })),
    unwrap(shopApi.currency.getAdminList.$get()),
  ]);
  const origin = publicOrigin(args.request, serverDeps(args.context));
  return {
    settings,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.texts[locale]?.name ?? category.texts.tr?.name ?? category.code,
      depth: category.depth,
    })),
    currencies: currencies.map((currency) => ({ id: currency.id, code: currency.code })),
    feedUrls: (["tr", "en", "ar"] as const).map((language) => ({
      language,
      url: language === "tr" ? `${origin}/xml` : `${origin}/xml?language=${language}`,
    })),
  };
}

export type FeedActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** The form's settings (JSON) saved at once; refusals by field. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const values = JSON.parse(String(form.get("settings") ?? "{}")) as {
    enabled: boolean;
    inStockOnly: boolean;
    categoryIds: number[];
    currencyId: number | null;
  };
  try {
    const json = {
      enabled: values.enabled === true,
      in_stock_only: values.inStockOnly === true,
      category_ids: Array.isArray(values.categoryIds) ? values.categoryIds : [],
      currency_id: values.currencyId ?? null,
    };
    await unwrap(routeApi(args).shopApi.xml.updateSettings.$post({ json }));
    return { ok: true } satisfies FeedActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: FeedActionResult = {
      ok: false,
      code: error.code,
      errors: Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.message])),
    };
    return data(result, error.status);
  }
}
