// The admin coupon list's state, which lives in the URL (?q=&page=).
import type { AdminCouponQuery } from "@shop/ui";
import { queryHref } from "../../lib/query-href.ts";

export const COUPON_PAGE_SIZE = 20;

const DEFAULT_QUERY: AdminCouponQuery = { q: "", page: 1 };

export function couponQueryOf(url: URL): AdminCouponQuery {
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const couponQueryHref = (base: string, query: AdminCouponQuery) =>
  queryHref(base, query, DEFAULT_QUERY);
