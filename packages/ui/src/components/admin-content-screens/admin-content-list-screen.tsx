import { Plus, Search, X } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminFilterForm } from "../admin-form/admin-filter-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.contents.caption" },
  filters: { id: "admin.contents.filters" },
  search: { id: "admin.productList.search" },
  apply: { id: "admin.productList.apply" },
  clear: { id: "admin.productList.clearFilters" },
  add: { id: "admin.contents.add" },
  title: { id: "admin.contentEdit.title" },
  category: { id: "admin.contentEdit.category" },
  updated: { id: "admin.contents.updated" },
  inactive: { id: "admin.contents.inactive" },
  empty: { id: "admin.contents.empty" },
  noMatch: { id: "admin.contents.noMatch" },
});

/** The list's state, as the app reads it from the URL. */
export interface AdminContentQuery {
  q: string;
  /** From 1. */
  page: number;
}

export interface AdminContentRow {
  id: string;
  title: string;
  code: string;
  category: string | null;
  isActive: boolean;
  /** ISO 8601. */
  updatedAt: string;
  editHref: string;
}

export type AdminContentListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  contents: readonly AdminContentRow[];
  totalRows: number;
  pageSize: number;
  query: AdminContentQuery;
  /** The list's address for a query: pages and "clear" link to it. */
  getHref: (query: AdminContentQuery) => string;
  newHref: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the search form (method get, the field `q`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The content pages: searched by title or code, newest change first, paged through links. */
export function AdminContentListScreen({
  contents,
  totalRows,
  pageSize,
  query,
  getHref,
  newHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: AdminContentListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const cleared: AdminContentQuery = { q: "", page: 1 };

  const columns: DataTableColumn<AdminContentRow>[] = [
    {
      id: "title",
      header: t("title"),
      cell: (row) => (
        <span className="flex min-w-40 flex-col items-start gap-1 [overflow-wrap:anywhere]">
          <span className="font-medium">
            {renderLink({ href: row.editHref, children: row.title })}
          </span>
          <span dir="ltr" className="text-caption text-fg-muted">
            {row.code}
          </span>
          {!row.isActive && (
            <Badge size="sm" variant="neutral">
              {t("inactive")}
            </Badge>
          )}
        </span>
      ),
    },
    { id: "category", header: t("category"), cell: (row) => row.category ?? "—" },
    {
      id: "updated",
      header: t("updated"),
      nowrap: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: "medium" }),
    },
  ];

  return (
    <div
      data-slot="admin-content-list-screen"
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
        <Button asChild size="sm" className="ms-auto">
          {renderLink({
            href: newHref,
            children: (
              <>
                <Plus aria-hidden="true" />
                {t("add")}
              </>
            ),
          })}
        </Button>
      </AdminFilterForm>
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...contents]}
        getRowId={(row) => row.id}
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
