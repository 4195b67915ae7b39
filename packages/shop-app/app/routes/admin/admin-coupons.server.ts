import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { couponAction } from "../../features/admin-marketing/coupon-form.server.ts";
import { COUPON_PAGE_SIZE, couponQuery } from "../../features/admin-marketing/coupon-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

/** A page of coupons as the URL asks. */
export async function loader(args: LoaderFunctionArgs) {
  const query = couponQuery.parse(args.url);
  const page = await unwrap(
    routeApi(args).shopApi.coupon.getAdminCoupons.$get({
      query: {
        page: query.page,
        page_size: COUPON_PAGE_SIZE,
        ...(query.q ? { search: query.q } : {}),
      },
    }),
  );
  return { query, page };
}

export function action(args: ActionFunctionArgs) {
  return couponAction(args);
}
