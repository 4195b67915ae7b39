// The admin's order list, every order the filters in the URL let through.
import { type MetaArgs, useLoaderData } from "react-router";
import { OrderListPage } from "../../features/admin-orders/order-list-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-orders.server.ts";

export { loader } from "./admin-orders.server.ts";

export const handle: AdminHandle = { admin: { menuId: "orders", title: "app.page.adminOrders" } };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminOrders") }];
}

export default function AdminOrders() {
  return <OrderListPage data={useLoaderData<typeof loader>()} listPath={`${paths.admin}/orders`} />;
}
