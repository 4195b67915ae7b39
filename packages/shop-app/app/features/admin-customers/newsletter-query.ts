// The subscriber list's state in the URL (?q=&status=&page=), and the CSV export's address: the
// API's own download (the admin cookie goes with it), filtered as the list is.
import type { AdminNewsletterQuery } from "@shop/ui";
import { type ListQuery, listQuery, oneOf, page, text } from "../../lib/list-query.ts";
import { API_BASE_PATH } from "../../lib/shop-api.ts";

export const SUBSCRIBER_PAGE_SIZE = 50;

export const newsletterQuery: ListQuery<AdminNewsletterQuery> = listQuery({
  q: text(100),
  status: oneOf(["all", "confirmed", "pending", "unsubscribed"] as const, "all"),
  page,
});

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
