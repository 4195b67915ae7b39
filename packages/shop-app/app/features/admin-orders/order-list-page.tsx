// The admin's order list as a page: search, status, payment, refund and day filters, sort and
// pages in the URL (a GET form and links, so it works without JavaScript), each code linking to
// the order. The refunds page is the same list with its refund filter fixed.
import { AdminOrderListScreen, type AdminOrderRow, type PriceCurrency } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { Form } from "react-router";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loadOrderList } from "./order-list.server.ts";
import { orderQuery } from "./order-query.ts";

const PAYMENTS = ["card", "wire_transfer", "door"] as const;

export function OrderListPage({
  data: { query, page, statusOptions },
  listPath,
  refundsOnly = false,
}: {
  data: Awaited<ReturnType<typeof loadOrderList>>;
  /** Where the filters, sort headers and pages lead. */
  listPath: string;
  /** The refunds page: the URL does not carry the refund filter, the page fixes it. */
  refundsOnly?: boolean;
}) {
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
    href: `${paths.admin}/orders/${item.id}`,
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
      refundFilter={!refundsOnly}
      getHref={(next) => orderQuery.href(listPath, refundsOnly ? { ...next, refund: "" } : next)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
