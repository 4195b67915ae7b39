// The subscriber list's state in the URL (?q=&status=&page=), and the CSV export's address: the
// API's own download (the admin cookie goes with it), filtered as the list is.
import type { AdminNewsletterQuery } from "@shop/ui";
import { queryHref } from "../../lib/query-href.ts";
import { API_BASE_PATH } from "../../lib/shop-api.ts";

const STATUS = ["all", "confirmed", "pending", "unsubscribed"] as const;

export const SUBSCRIBER_PAGE_SIZE = 50;

const DEFAULT_QUERY: AdminNewsletterQuery = { q: "", status: "all", page: 1 };

export function newsletterQueryOf(url: URL): AdminNewsletterQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get("page"));
  const status = get("status");
  return {
    q: (get("q") ?? "").trim().slice(0, 100),
    status: STATUS.includes(status as AdminNewsletterQuery["status"])
      ? (status as AdminNewsletterQuery["status"])
      : "all",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const newsletterQueryHref = (base: string, query: AdminNewsletterQuery) =>
  queryHref(base, query, DEFAULT_QUERY);

export function newsletterRequest(query: AdminNewsletterQuery) {
  return {
    page: query.page,
    page_size: SUBSCRIBER_PAGE_SIZE,
    status: query.status,
    ...(query.q ? { search: query.q } : {}),
  };
}

export function newsletterExportHref(query: AdminNewsletterQuery): string {
  const params = new URLSearchParams({ status: query.status });
  if (query.q) params.set("search", query.q);
  return `${API_BASE_PATH}newsletter/subscribers/export?${params}`;
}
