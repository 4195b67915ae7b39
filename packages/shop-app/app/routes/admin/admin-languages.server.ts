import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { languages: await unwrap(routeApi(args).shopApi.language.getAdminList.$get()) };
}

export type LanguagesActionResult = { ok: true } | { ok: false; code: string; message: string };

/** The whole list (JSON: code, active, default, in the new order) saved at once. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const rows = JSON.parse(String(form.get("languages") ?? "[]")) as {
    code: string;
    isActive: boolean;
    isDefault: boolean;
  }[];
  try {
    const languages = rows.map((row, index) => ({
      code: row.code,
      is_active: row.isActive === true,
      is_default: row.isDefault === true,
      sort_order: index + 1,
    }));
    await unwrap(routeApi(args).shopApi.language.updateSettings.$post({ json: { languages } }));
    return { ok: true } satisfies LanguagesActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { ok: false, code: error.code, message: error.message } satisfies LanguagesActionResult,
      error.status,
    );
  }
}
