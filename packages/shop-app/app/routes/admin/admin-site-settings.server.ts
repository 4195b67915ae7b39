import type { AdminSiteSettingsInput, ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  return { settings: await unwrap(shopApi.siteSettings.getAdminSettings.$get()) };
}

export type SiteSettingsActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** Saves the general settings (JSON from the form). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const input = (await args.request.json()) as AdminSiteSettingsInput;
  try {
    await unwrap(shopApi.siteSettings.updateAdminSettings.$post({ json: input }));
    return { ok: true } satisfies SiteSettingsActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Record<string, string> = {};
    for (const { field, message } of error.fields ?? []) errors[field] = message;
    const result: SiteSettingsActionResult = { ok: false, code: error.code, errors };
    return data(result, error.status);
  }
}
