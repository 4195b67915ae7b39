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

const messages = defineUiMessages({
  caption: { id: "admin.customers.caption" },
  filters: { id: "admin.customers.filters" },
  searchPlaceholder: { id: "admin.customers.searchPlaceholder" },
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
export interface AdminCustomerQuery extends AdminListQuery {
  sort: AdminCustomerSortKey;
  direction: SortDirection;
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

export type AdminCustomerListScreenProps = AdminListPageProps<AdminCustomerQuery> & {
  customers: readonly AdminCustomerRow[];
};

/** The customers: searched by name, e-mail or phone, sorted and paged through links. */
export function AdminCustomerListScreen({ customers, ...props }: AdminCustomerListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const texts = useAdminListTexts(messages);
  const renderLink = props.renderLink ?? defaultRenderLink;

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
    <AdminListScreen
      data-slot="admin-customer-list-screen"
      rows={customers}
      columns={columns}
      {...texts}
      searchPlaceholder={t("searchPlaceholder")}
      {...props}
    />
  );
}
