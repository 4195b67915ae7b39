// The admin coupon and gift-certificate lists' state, which lives in the URL (?q=&page=).
import type { AdminCouponQuery } from "@shop/ui";
import { type ListQuery, listQuery, page, text } from "../../lib/list-query.ts";

export const COUPON_PAGE_SIZE = 20;

export const couponQuery: ListQuery<AdminCouponQuery> = listQuery({ q: text(40), page });
