import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import {
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  useAdminListTexts,
} from "../admin-list-screen/index.ts";
import { Badge } from "../badge/badge.tsx";
import type { DataTableColumn, SortDirection } from "../data-table/data-table.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import type { SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.orderList.caption" },
  filters: { id: "admin.orderList.filters", description: "Accessible name of the filter form" },
  searchPlaceholder: { id: "admin.orderList.searchPlaceholder" },
  status: { id: "admin.orderList.status" },
  allStatuses: { id: "admin.orderList.allStatuses" },
  payment: { id: "admin.orderList.payment" },
  allPayments: { id: "admin.orderList.allPayments" },
  refund: { id: "admin.orderList.refund", description: "Filter: orders by their refund requests" },
  allRefunds: { id: "admin.orderList.allRefunds" },
  refundRequested: { id: "admin.orderList.refundRequested" },
  from: { id: "admin.orderList.from", description: "Filter: placed on or after this day" },
  to: { id: "admin.orderList.to", description: "Filter: placed on or before this day" },
  code: { id: "admin.orderList.code" },
  date: { id: "admin.orderList.date" },
  customer: { id: "admin.orderList.customer" },
  items: { id: "admin.orderList.items" },
  total: { id: "admin.orderList.total" },
  openRefunds: { id: "admin.orderList.openRefunds", description: "Badge: {count} refund requests" },
  noMatch: { id: "admin.orderList.noMatch" },
  empty: { id: "admin.orderList.noOrders" },
});

export type AdminOrderStatus =
  | "awaiting_payment"
  | "received"
  | "preparing"
  | "shipped"
  | "delivered"
  | "cancelled";
export type AdminOrderSortKey = "code" | "created" | "customer" | "status" | "total";

/** The list's state, as the app reads it from the URL. */
export interface AdminOrderQuery extends AdminListQuery {
  /** A status code, or "" for all. */
  status: string;
  /** A payment method, or "" for all. */
  payment: string;
  /** "requested": only the orders with a refund request to decide; "" for all. */
  refund: "" | "requested";
  /** YYYY-MM-DD or "". */
  from: string;
  to: string;
  sort: AdminOrderSortKey;
  direction: SortDirection;
}

export interface AdminOrderRow {
  id: string;
  code: string;
  status: AdminOrderStatus;
  statusName: string;
  paymentName: string;
  customerName: string;
  email: string;
  itemCount: number;
  /** Minor units. */
  total: number;
  currency: PriceCurrency;
  /** Refund requests still to decide. */
  openRefunds: number;
  /** ISO 8601. */
  createdAt: string;
  href: string;
}

export type AdminOrderListScreenProps = AdminListPageProps<AdminOrderQuery> & {
  orders: readonly AdminOrderRow[];
  /** The statuses with their names, as the API names them. */
  statusOptions: readonly SelectOption[];
  paymentOptions: readonly SelectOption[];
  /**
   * Offers the refund filter. Off where the list is already the refunds waiting (the query's
   * `refund` then stays as it is).
   */
  refundFilter?: boolean;
};

export const orderStatusTone = {
  awaiting_payment: "warning",
  received: "info",
  preparing: "brand",
  shipped: "info",
  delivered: "success",
  cancelled: "neutral",
} as const satisfies Record<AdminOrderStatus, string>;

/**
 * The admin's order list: a GET filter form (search, status, payment, a day range), sort
 * headers and pages as links, so the state lives in the URL and works without JavaScript.
 */
export function AdminOrderListScreen({
  orders,
  statusOptions,
  paymentOptions,
  refundFilter = true,
  ...props
}: AdminOrderListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);

  const texts = useAdminListTexts(messages);
  const renderLink = props.renderLink ?? defaultRenderLink;

  const columns: DataTableColumn<AdminOrderRow>[] = [
    {
      id: "code",
      header: t("code"),
      sortable: true,
      nowrap: true,
      cell: (row) =>
        renderLink({
          href: row.href,
          dir: "ltr",
          className: "font-mono font-medium text-fg-strong underline-offset-2 hover:underline",
          children: row.code,
        }),
    },
    {
      id: "created",
      header: t("date"),
      sortable: true,
      nowrap: true,
      cell: (row) => (
        <time dateTime={row.createdAt}>
          {intl.formatDate(row.createdAt, {
            dateStyle: "medium",
            timeStyle: "short",
          })}
        </time>
      ),
    },
    {
      id: "customer",
      header: t("customer"),
      sortable: true,
      cell: (row) => (
        <span className="flex min-w-40 flex-col gap-0.5">
          <span className="font-medium text-fg-strong [overflow-wrap:anywhere]">
            <bdi>{row.customerName}</bdi>
          </span>
          <span dir="ltr" className="text-caption text-fg-muted [overflow-wrap:anywhere]">
            {row.email}
          </span>
        </span>
      ),
    },
    {
      id: "payment",
      header: t("payment"),
      nowrap: true,
      cell: (row) => row.paymentName,
    },
    {
      id: "status",
      header: t("status"),
      sortable: true,
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-1" data-status={row.status}>
          <Badge size="sm" variant={orderStatusTone[row.status]}>
            {row.statusName}
          </Badge>
          {row.openRefunds > 0 && (
            <Badge size="sm" variant="danger">
              {t("openRefunds", { count: row.openRefunds })}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: "items",
      header: t("items"),
      align: "end",
      cell: (row) => intl.formatNumber(row.itemCount),
    },
    {
      id: "total",
      header: t("total"),
      sortable: true,
      align: "end",
      nowrap: true,
      cell: (row) => <Price amount={row.total} currency={row.currency} size="sm" />,
    },
  ];

  return (
    <AdminListScreen
      data-slot="admin-order-list-screen"
      rows={orders}
      columns={columns}
      {...texts}
      searchPlaceholder={t("searchPlaceholder")}
      filterGrid
      clearOnNoMatch
      filters={[
        { name: "status", label: t("status"), allLabel: t("allStatuses"), options: statusOptions },
        {
          name: "payment",
          label: t("payment"),
          allLabel: t("allPayments"),
          options: paymentOptions,
        },
        ...(refundFilter
          ? [
              {
                name: "refund" as const,
                label: t("refund"),
                allLabel: t("allRefunds"),
                options: [{ value: "requested", label: t("refundRequested") }],
              },
            ]
          : []),
        { kind: "date", name: "from", label: t("from") },
        { kind: "date", name: "to", label: t("to") },
      ]}
      {...props}
    />
  );
}
