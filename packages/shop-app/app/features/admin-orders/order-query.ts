// The admin order list's state, which lives in the URL (?q=&status=&payment=&refund=&from=&to=&sort=
// &direction=&page=): read from a URL, written back as a link, and turned into the API's list
// request.
import type { AdminOrderListRequest } from "@shop/api/contract";
import type { AdminOrderQuery } from "@shop/ui";

const STATUSES = [
  "awaiting_payment",
  "received",
  "preparing",
  "shipped",
  "delivered",
  "cancelled",
] as const;
const PAYMENTS = ["card", "wire_transfer", "door"] as const;
const SORT = ["code", "created", "customer", "status", "total"] as const;

export const ORDER_PAGE_SIZE = 20;

const DEFAULT_QUERY: AdminOrderQuery = {
  q: "",
  status: "",
  payment: "",
  refund: "",
  from: "",
  to: "",
  sort: "created",
  direction: "desc",
  page: 1,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T | "") =>
  list.includes(value as T) ? (value as T) : fallback;
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";

export function orderQueryOf(url: URL): AdminOrderQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get("page"));
  return {
    q: (get("q") ?? "").trim().slice(0, 100),
    status: oneOf(STATUSES, get("status"), ""),
    payment: oneOf(PAYMENTS, get("payment"), ""),
    refund: get("refund") === "requested" ? "requested" : "",
    from: day(get("from")),
    to: day(get("to")),
    sort: oneOf(SORT, get("sort"), DEFAULT_QUERY.sort) || DEFAULT_QUERY.sort,
    direction: get("direction") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's address for a query, with only what differs from the defaults. */
export function orderQueryHref(base: string, query: AdminOrderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== DEFAULT_QUERY[key as keyof AdminOrderQuery]) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function orderListRequest(query: AdminOrderQuery): Partial<AdminOrderListRequest> {
  return {
    page: query.page,
    page_size: ORDER_PAGE_SIZE,
    ...(query.q ? { search: query.q } : {}),
    ...(query.status ? { status: query.status as AdminOrderListRequest["status"] } : {}),
    ...(query.payment
      ? { payment_method: query.payment as AdminOrderListRequest["payment_method"] }
      : {}),
    ...(query.refund ? { refund: query.refund } : {}),
    ...(query.from ? { date_from: query.from } : {}),
    ...(query.to ? { date_to: query.to } : {}),
    sort: query.sort,
    direction: query.direction,
  };
}
