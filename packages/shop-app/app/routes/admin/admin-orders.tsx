// The admin's order list: search, status, payment and day filters, sort and pages in the URL (a
// GET form and links, so it works without JavaScript), each code linking to the order.
import { AdminOrderListScreen, type AdminOrderRow, type PriceCurrency } from "@shop/ui";
import { useIntl } from "react-intl";
import { Form, type MetaArgs, useLoaderData } from "react-router";
import { orderQueryHref } from "../../features/admin-orders/order-query.ts";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { renderRouterLink } from "../../features/layout/router-link.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-orders.server.ts";

export { loader } from "./admin-orders.server.ts";

export const handle: AdminHandle = { admin: { menuId: "orders", title: "app.page.adminOrders" } };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminOrders") }];
}

const listPath = `${paths.admin}/orders`;
const PAYMENTS = ["card", "wire_transfer", "door"] as const;

export default function AdminOrders() {
  const { query, page, statusOptions } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const rows: AdminOrderRow[] = page.items.map((item) => ({
    id: String(item.id),
    code: item.code,
    status: item.status,
    statusName: item.status_name,
    paymentName: item.payment_name,
    customerName: item.customer_name,
    email: item.email,
    itemCount: item.item_count,
    total: item.total,
    currency: item.currency_code as PriceCurrency,
    openRefunds: item.open_refunds,
    createdAt: item.created_at,
    href: `${listPath}/${item.id}`,
  }));
  return (
    <AdminOrderListScreen
      orders={rows}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      statusOptions={statusOptions}
      paymentOptions={PAYMENTS.map((value) => ({
        value,
        label: intl.formatMessage({ id: `app.admin.payment.${value}` }),
      }))}
      getHref={(next) => orderQueryHref(listPath, next)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
