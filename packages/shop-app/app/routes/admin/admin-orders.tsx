// The admin's order list, every order the filters in the URL let through.
import { useLoaderData } from "react-router";
import { OrderListPage } from "../../features/admin-orders/order-list-page.tsx";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-orders.server.ts";

export { loader } from "./admin-orders.server.ts";

export default function AdminOrders() {
  return <OrderListPage data={useLoaderData<typeof loader>()} listPath={`${paths.admin}/orders`} />;
}
