import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Rating } from "../rating/index.ts";

const messages = defineUiMessages({
  email: { id: "admin.customers.email" },
  phone: { id: "admin.customers.phone" },
  language: { id: "admin.customer.language" },
  created: { id: "admin.customers.created" },
  lastLogin: { id: "admin.customers.lastLogin" },
  never: { id: "admin.customers.never" },
  marketing: { id: "admin.customer.marketing" },
  yes: { id: "admin.customer.yes" },
  no: { id: "admin.customer.no" },
  phoneConfirmed: { id: "admin.customer.phoneConfirmed" },
  active: { id: "admin.customers.active" },
  inactive: { id: "admin.customers.inactive" },
  deleted: { id: "admin.customers.deleted" },
  orders: { id: "admin.customer.orders" },
  orderCode: { id: "admin.customer.orderCode" },
  orderStatus: { id: "admin.productList.status" },
  orderItems: { id: "admin.customer.orderItems" },
  orderTotal: { id: "admin.customer.orderTotal" },
  date: { id: "admin.moderation.date" },
  noOrders: { id: "admin.customer.noOrders" },
  addresses: { id: "admin.customer.addresses" },
  noAddresses: { id: "admin.customer.noAddresses" },
  favourites: { id: "admin.customer.favourites" },
  product: { id: "admin.moderation.product" },
  sku: { id: "admin.productList.sku" },
  noFavourites: { id: "admin.customer.noFavourites" },
  comments: { id: "admin.customer.comments" },
  rate: { id: "admin.comments.rate" },
  text: { id: "admin.comments.text" },
  approved: { id: "admin.customer.approved" },
  pending: { id: "admin.customer.pending" },
  noComments: { id: "admin.customer.noComments" },
  giftCertificates: { id: "admin.customer.giftCertificates" },
  code: { id: "admin.customer.code" },
  discount: { id: "admin.customer.discount" },
  validUntil: { id: "admin.customer.validUntil" },
  usable: { id: "admin.customer.usable" },
  used: { id: "admin.customer.used" },
  expired: { id: "admin.customer.expired" },
  noGiftCertificates: { id: "admin.customer.noGiftCertificates" },
});

export interface AdminCustomerOrderRow {
  id: string;
  code: string;
  statusName: string;
  itemCount: number;
  /** Minor units. */
  total: number;
  currency: PriceCurrency;
  createdAt: string;
  href?: string;
}

export interface AdminCustomerAddress {
  id: string;
  title: string;
  /** Name, street, district, province and postal code, one line each. */
  lines: readonly string[];
}

export interface AdminCustomerFavouriteRow {
  id: string;
  productName: string;
  sku: string;
  href?: string;
}

export interface AdminCustomerCommentRow {
  id: string;
  productName: string;
  rate: number;
  /** The shopper's text, shown as text. */
  text: string;
  isApproved: boolean;
  createdAt: string;
}

export interface AdminCustomerGiftCertificateRow {
  code: string;
  discount:
    | { type: "percent"; percent: number }
    | { type: "amount"; amount: number; currency: PriceCurrency };
  status: "usable" | "used" | "expired";
  endsAt: string | null;
}

export interface AdminCustomerDetail {
  name: string;
  email: string;
  phone: string;
  /** A language's own name ("Türkçe"). */
  language: string;
  isActive: boolean;
  deleted: boolean;
  marketingConsent: boolean;
  phoneConfirmed: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  orders: readonly AdminCustomerOrderRow[];
  addresses: readonly AdminCustomerAddress[];
  favourites: readonly AdminCustomerFavouriteRow[];
  comments: readonly AdminCustomerCommentRow[];
  giftCertificates: readonly AdminCustomerGiftCertificateRow[];
}

export type AdminCustomerDetailScreenProps = Omit<ComponentProps<"div">, "children"> & {
  customer: AdminCustomerDetail;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
};

const statusTone = { usable: "success", used: "neutral", expired: "danger" } as const;

/** One customer as the admin sees them: profile, orders, addresses, favourites, comments, gifts. */
export function AdminCustomerDetailScreen({
  customer,
  renderLink = defaultRenderLink,
  className,
  ...props
}: AdminCustomerDetailScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });
  const linked = (href: string | undefined, children: ReactNode) =>
    href ? renderLink({ href, children }) : children;

  const facts: Array<[string, ReactNode]> = [
    [
      t("email"),
      <span key="email" dir="ltr">
        {customer.email}
      </span>,
    ],
    [
      t("phone"),
      <span key="phone" dir="ltr">
        {customer.phone}
      </span>,
    ],
    [t("phoneConfirmed"), t(customer.phoneConfirmed ? "yes" : "no")],
    [t("language"), customer.language],
    [t("marketing"), t(customer.marketingConsent ? "yes" : "no")],
    [t("created"), date(customer.createdAt)],
    [t("lastLogin"), customer.lastLoginAt ? date(customer.lastLoginAt) : t("never")],
  ];

  const orderColumns: DataTableColumn<AdminCustomerOrderRow>[] = [
    {
      id: "code",
      header: t("orderCode"),
      nowrap: true,
      cell: (row) => <span dir="ltr">{linked(row.href, row.code)}</span>,
    },
    { id: "date", header: t("date"), nowrap: true, cell: (row) => date(row.createdAt) },
    { id: "status", header: t("orderStatus"), cell: (row) => row.statusName },
    {
      id: "items",
      header: t("orderItems"),
      align: "end",
      cell: (row) => intl.formatNumber(row.itemCount),
    },
    {
      id: "total",
      header: t("orderTotal"),
      align: "end",
      nowrap: true,
      cell: (row) => <Price amount={row.total} currency={row.currency} />,
    },
  ];
  const favouriteColumns: DataTableColumn<AdminCustomerFavouriteRow>[] = [
    { id: "product", header: t("product"), cell: (row) => linked(row.href, row.productName) },
    { id: "sku", header: t("sku"), nowrap: true, cell: (row) => <span dir="ltr">{row.sku}</span> },
  ];
  const commentColumns: DataTableColumn<AdminCustomerCommentRow>[] = [
    { id: "product", header: t("product"), cell: (row) => row.productName },
    {
      id: "rate",
      header: t("rate"),
      nowrap: true,
      cell: (row) => <Rating value={row.rate} size="sm" />,
    },
    {
      id: "text",
      header: t("text"),
      cell: (row) => (
        <p dir="auto" className="min-w-48 whitespace-pre-line [overflow-wrap:anywhere]">
          {row.text}
        </p>
      ),
    },
    {
      id: "status",
      header: t("orderStatus"),
      nowrap: true,
      cell: (row) => (
        <Badge size="sm" variant={row.isApproved ? "success" : "warning"}>
          {t(row.isApproved ? "approved" : "pending")}
        </Badge>
      ),
    },
    { id: "date", header: t("date"), nowrap: true, cell: (row) => date(row.createdAt) },
  ];
  const giftColumns: DataTableColumn<AdminCustomerGiftCertificateRow>[] = [
    {
      id: "code",
      header: t("code"),
      nowrap: true,
      cell: (row) => (
        <span dir="ltr" className="font-mono">
          {row.code}
        </span>
      ),
    },
    {
      id: "discount",
      header: t("discount"),
      nowrap: true,
      cell: (row) =>
        row.discount.type === "percent" ? (
          intl.formatNumber(row.discount.percent / 100, { style: "percent" })
        ) : (
          <Price amount={row.discount.amount} currency={row.discount.currency} />
        ),
    },
    {
      id: "valid-until",
      header: t("validUntil"),
      nowrap: true,
      cell: (row) => (row.endsAt ? date(row.endsAt) : "—"),
    },
    {
      id: "status",
      header: t("orderStatus"),
      nowrap: true,
      cell: (row) => (
        <Badge size="sm" variant={statusTone[row.status]}>
          {t(row.status)}
        </Badge>
      ),
    },
  ];

  return (
    <div
      data-slot="admin-customer-detail-screen"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <section
        aria-labelledby="admin-customer-profile"
        className="rounded-lg border border-border-subtle bg-surface p-4 shadow-sm"
      >
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <h2 id="admin-customer-profile" className="font-semibold text-fg-strong text-title-sm">
            <bdi>{customer.name}</bdi>
          </h2>
          <Badge
            size="sm"
            variant={customer.deleted ? "danger" : customer.isActive ? "success" : "neutral"}
          >
            {t(customer.deleted ? "deleted" : customer.isActive ? "active" : "inactive")}
          </Badge>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-caption text-fg-muted">{term}</dt>
              <dd className="text-body [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DataTable
        caption={t("orders")}
        captionVisible
        columns={orderColumns}
        rows={[...customer.orders]}
        getRowId={(row) => row.id}
        emptyMessage={t("noOrders")}
      />
      <section aria-labelledby="admin-customer-addresses" className="flex flex-col gap-2">
        <h2 id="admin-customer-addresses" className="font-semibold text-fg-strong text-title-sm">
          {t("addresses")}
        </h2>
        {customer.addresses.length === 0 ? (
          <p className="text-fg-muted">{t("noAddresses")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {customer.addresses.map((address) => (
              <li
                key={address.id}
                className="rounded-lg border border-border-subtle bg-surface p-3 text-body"
              >
                <p className="font-medium text-fg-strong">{address.title}</p>
                {address.lines.map((line) => (
                  <p key={line} className="[overflow-wrap:anywhere]">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <DataTable
        caption={t("favourites")}
        captionVisible
        columns={favouriteColumns}
        rows={[...customer.favourites]}
        getRowId={(row) => row.id}
        emptyMessage={t("noFavourites")}
      />
      <DataTable
        caption={t("comments")}
        captionVisible
        columns={commentColumns}
        rows={[...customer.comments]}
        getRowId={(row) => row.id}
        emptyMessage={t("noComments")}
      />
      <DataTable
        caption={t("giftCertificates")}
        captionVisible
        columns={giftColumns}
        rows={[...customer.giftCertificates]}
        getRowId={(row) => row.code}
        emptyMessage={t("noGiftCertificates")}
      />
    </div>
  );
}
