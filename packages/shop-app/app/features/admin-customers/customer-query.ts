// The admin customer list's state, which lives in the URL (?q=&sort=&direction=&page=): read from
// a URL, written back as a link, and turned into the API's query.
import type { AdminCustomerQuery } from "@shop/ui";
import { queryHref } from "../../lib/query-href.ts";

const SORT = ["name", "email", "created", "last_login", "orders"] as const;

export const CUSTOMER_PAGE_SIZE = 20;

const DEFAULT_QUERY: AdminCustomerQuery = { q: "", sort: "created", direction: "desc", page: 1 };

export function customerQueryOf(url: URL): AdminCustomerQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get("page"));
  const sort = get("sort");
  return {
    q: (get("q") ?? "").trim().slice(0, 100),
    sort: SORT.includes(sort as AdminCustomerQuery["sort"])
      ? (sort as AdminCustomerQuery["sort"])
      : DEFAULT_QUERY.sort,
    direction: get("direction") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const customerQueryHref = (base: string, query: AdminCustomerQuery) =>
  queryHref(base, query, DEFAULT_QUERY);

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
