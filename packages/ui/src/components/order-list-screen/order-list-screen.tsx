import { PackageOpen } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { isolateLtr } from "../../lib/isolate-ltr.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Pagination } from "../pagination/pagination.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.orderList.title", description: "Heading: the customer's orders" },
  code: { id: "commerce.orderList.code", description: "Column: order code" },
  date: { id: "commerce.orderList.date", description: "Column: order date" },
  status: { id: "commerce.orderList.status", description: "Column: status" },
  total: { id: "commerce.orderList.total", description: "Column: total" },
  items: { id: "commerce.orderList.items", description: "{count} items in the order" },
  detail: { id: "commerce.orderList.detail", description: "Link: the order's detail" },
  emptyTitle: { id: "commerce.orderList.emptyTitle", description: "No orders yet" },
  emptyAction: { id: "commerce.orderList.emptyAction", description: "Link: start shopping" },
});

/** Which tone each order status is shown in. */
export const ORDER_STATUS_TONES = {
  awaiting_payment: "warning",
  received: "info",
  preparing: "info",
  shipped: "brand",
  delivered: "success",
  cancelled: "danger",
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUS_TONES;

export interface OrderListItem {
  id: string;
  code: string;
  /** YYYY-MM-DD. */
  date: string;
  status: OrderStatusCode;
  statusName: string;
  total: number;
  currency: PriceCurrency;
  itemCount: number;
  href: string;
}

type LinkProps = ComponentProps<"a"> & { href: string };

export type OrderListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  orders: readonly OrderListItem[];
  page: number;
  pageCount: number;
  getPageHref: (page: number) => string;
  shoppingHref: string;
  renderLink?: (props: LinkProps) => ReactElement;
  /** False inside a frame that has the page's heading already (the account's layout). */
  heading?: boolean;
};

export function OrderStatusBadge({ status, name }: { status: OrderStatusCode; name: string }) {
  return (
    <Badge data-slot="order-status" data-status={status} variant={ORDER_STATUS_TONES[status]}>
      {name}
    </Badge>
  );
}

/** The customer's orders, newest first: code, date, status, total and a way to the detail. */
export function OrderListScreen({
  orders,
  page,
  pageCount,
  getPageHref,
  shoppingHref,
  renderLink = defaultRenderLink,
  heading = true,
  className,
  ...props
}: OrderListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, number>) =>
    intl.formatMessage(messages[key], values);
  return (
    <div data-slot="order-list-screen" className={cn("flex flex-col gap-5", className)} {...props}>
      {heading && <h1 className="text-heading-lg font-semibold text-fg-strong">{t("title")}</h1>}
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-border-subtle bg-surface px-4 py-12 text-center">
          <PackageOpen aria-hidden="true" className="size-12 text-fg-muted" />
          <p className="text-body-lg font-semibold text-fg-strong">{t("emptyTitle")}</p>
          <Button asChild>{renderLink({ href: shoppingHref, children: t("emptyAction") })}</Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li
              key={order.id}
              data-slot="order-list-item"
              className="grid grid-cols-2 items-center gap-3 rounded-lg border border-border-subtle bg-surface p-4 sm:grid-cols-[1fr_auto_auto_auto]"
            >
              <div className="flex flex-col gap-0.5">
                <span
                  dir="ltr"
                  className="justify-self-start font-mono font-semibold text-fg-strong"
                >
                  {order.code}
                </span>
                <span className="text-caption text-fg-muted">
                  <span className="sr-only">{t("date")}: </span>
                  {isolateLtr(order.date)} · {t("items", { count: order.itemCount })}
                </span>
              </div>
              <div className="justify-self-end sm:justify-self-auto">
                <OrderStatusBadge status={order.status} name={order.statusName} />
              </div>
              <Price amount={order.total} currency={order.currency} size="sm" />
              <Button asChild size="sm" variant="outline" className="justify-self-end">
                {renderLink({
                  href: order.href,
                  "aria-label": `${t("detail")}: ${order.code}`,
                  children: t("detail"),
                })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} getHref={getPageHref} />}
    </div>
  );
}
