import type { AdminSiteSettingsInput, ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  return { settings: await api.adminSiteSettings() };
}

export type SiteSettingsActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** Saves the general settings (JSON from the form). */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const input = (await args.request.json()) as AdminSiteSettingsInput;
  try {
    await api.updateSiteSettings(input);
    return { ok: true } satisfies SiteSettingsActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Record<string, string> = {};
    for (const { field, message } of error.fields ?? []) errors[field] = message;
    const result: SiteSettingsActionResult = { ok: false, code: error.code, errors };
    return data(result, error.status);
  }
}
