import { Search, X } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminFilterForm, adminFilterGrid } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn, type SortDirection } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.orderList.caption" },
  filters: { id: "admin.orderList.filters", description: "Accessible name of the filter form" },
  search: { id: "admin.orderList.search" },
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
  apply: { id: "admin.orderList.apply" },
  clearFilters: { id: "admin.orderList.clearFilters" },
  code: { id: "admin.orderList.code" },
  date: { id: "admin.orderList.date" },
  customer: { id: "admin.orderList.customer" },
  items: { id: "admin.orderList.items" },
  total: { id: "admin.orderList.total" },
  openRefunds: { id: "admin.orderList.openRefunds", description: "Badge: {count} refund requests" },
  noMatch: { id: "admin.orderList.noMatch" },
  noOrders: { id: "admin.orderList.noOrders" },
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
export interface AdminOrderQuery {
  q: string;
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
  /** From 1. */
  page: number;
}

/** The names the filter form submits (a GET form): the app reads them from the URL. */
export const ADMIN_ORDER_FILTER_FIELDS = [
  "q",
  "status",
  "payment",
  "refund",
  "from",
  "to",
] as const;

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

export type AdminOrderListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  orders: readonly AdminOrderRow[];
  /** Every order that matches the query, over all pages. */
  totalRows: number;
  pageSize: number;
  query: AdminOrderQuery;
  /** The statuses with their names, as the API names them. */
  statusOptions: readonly SelectOption[];
  paymentOptions: readonly SelectOption[];
  /**
   * Offers the refund filter. Off where the list is already the refunds waiting (the query's
   * `refund` then stays as it is).
   */
  refundFilter?: boolean;
  /** The list's address for a query: sort headers, pages and "clear filters" link to it. */
  getHref: (query: AdminOrderQuery) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get, the fields of ADMIN_ORDER_FILTER_FIELDS). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  /** Why the orders could not be loaded. */
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

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
  totalRows,
  pageSize,
  query,
  statusOptions,
  paymentOptions,
  refundFilter = true,
  getHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: AdminOrderListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);

  const filterFields = ADMIN_ORDER_FILTER_FIELDS.filter(
    (name) => refundFilter || name !== "refund",
  );
  const filtered = filterFields.some((name) => query[name] !== "");
  const cleared: AdminOrderQuery = {
    ...query,
    q: "",
    status: "",
    payment: "",
    ...(refundFilter ? { refund: "" } : {}),
    from: "",
    to: "",
    page: 1,
  };

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
    <div
      data-slot="admin-order-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref(cleared)}
        fields={[...filterFields, "page"]}
        label={t("filters")}
        className={adminFilterGrid}
      >
        <FormField label={t("search")}>
          <Input
            name="q"
            type="search"
            size="sm"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            startAdornment={<Search aria-hidden="true" />}
          />
        </FormField>
        <FormField label={t("status")}>
          <Select
            name="status"
            size="sm"
            defaultValue={query.status}
            options={[{ value: "", label: t("allStatuses") }, ...statusOptions]}
          />
        </FormField>
        <FormField label={t("payment")}>
          <Select
            name="payment"
            size="sm"
            defaultValue={query.payment}
            options={[{ value: "", label: t("allPayments") }, ...paymentOptions]}
          />
        </FormField>
        {refundFilter && (
          <FormField label={t("refund")}>
            <Select
              name="refund"
              size="sm"
              defaultValue={query.refund}
              options={[
                { value: "", label: t("allRefunds") },
                { value: "requested", label: t("refundRequested") },
              ]}
            />
          </FormField>
        )}
        <FormField label={t("from")}>
          <Input name="from" type="date" size="sm" defaultValue={query.from} />
        </FormField>
        <FormField label={t("to")}>
          <Input name="to" type="date" size="sm" defaultValue={query.to} />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" variant="secondary">
            {t("apply")}
          </Button>
          {filtered && (
            <Button asChild size="sm" variant="ghost">
              {renderLink({
                href: getHref(cleared),
                children: (
                  <>
                    <X aria-hidden="true" />
                    {t("clearFilters")}
                  </>
                ),
              })}
            </Button>
          )}
        </div>
      </AdminFilterForm>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...orders]}
        getRowId={(row) => row.id}
        sort={{ columnId: query.sort, direction: query.direction }}
        getSortHref={(sort) =>
          getHref({
            ...query,
            sort: sort.columnId as AdminOrderSortKey,
            direction: sort.direction,
            page: 1,
          })
        }
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t(filtered ? "noMatch" : "noOrders")}
        emptyAction={
          filtered ? (
            <Button asChild variant="outline" size="sm">
              {renderLink({ href: getHref(cleared), children: t("clearFilters") })}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
