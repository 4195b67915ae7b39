import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { referenceOptions } from "../../features/admin-catalog/reference-options.server.ts";
import {
  campaignErrors,
  campaignInput,
  campaignValues,
} from "../../features/admin-marketing/campaign-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { shopTimeZoneOf } from "../../lib/shop-time.server.ts";

const listPath = `${paths.admin}/campaigns`;

/** The campaign of /admin/campaigns/:id, or none for /admin/campaigns/new. */
async function campaignOf(api: ShopApi, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^\d+$/.test(id)) throw data(null, 404);
  try {
    const param = { id: Number(id) };
    return await unwrap(api.campaign.getAdminCampaign[":id"].$get({ param }));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const [campaign, options, timeZone] = await Promise.all([
    campaignOf(shopApi, args.params.id),
    referenceOptions(shopApi, locale),
    shopTimeZoneOf(shopApi),
  ]);
  return {
    mode: campaign ? ("edit" as const) : ("create" as const),
    id: campaign?.id ?? null,
    values: campaignValues(campaign, timeZone),
    usage: campaign
      ? {
          count: campaign.usage_count,
          limit: campaign.usage_limit,
          customers: campaign.customer_count,
        }
      : null,
    categories: options.categories,
    brands: options.brands,
    saved: args.url.searchParams.get("kaydedildi") !== null,
  };
}

export type CampaignFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** Saves the whole form (create or update), or deletes the campaign (intent "delete"). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const campaign = shopApi.campaign;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");
  const id = args.params.id ? Number(args.params.id) : null;
  try {
    if (intent === "delete" && id !== null) {
      await unwrap(campaign.delete[":id"].$post({ param: { id } }));
      return redirect(listPath);
    }
    if (id === null) {
      const json = campaignInput(form, await shopTimeZoneOf(shopApi));
      const created = await unwrap(campaign.add.$post({ json }));
      return redirect(`${listPath}/${created.id}?kaydedildi`);
    }
    const json = campaignInput(form, await shopTimeZoneOf(shopApi));
    await unwrap(campaign.update[":id"].$post({ param: { id }, json }));
    return { ok: true, intent } satisfies CampaignFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: CampaignFormResult = {
      ok: false,
      intent,
      code: error.code,
      errors: intent === "delete" ? {} : campaignErrors(error, form),
    };
    return data(result, error.status);
  }
}
