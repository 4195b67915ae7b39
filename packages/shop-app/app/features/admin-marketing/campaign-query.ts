// The admin campaign list's state, which lives in the URL (?q=&status=&type=&page=).
import { ADMIN_CAMPAIGN_TYPES, type AdminCampaignQuery } from "@shop/ui";
import { type ListQuery, listQuery, oneOf, page, text } from "../../lib/list-query.ts";

export const CAMPAIGN_PAGE_SIZE = 20;

export const campaignQuery: ListQuery<AdminCampaignQuery> = listQuery({
  q: text(80),
  status: oneOf(["all", "active", "inactive"] as const, "all"),
  type: oneOf(ADMIN_CAMPAIGN_TYPES, ""),
  page,
});
