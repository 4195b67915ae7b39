import type { AdminOrderQuery } from "@shop/ui";
import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { orderListRequest, orderQuery } from "./order-query.ts";

/** A page of orders as the URL asks (and as `fixed` insists), with the status names for the filter. */
export async function loadOrderList(
  args: LoaderFunctionArgs,
  fixed: Partial<AdminOrderQuery> = {},
) {
  const { shopApi } = routeApi(args);
  const query = { ...orderQuery.parse(args.url), ...fixed };
  const [page, statuses] = await Promise.all([
    unwrap(shopApi.order.getAdminOrders.$post({ json: orderListRequest(query) })),
    unwrap(shopApi.getOrderStatusList.$get()),
  ]);
  return {
    query,
    page,
    statusOptions: statuses.order.map((status) => ({ value: status.code, label: status.name })),
  };
}
