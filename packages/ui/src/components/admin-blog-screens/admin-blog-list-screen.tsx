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
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.blog.caption" },
  filters: { id: "admin.blog.filters" },
  search: { id: "admin.productList.search" },
  apply: { id: "admin.productList.apply" },
  clear: { id: "admin.productList.clearFilters" },
  add: { id: "admin.blog.add" },
  title: { id: "admin.contentEdit.title" },
  category: { id: "admin.contentEdit.category" },
  allCategories: { id: "admin.blog.allCategories" },
  published: { id: "admin.blog.publishedAt" },
  views: { id: "admin.blog.views" },
  inactive: { id: "admin.contents.inactive" },
  scheduled: { id: "admin.blog.scheduled" },
  empty: { id: "admin.blog.empty" },
  noMatch: { id: "admin.blog.noMatch" },
});

/** The list's state, as the app reads it from the URL. */
export interface AdminBlogQuery {
  q: string;
  /** A category's id, or "" for every category. */
  category: string;
  /** From 1. */
  page: number;
}

export interface AdminBlogRow {
  id: string;
  title: string;
  code: string;
  category: string;
  isActive: boolean;
  /** ISO 8601. */
  publishedAt: string;
  /** The publication time is still to come. */
  scheduled?: boolean;
  viewCount: number;
  editHref: string;
}

export type AdminBlogListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  posts: readonly AdminBlogRow[];
  categories: readonly SelectOption[];
  totalRows: number;
  pageSize: number;
  query: AdminBlogQuery;
  /** The list's address for a query: pages and "clear" link to it. */
  getHref: (query: AdminBlogQuery) => string;
  newHref: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get, the fields `q` and `category`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The blog's posts: searched by title or code, filtered by category, newest first, paged. */
export function AdminBlogListScreen({
  posts,
  categories,
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
}: AdminBlogListScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const cleared: AdminBlogQuery = { q: "", category: "", page: 1 };
  const filtered = query.q !== "" || query.category !== "";

  const columns: DataTableColumn<AdminBlogRow>[] = [
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
          {(!row.isActive || row.scheduled) && (
            <Badge size="sm" variant={row.isActive ? "warning" : "neutral"}>
              {t(row.isActive ? "scheduled" : "inactive")}
            </Badge>
          )}
        </span>
      ),
    },
    { id: "category", header: t("category"), cell: (row) => row.category },
    {
      id: "published",
      header: t("published"),
      nowrap: true,
      cell: (row) => intl.formatDate(row.publishedAt, { dateStyle: "medium" }),
    },
    {
      id: "views",
      header: t("views"),
      align: "end",
      cell: (row) => intl.formatNumber(row.viewCount),
    },
  ];

  return (
    <div
      data-slot="admin-blog-list-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <AdminFilterForm
        renderForm={renderForm}
        href={getHref(cleared)}
        fields={["q", "category", "page"]}
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
        <FormField label={t("category")} className="min-w-44">
          <Select
            name="category"
            size="sm"
            defaultValue={query.category}
            options={[{ value: "", label: t("allCategories") }, ...categories]}
          />
        </FormField>
        <div className="flex items-center gap-2">
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
        rows={[...posts]}
        getRowId={(row) => row.id}
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t(filtered ? "noMatch" : "empty")}
      />
    </div>
  );
}
