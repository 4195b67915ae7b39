import type { LoaderFunctionArgs } from "react-router";
import { orderListRequest, orderQueryOf } from "../../features/admin-orders/order-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";

/** A page of orders as the URL asks, with the status names for the filter. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const query = orderQueryOf(args.url);
  const [page, statuses] = await Promise.all([
    api.adminOrders(orderListRequest(query)),
    api.orderStatusList(),
  ]);
  return {
    query,
    page,
    statusOptions: statuses.order.map((status) => ({ value: status.code, label: status.name })),
  };
}
