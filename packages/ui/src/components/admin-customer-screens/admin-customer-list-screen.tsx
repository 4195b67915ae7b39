import { Search, X } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminFilterForm } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn, type SortDirection } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.customers.caption" },
  filters: { id: "admin.customers.filters" },
  search: { id: "admin.productList.search" },
  searchPlaceholder: { id: "admin.customers.searchPlaceholder" },
  apply: { id: "admin.productList.apply" },
  clear: { id: "admin.productList.clearFilters" },
  name: { id: "admin.customers.name" },
  contact: { id: "admin.customers.contact" },
  orders: { id: "admin.customers.orders" },
  created: { id: "admin.customers.created" },
  lastLogin: { id: "admin.customers.lastLogin" },
  inactive: { id: "admin.customers.inactive" },
  deleted: { id: "admin.customers.deleted" },
  never: { id: "admin.customers.never" },
  empty: { id: "admin.customers.empty" },
  noMatch: { id: "admin.customers.noMatch" },
});

export type AdminCustomerSortKey = "name" | "email" | "created" | "last_login" | "orders";

/** The list's state, as the app reads it from the URL. */
export interface AdminCustomerQuery {
  q: string;
  sort: AdminCustomerSortKey;
  direction: SortDirection;
  /** From 1. */
  page: number;
}

export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  orderCount: number;
  isActive: boolean;
  /** The member deleted the account: its row stays anonymised for its orders. */
  deleted: boolean;
  /** ISO 8601. */
  createdAt: string;
  lastLoginAt: string | null;
  detailHref: string;
}

export type AdminCustomerListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  customers: readonly AdminCustomerRow[];
  totalRows: number;
  pageSize: number;
  query: AdminCustomerQuery;
  /** The list's address for a query: sort headers, pages and "clear" link to it. */
  getHref: (query: AdminCustomerQuery) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the search form (method get, the field `q`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The customers: searched by name, e-mail or phone, sorted and paged through links. */
export function AdminCustomerListScreen({
  customers,
  totalRows,
  pageSize,
  query,
  getHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: AdminCustomerListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const cleared: AdminCustomerQuery = { ...query, q: "", page: 1 };

  const columns: DataTableColumn<AdminCustomerRow>[] = [
    {
      id: "name",
      header: t("name"),
      sortable: true,
      // Only an account that is not in use says so, under its name: the table fits a tablet.
      cell: (row) => (
        <span className="flex min-w-32 flex-col items-start gap-1 font-medium [overflow-wrap:anywhere]">
          {renderLink({ href: row.detailHref, children: <bdi>{row.name}</bdi> })}
          {(row.deleted || !row.isActive) && (
            <Badge size="sm" variant={row.deleted ? "danger" : "neutral"}>
              {t(row.deleted ? "deleted" : "inactive")}
            </Badge>
          )}
        </span>
      ),
    },
    {
      // Sorted by e-mail; the phone rides under it, so the table fits a tablet.
      id: "email",
      header: t("contact"),
      sortable: true,
      cell: (row) => (
        <span className="flex min-w-48 flex-col">
          <span dir="ltr" className="text-start [overflow-wrap:anywhere]">
            {row.email}
          </span>
          <span dir="ltr" className="text-start text-caption text-fg-muted">
            {row.phone}
          </span>
        </span>
      ),
    },
    {
      id: "orders",
      header: t("orders"),
      sortable: true,
      align: "end",
      cell: (row) => intl.formatNumber(row.orderCount),
    },
    {
      id: "created",
      header: t("created"),
      sortable: true,
      nowrap: true,
      cell: (row) => date(row.createdAt),
    },
    {
      id: "last_login",
      header: t("lastLogin"),
      sortable: true,
      nowrap: true,
      cell: (row) => (row.lastLoginAt ? date(row.lastLoginAt) : t("never")),
    },
  ];

  return (
    <div
      data-slot="admin-customer-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref(cleared)}
        fields={["q", "page"]}
        label={t("filters")}
        className="flex flex-wrap"
      >
        <FormField label={t("search")} className="min-w-56 flex-1">
          <Input
            name="q"
            type="search"
            size="sm"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            startAdornment={<Search aria-hidden="true" />}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Button type="submit" size="sm" variant="secondary">
            {t("apply")}
          </Button>
          {query.q !== "" && (
            <Button asChild size="sm" variant="ghost">
              {renderLink({
                href: getHref(cleared),
                children: (
                  <>
                    <X aria-hidden="true" />
                    {t("clear")}
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
        rows={[...customers]}
        getRowId={(row) => row.id}
        sort={{ columnId: query.sort, direction: query.direction }}
        getSortHref={(sort) =>
          getHref({
            ...query,
            sort: sort.columnId as AdminCustomerSortKey,
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
        emptyMessage={t(query.q ? "noMatch" : "empty")}
      />
    </div>
  );
}
