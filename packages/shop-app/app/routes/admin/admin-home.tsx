// The admin's first screen: today's orders and revenue, the last 30 days by day and their best
// sellers, what waits (comments, refunds, wire transfers), what runs out and the latest orders,
// each leading to where it is dealt with.
import { AdminDashboardScreen, type OrderStatusCode, type PriceCurrency } from "@shop/ui";
import { useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-home.server.ts";

export { loader } from "./admin-home.server.ts";

export default function AdminHome() {
  const { dashboard } = useLoaderData<typeof loader>();
  return (
    <AdminDashboardScreen
      todayOrderCount={dashboard.today_order_count}
      todayRevenue={dashboard.today_revenue}
      currency={dashboard.currency_code as PriceCurrency}
      pendingCommentCount={dashboard.pending_comment_count}
      commentsHref={`${paths.admin}/comments`}
      refundCount={dashboard.requested_refund_count}
      refundsHref={`${paths.admin}/refunds`}
      awaitingPaymentCount={dashboard.awaiting_payment_count}
      awaitingPaymentHref={`${paths.admin}/orders?status=awaiting_payment`}
      byDay={dashboard.by_day.map((day) => ({
        date: day.date,
        orderCount: day.order_count,
        revenue: day.revenue,
      }))}
      bestSellers={dashboard.best_sellers.map((item) => ({
        id: String(item.id),
        name: item.name,
        sku: item.sku,
        quantity: item.quantity,
        href: `${paths.admin}/products/${item.id}`,
      }))}
      lowStock={dashboard.low_stock.map((item) => ({
        id: String(item.id),
        name: item.name,
        sku: item.sku,
        stock: item.stock,
        href: `${paths.admin}/products/${item.id}`,
      }))}
      lowStockHref={`${paths.admin}/products?sort=stock&direction=asc`}
      recentOrders={dashboard.recent_orders.map((order) => ({
        id: String(order.id),
        code: order.code,
        customer: order.customer,
        total: order.total,
        currency: order.currency_code as PriceCurrency,
        status: order.status as OrderStatusCode,
        statusName: order.status_name,
        href: `${paths.admin}/orders/${order.id}`,
      }))}
      ordersHref={`${paths.admin}/orders`}
      renderLink={renderRouterLink}
    />
  );
}
