// The admin customer list's state, which lives in the URL (?q=&sort=&direction=&page=): read from
// a URL, written back as a link, and turned into the API's query.
import type { AdminCustomerQuery } from "@shop/ui";
import { direction, type ListQuery, listQuery, oneOf, page, text } from "../../lib/list-query.ts";

export const CUSTOMER_PAGE_SIZE = 20;

export const customerQuery: ListQuery<AdminCustomerQuery> = listQuery({
  q: text(100),
  sort: oneOf(["name", "email", "created", "last_login", "orders"] as const, "created"),
  direction: direction("desc"),
  page,
});

export function customerListRequest(query: AdminCustomerQuery) {
  return {
    page: query.page,
    page_size: CUSTOMER_PAGE_SIZE,
    ...(query.q ? { search: query.q } : {}),
    sort: query.sort,
    direction: query.direction,
  };
}

/** A language's own name, as an admin of any language reads it. */
export const languageName = (code: string) =>
  ({ tr: "Türkçe", en: "English", ar: "العربية" })[code] ?? code;
