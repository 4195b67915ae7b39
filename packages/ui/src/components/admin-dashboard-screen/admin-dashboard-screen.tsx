import {
  ChartColumn,
  MessageSquareText,
  PackageMinus,
  ReceiptText,
  ShoppingBag,
  TrendingUp,
  Wallet,
} from "lucide-react";
import { type ComponentProps, lazy, type ReactElement, type ReactNode, Suspense } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { OrderStatusBadge, type OrderStatusCode } from "../order-list-screen/order-list-screen.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Skeleton } from "../skeleton/skeleton.tsx";
import type { DashboardDay } from "./revenue-chart.tsx";

const RevenueChart = lazy(() => import("./revenue-chart.tsx"));

const messages = defineUiMessages({
  todayOrders: { id: "admin.dashboard.todayOrders" },
  todayRevenue: { id: "admin.dashboard.todayRevenue" },
  pendingComments: { id: "admin.dashboard.pendingComments" },
  review: { id: "admin.dashboard.review" },
  lowStock: { id: "admin.dashboard.lowStock" },
  lowStockEmpty: { id: "admin.dashboard.lowStockEmpty" },
  lowStockAll: { id: "admin.dashboard.lowStockAll" },
  stockLeft: { id: "admin.dashboard.stockLeft" },
  recentOrders: { id: "admin.dashboard.recentOrders" },
  recentOrdersEmpty: { id: "admin.dashboard.recentOrdersEmpty" },
  allOrders: { id: "admin.dashboard.allOrders" },
  loading: { id: "admin.dashboard.loading" },
  revenueByDay: { id: "admin.dashboard.revenueByDay" },
  orderCount: { id: "admin.dashboard.orderCount" },
  bestSellers: { id: "admin.dashboard.bestSellers" },
  bestSellersEmpty: { id: "admin.dashboard.bestSellersEmpty" },
  sold: { id: "admin.dashboard.sold" },
  refundsWaiting: { id: "admin.dashboard.refundsWaiting" },
  paymentsWaiting: { id: "admin.dashboard.paymentsWaiting" },
});

export type { DashboardDay };

export interface AdminDashboardBestSeller {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  href: string;
}

export interface AdminDashboardLowStockItem {
  id: string;
  name: string;
  sku: string;
  stock: number;
  href: string;
}

export interface AdminDashboardOrder {
  id: string;
  code: string;
  customer: string;
  /** Minor units. */
  total: number;
  currency: PriceCurrency;
  status: OrderStatusCode;
  statusName: string;
  href: string;
}

export type AdminDashboardScreenProps = Omit<ComponentProps<"div">, "children"> & {
  todayOrderCount: number;
  /** Today's revenue in minor units, in the shop's currency. */
  todayRevenue: number;
  currency: PriceCurrency;
  pendingCommentCount: number;
  commentsHref: string;
  /** Refunds shoppers asked for, waiting for a decision. */
  refundCount: number;
  refundsHref: string;
  /** Wire transfers whose payment has not been seen. */
  awaitingPaymentCount: number;
  awaitingPaymentHref: string;
  /** Revenue and orders by day, oldest first (the last 30 days). */
  byDay: readonly DashboardDay[];
  /** The last 30 days' most sold products. */
  bestSellers: readonly AdminDashboardBestSeller[];
  lowStock: readonly AdminDashboardLowStockItem[];
  /** The product list filtered to low stock. */
  lowStockHref: string;
  recentOrders: readonly AdminDashboardOrder[];
  ordersHref: string;
  /** The figures are on their way: placeholders instead of numbers. */
  loading?: boolean;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
};

const panel = "flex flex-col rounded-lg border border-border-subtle bg-surface shadow-sm";
const linkClass =
  "font-medium text-brand-fg underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus";

/** The admin's first page: today's orders and revenue, what needs attention, recent orders. */
export function AdminDashboardScreen({
  todayOrderCount,
  todayRevenue,
  currency,
  pendingCommentCount,
  commentsHref,
  refundCount,
  refundsHref,
  awaitingPaymentCount,
  awaitingPaymentHref,
  byDay,
  bestSellers,
  lowStock,
  lowStockHref,
  recentOrders,
  ordersHref,
  loading = false,
  renderLink = defaultRenderLink,
  className,
  ...props
}: AdminDashboardScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);

  const figure = (value: ReactNode) =>
    loading ? <Skeleton className="h-8 w-24 rounded-sm" /> : value;

  const stat = (icon: ReactNode, label: string, value: ReactNode, footer?: ReactNode) => (
    <div data-slot="admin-dashboard-stat" className={cn(panel, "gap-3 p-5")}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-subtle text-brand-fg [&_svg]:size-5">
          {icon}
        </span>
        <h2 className="text-body-sm font-medium text-fg-muted">{label}</h2>
      </div>
      <p className="text-heading-lg font-semibold text-fg-strong tabular-nums">{figure(value)}</p>
      {footer}
    </div>
  );

  const heading = (icon: ReactNode, title: string, link?: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border-subtle px-5 py-4">
      <h2 className="flex items-center gap-2 text-body-lg font-semibold text-fg-strong [&_svg]:size-5 [&_svg]:text-fg-muted">
        {icon}
        {title}
      </h2>
      {link}
    </div>
  );

  const placeholderRows = (
    <ul className="flex flex-col">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="flex items-center gap-3 border-b border-border-subtle px-5 py-3.5 last:border-b-0"
        >
          <Skeleton className="h-4 w-40 rounded-sm" />
          <Skeleton className="ms-auto h-4 w-16 rounded-sm" />
        </li>
      ))}
    </ul>
  );

  const empty = (text: string) => (
    <p className="px-5 py-8 text-center text-body-sm text-fg-muted">{text}</p>
  );

  return (
    <div
      data-slot="admin-dashboard-screen"
      aria-busy={loading || undefined}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {loading && (
        <span role="status" className="sr-only">
          {t("loading")}
        </span>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stat(
          <ShoppingBag aria-hidden="true" />,
          t("todayOrders"),
          intl.formatNumber(todayOrderCount),
        )}
        {stat(
          <Wallet aria-hidden="true" />,
          t("todayRevenue"),
          <Price amount={todayRevenue} currency={currency} size="lg" />,
        )}
        {stat(
          <MessageSquareText aria-hidden="true" />,
          t("pendingComments"),
          intl.formatNumber(pendingCommentCount),
          !loading && (
            <span className="flex flex-col items-start gap-1 text-body-sm">
              {pendingCommentCount > 0 &&
                renderLink({ href: commentsHref, className: linkClass, children: t("review") })}
              {refundCount > 0 &&
                renderLink({
                  href: refundsHref,
                  className: linkClass,
                  children: t("refundsWaiting", { count: refundCount }),
                })}
              {awaitingPaymentCount > 0 &&
                renderLink({
                  href: awaitingPaymentHref,
                  className: linkClass,
                  children: t("paymentsWaiting", { count: awaitingPaymentCount }),
                })}
            </span>
          ),
        )}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <section data-slot="admin-dashboard-chart" className={panel} aria-label={t("revenueByDay")}>
          {heading(<ChartColumn aria-hidden="true" />, t("revenueByDay"))}
          <div className="px-3 py-4">
            {loading ? (
              <Skeleton className="h-60 w-full rounded-md" />
            ) : (
              <Suspense fallback={<Skeleton className="h-60 w-full rounded-md" />}>
                <RevenueChart
                  days={byDay}
                  currency={currency}
                  formatOrders={(count) => t("orderCount", { count })}
                />
              </Suspense>
            )}
          </div>
        </section>
        <section
          data-slot="admin-dashboard-best-sellers"
          className={panel}
          aria-label={t("bestSellers")}
        >
          {heading(<TrendingUp aria-hidden="true" />, t("bestSellers"))}
          {loading ? (
            placeholderRows
          ) : bestSellers.length === 0 ? (
            empty(t("bestSellersEmpty"))
          ) : (
            <ol className="flex flex-col">
              {bestSellers.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center gap-3 border-b border-border-subtle px-5 py-3 last:border-b-0"
                >
                  <span className="flex min-w-0 flex-col">
                    {renderLink({
                      href: item.href,
                      className: cn(
                        linkClass,
                        "line-clamp-2 text-fg-strong [overflow-wrap:anywhere]",
                      ),
                      children: item.name,
                    })}
                    <span dir="ltr" className="self-start font-mono text-caption text-fg-muted">
                      {item.sku}
                    </span>
                  </span>
                  <span className="ms-auto shrink-0 text-body-sm font-medium text-fg tabular-nums">
                    {t("sold", { count: item.quantity })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          data-slot="admin-dashboard-orders"
          className={panel}
          aria-label={t("recentOrders")}
        >
          {heading(
            <ReceiptText aria-hidden="true" />,
            t("recentOrders"),
            renderLink({
              href: ordersHref,
              className: cn(linkClass, "text-body-sm"),
              children: t("allOrders"),
            }),
          )}
          {loading ? (
            placeholderRows
          ) : recentOrders.length === 0 ? (
            empty(t("recentOrdersEmpty"))
          ) : (
            <ul className="flex flex-col">
              {recentOrders.map((order) => (
                <li
                  key={order.id}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 border-b border-border-subtle px-5 py-3 last:border-b-0 md:grid-cols-[8rem_1fr_auto_auto]"
                >
                  {renderLink({
                    href: order.href,
                    dir: "ltr",
                    className: cn(linkClass, "justify-self-start font-mono"),
                    children: order.code,
                  })}
                  <span className="order-3 min-w-0 truncate text-body-sm text-fg md:order-none">
                    <bdi>{order.customer}</bdi>
                  </span>
                  <span className="justify-self-end md:order-none">
                    <OrderStatusBadge status={order.status} name={order.statusName} />
                  </span>
                  <span className="order-4 justify-self-end md:order-none">
                    <Price amount={order.total} currency={order.currency} size="sm" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section data-slot="admin-dashboard-low-stock" className={panel} aria-label={t("lowStock")}>
          {heading(
            <PackageMinus aria-hidden="true" />,
            t("lowStock"),
            renderLink({
              href: lowStockHref,
              className: cn(linkClass, "text-body-sm"),
              children: t("lowStockAll"),
            }),
          )}
          {loading ? (
            placeholderRows
          ) : lowStock.length === 0 ? (
            empty(t("lowStockEmpty"))
          ) : (
            <ul className="flex flex-col">
              {lowStock.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center gap-3 border-b border-border-subtle px-5 py-3 last:border-b-0"
                >
                  <span className="flex min-w-0 flex-col">
                    {renderLink({
                      href: item.href,
                      className: cn(
                        linkClass,
                        "line-clamp-2 text-fg-strong [overflow-wrap:anywhere]",
                      ),
                      children: item.name,
                    })}
                    <span dir="ltr" className="self-start font-mono text-caption text-fg-muted">
                      {item.sku}
                    </span>
                  </span>
                  <Badge
                    size="sm"
                    variant={item.stock === 0 ? "danger" : "warning"}
                    className="ms-auto shrink-0"
                  >
                    {t("stockLeft", { count: item.stock })}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
