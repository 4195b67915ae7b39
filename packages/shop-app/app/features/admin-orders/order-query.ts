// The admin order list's state, which lives in the URL (?q=&status=&payment=&refund=&from=&to=&sort=
// &direction=&page=): read from a URL, written back as a link, and turned into the API's list
// request.
import type { AdminOrderListRequest } from "@shop/api/contract";
import type { AdminOrderQuery } from "@shop/ui";
import {
  day,
  direction,
  type ListQuery,
  listQuery,
  oneOf,
  page,
  text,
} from "../../lib/list-query.ts";

export const ORDER_PAGE_SIZE = 20;

export const orderQuery: ListQuery<AdminOrderQuery> = listQuery({
  q: text(100),
  status: oneOf(
    ["awaiting_payment", "received", "preparing", "shipped", "delivered", "cancelled"] as const,
    "",
  ),
  payment: oneOf(["card", "wire_transfer", "door"] as const, ""),
  refund: oneOf(["requested"] as const, ""),
  from: day,
  to: day,
  sort: oneOf(["code", "created", "customer", "status", "total"] as const, "created"),
  direction: direction("desc"),
  page,
});

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
