import { Download, Search } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { AdminFilterForm } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.newsletter.caption" },
  filters: { id: "admin.newsletter.filters" },
  search: { id: "admin.productList.search" },
  searchPlaceholder: { id: "admin.newsletter.searchPlaceholder" },
  status: { id: "admin.productList.status" },
  all: { id: "admin.newsletter.all" },
  confirmed: { id: "admin.newsletter.confirmed" },
  pending: { id: "admin.newsletter.pending" },
  unsubscribed: { id: "admin.newsletter.unsubscribed" },
  apply: { id: "admin.productList.apply" },
  export: { id: "admin.newsletter.export" },
  email: { id: "admin.customers.email" },
  language: { id: "admin.customer.language" },
  subscribed: { id: "admin.newsletter.subscribed" },
  empty: { id: "admin.newsletter.empty" },
});

export type AdminSubscriberStatus = "confirmed" | "pending" | "unsubscribed";

export interface AdminNewsletterQuery {
  q: string;
  status: "all" | AdminSubscriberStatus;
  page: number;
}

export interface AdminSubscriberRow {
  id: string;
  email: string;
  /** The language's own name ("Türkçe"). */
  language: string;
  status: AdminSubscriberStatus;
  /** ISO 8601. */
  createdAt: string;
}

export type AdminNewsletterScreenProps = Omit<ComponentProps<"div">, "children"> & {
  subscribers: readonly AdminSubscriberRow[];
  totalRows: number;
  pageSize: number;
  query: AdminNewsletterQuery;
  getHref: (query: AdminNewsletterQuery) => string;
  /** Downloads every subscriber the filter finds as CSV (a plain link, not the router's). */
  exportHref: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;
const tone = { confirmed: "success", pending: "warning", unsubscribed: "neutral" } as const;

/** The newsletter's subscribers: filtered by status and address, paged, exported as CSV. */
export function AdminNewsletterScreen({
  subscribers,
  totalRows,
  pageSize,
  query,
  getHref,
  exportHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: AdminNewsletterScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const columns: DataTableColumn<AdminSubscriberRow>[] = [
    {
      id: "email",
      header: t("email"),
      cell: (row) => (
        <span dir="ltr" className="[overflow-wrap:anywhere]">
          {row.email}
        </span>
      ),
    },
    { id: "language", header: t("language"), nowrap: true, cell: (row) => row.language },
    {
      id: "status",
      header: t("status"),
      nowrap: true,
      cell: (row) => (
        <Badge size="sm" variant={tone[row.status]}>
          {t(row.status)}
        </Badge>
      ),
    },
    {
      id: "subscribed",
      header: t("subscribed"),
      nowrap: true,
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: "medium" }),
    },
  ];
  return (
    <div
      data-slot="admin-newsletter-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref({ ...query, q: "", status: "all", page: 1 })}
        fields={["q", "status", "page"]}
        label={t("filters")}
        className="flex flex-wrap"
      >
        <FormField label={t("search")} className="min-w-56 flex-1">
          <Input
            name="q"
            type="search"
            size="sm"
            dir="ltr"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            startAdornment={<Search aria-hidden="true" />}
          />
        </FormField>
        <FormField label={t("status")} className="min-w-40">
          <Select
            name="status"
            size="sm"
            defaultValue={query.status}
            options={(["all", "confirmed", "pending", "unsubscribed"] as const).map((value) => ({
              value,
              label: t(value),
            }))}
          />
        </FormField>
        <Button type="submit" size="sm" variant="secondary">
          {t("apply")}
        </Button>
      </AdminFilterForm>
      <div className="flex justify-end">
        {/* A plain link: a download is never a client-side navigation. */}
        <Button asChild size="sm" variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            {t("export")}
          </a>
        </Button>
      </div>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...subscribers]}
        getRowId={(row) => row.id}
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t("empty")}
      />
    </div>
  );
}
