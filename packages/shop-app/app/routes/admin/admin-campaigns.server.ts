import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import {
  CAMPAIGN_PAGE_SIZE,
  campaignQuery,
} from "../../features/admin-marketing/campaign-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

/** A page of campaigns as the URL asks. */
export async function loader(args: LoaderFunctionArgs) {
  const query = campaignQuery.parse(args.url);
  const page = await unwrap(
    routeApi(args).shopApi.campaign.getAdminCampaigns.$get({
      query: {
        page: query.page,
        page_size: CAMPAIGN_PAGE_SIZE,
        status: query.status,
        ...(query.q ? { search: query.q } : {}),
        ...(query.type ? { type: query.type } : {}),
      },
    }),
  );
  return { query, page };
}

export type CampaignDeleteResult = { ok: true } | { ok: false; code: ErrorCode };

/** Deletes a row's campaign (the list's confirmation dialog). */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  try {
    await unwrap(routeApi(args).shopApi.campaign.delete[":id"].$post({ param: { id } }));
    return { ok: true } satisfies CampaignDeleteResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data({ ok: false, code: error.code } satisfies CampaignDeleteResult, error.status);
  }
}
