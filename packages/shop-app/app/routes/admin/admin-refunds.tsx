// The refunds waiting: the orders whose shoppers asked for money back and are still to be
// answered, each leading to the order where the refund is decided.
import { useLoaderData } from "react-router";
import { OrderListPage } from "../../features/admin-orders/order-list-page.tsx";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-refunds.server.ts";

export { loader } from "./admin-refunds.server.ts";

export default function AdminRefunds() {
  return (
    <OrderListPage
      data={useLoaderData<typeof loader>()}
      listPath={`${paths.admin}/refunds`}
      refundsOnly
    />
  );
}
