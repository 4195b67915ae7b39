// The refunds waiting: the orders whose shoppers asked for money back and are still to be
// answered, each leading to the order where the refund is decided.
import { type MetaArgs, useLoaderData } from "react-router";
import { OrderListPage } from "../../features/admin-orders/order-list-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-refunds.server.ts";

export { loader } from "./admin-refunds.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "refunds", title: "app.page.adminRefunds" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminRefunds") }];
}

export default function AdminRefunds() {
  return (
    <OrderListPage
      data={useLoaderData<typeof loader>()}
      listPath={`${paths.admin}/refunds`}
      refundsOnly
    />
  );
}
