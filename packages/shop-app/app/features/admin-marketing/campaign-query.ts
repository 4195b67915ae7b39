// The admin campaign list's state, which lives in the URL (?q=&status=&type=&page=).
import { ADMIN_CAMPAIGN_TYPES, type AdminCampaignQuery, type AdminCampaignType } from "@shop/ui";
import { queryHref } from "../../lib/query-href.ts";

export const CAMPAIGN_PAGE_SIZE = 20;

const DEFAULT_QUERY: AdminCampaignQuery = { q: "", status: "all", type: "", page: 1 };
const STATUSES = ["all", "active", "inactive"] as const;

export function campaignQueryOf(url: URL): AdminCampaignQuery {
  const page = Number(url.searchParams.get("page"));
  const status = url.searchParams.get("status");
  const type = url.searchParams.get("type");
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 80),
    status: STATUSES.find((value) => value === status) ?? "all",
    type: ADMIN_CAMPAIGN_TYPES.find((value): value is AdminCampaignType => value === type) ?? "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const campaignQueryHref = (base: string, query: AdminCampaignQuery) =>
  queryHref(base, query, DEFAULT_QUERY);
