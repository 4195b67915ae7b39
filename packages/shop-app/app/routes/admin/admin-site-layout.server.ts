import type { AdminPageLayoutInput, AdminPageLinksInput, ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

/** The page whose layout is arranged: ?page=home (the home page unless asked). */
function pageOf(url: URL): string {
  const page = url.searchParams.get("page") ?? "";
  return /^[a-z0-9_]{1,40}$/.test(page) ? page : "home";
}

export async function loader(args: LoaderFunctionArgs) {
  const { siteSettings } = routeApi(args).shopApi;
  const param = { page: pageOf(new URL(args.request.url)) };
  const [layout, links] = await Promise.all([
    unwrap(siteSettings.getAdminLayout[":page"].$get({ param })),
    unwrap(siteSettings.getAdminPageLinks.$get()),
  ]);
  return { layout, links };
}

export type LayoutActionResult =
  | { ok: true; intent: "layout" | "links" }
  | { ok: false; intent: "layout" | "links"; code: ErrorCode; errors: Record<string, string> };

type Body =
  | { intent: "layout"; input: AdminPageLayoutInput }
  | { intent: "links"; input: AdminPageLinksInput };

/** Saves the page's layout or the page links (JSON from the editors). */
export async function action(args: ActionFunctionArgs) {
  const { siteSettings } = routeApi(args).shopApi;
  const body = (await args.request.json()) as Body;
  const param = { page: pageOf(new URL(args.request.url)) };
  try {
    if (body.intent === "links")
      await unwrap(siteSettings.saveAdminPageLinks.$post({ json: body.input }));
    else await unwrap(siteSettings.saveAdminLayout[":page"].$post({ param, json: body.input }));
    return { ok: true, intent: body.intent } satisfies LayoutActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const errors: Record<string, string> = {};
    for (const { field, message } of error.fields ?? []) errors[field] = message;
    const result: LayoutActionResult = {
      ok: false,
      intent: body.intent,
      code: error.code,
      errors,
    };
    return data(result, error.status);
  }
}
