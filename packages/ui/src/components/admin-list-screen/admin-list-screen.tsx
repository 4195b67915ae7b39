import { Plus } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import type { UiMessageDescriptor } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AdminSearchFilterBar } from "../admin-form/admin-search-filter-bar.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
} from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Select, type SelectOption } from "../select/select.tsx";

/** What every admin list keeps in its URL: the search text and the page, perhaps a sort. */
export interface AdminListQuery {
  q: string;
  /** From 1. */
  page: number;
  /** A sortable column's id. */
  sort?: string;
  direction?: SortDirection;
}

/** A select in the filter bar, named after its parameter in the query ("" means all). */
export interface AdminListSelectFilter<Query extends AdminListQuery> {
  name: Extract<keyof Query, string>;
  label: string;
  /** The option that sets no filter ("All categories"). */
  allLabel: string;
  options: readonly SelectOption[];
}

/** The props a list screen takes from the app, whatever its rows. */
export type AdminListPageProps<Query extends AdminListQuery> = Omit<
  ComponentProps<"div">,
  "children"
> & {
  totalRows: number;
  pageSize: number;
  query: Query;
  /** The list's address for a query: sort headers, pages and "clear" link to it. */
  getHref: (query: Query) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get; the fields `q` and the filters' names). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

export type AdminListScreenProps<
  Row extends { id: string },
  Query extends AdminListQuery,
> = AdminListPageProps<Query> & {
  rows: readonly Row[];
  columns: DataTableColumn<Row>[];
  /** The table's accessible name ("Blog posts"). */
  caption: string;
  /** The filter form's accessible name ("Filter blog posts"). */
  filtersLabel: string;
  searchPlaceholder?: string;
  /** Codes and e-mail addresses are typed left to right in every language. */
  searchDir?: "ltr";
  filters?: readonly AdminListSelectFilter<Query>[];
  /** A link to the new-record page, at the filter bar's end. */
  addLink?: { href: string; label: string };
  /** Buttons above the filter bar (those that open dialogs). */
  toolbar?: ReactNode;
  /** Shown without rows and without filters. */
  emptyMessage: string;
  /** Shown without rows while a filter is set. */
  noMatchMessage: string;
  /** Row selection for bulk actions: the ids, their change and the actions shown meanwhile. */
  selection?: Pick<
    DataTableProps<Row>,
    "selectedIds" | "onSelectionChange" | "selectionActions" | "rowLabel"
  >;
  /** A sort header was chosen (the link still navigates, through `renderLink`). */
  onSortChange?: DataTableProps<Row>["onSortChange"];
  /** The dialogs the list's buttons open. */
  children?: ReactNode;
};

/**
 * A list's own texts from its screen's messages named `caption`, `filters`, `empty` and
 * `noMatch`, as AdminListScreen's props: `<AdminListScreen {...useAdminListTexts(messages)} />`.
 */
export function useAdminListTexts(
  messages: Record<"caption" | "filters" | "empty" | "noMatch", UiMessageDescriptor>,
) {
  const intl = useIntl();
  return {
    caption: intl.formatMessage(messages.caption),
    filtersLabel: intl.formatMessage(messages.filters),
    emptyMessage: intl.formatMessage(messages.empty),
    noMatchMessage: intl.formatMessage(messages.noMatch),
  };
}

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;
const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * An admin list declared as data: a search box and selects that live in the URL, columns that
 * sort through links, pages with their totals, an empty and a loading state, and selection where
 * the list has bulk actions. It works without JavaScript: the filters are a GET form and every
 * sort and page is a link. On a narrow screen the table scrolls sideways and leaves out the
 * columns marked `secondary` (DataTable).
 */
export function AdminListScreen<Row extends { id: string }, Query extends AdminListQuery>({
  rows,
  columns,
  caption,
  filtersLabel,
  searchPlaceholder,
  searchDir,
  filters = [],
  addLink,
  toolbar,
  emptyMessage,
  noMatchMessage,
  selection,
  onSortChange,
  totalRows,
  pageSize,
  query,
  getHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  loading = false,
  error,
  onRetry,
  children,
  className,
  ...props
}: AdminListScreenProps<Row, Query>) {
  // The query's own type may narrow its keys (a sort column's union); the values set here are
  // the ones AdminListQuery and the filters allow, so the casts below widen nothing at run time.
  const cleared = {
    ...query,
    ...Object.fromEntries(filters.map((filter) => [filter.name, ""])),
    q: "",
    page: 1,
  } as Query;
  const filtered = query.q !== "" || filters.some((filter) => query[filter.name] !== "");
  const sorted = query.sort
    ? { columnId: query.sort, direction: query.direction ?? ("asc" as const) }
    : null;

  return (
    <div data-slot="admin-list-screen" className={cn("flex flex-col gap-4", className)} {...props}>
      {toolbar && (
        <div
          data-slot="admin-list-toolbar"
          className="flex flex-wrap items-center justify-end gap-2"
        >
          {toolbar}
        </div>
      )}
      <AdminSearchFilterBar
        renderForm={renderForm}
        renderLink={renderLink}
        clearedHref={getHref(cleared)}
        fields={["q", ...filters.map((filter) => filter.name), "page"]}
        label={filtersLabel}
        search={query.q}
        searchPlaceholder={searchPlaceholder}
        searchDir={searchDir}
        filtered={filtered}
        actions={
          addLink && (
            <Button asChild size="sm" className="ms-auto">
              {renderLink({
                href: addLink.href,
                children: (
                  <>
                    <Plus aria-hidden="true" />
                    {addLink.label}
                  </>
                ),
              })}
            </Button>
          )
        }
      >
        {filters.map((filter) => (
          <FormField key={filter.name} label={filter.label} className="min-w-44">
            <Select
              name={filter.name}
              size="sm"
              defaultValue={String(query[filter.name] ?? "")}
              options={[{ value: "", label: filter.allLabel }, ...filter.options]}
            />
          </FormField>
        ))}
      </AdminSearchFilterBar>
      <DataTable
        caption={caption}
        columns={columns}
        rows={[...rows]}
        getRowId={(row) => row.id}
        sort={sorted}
        onSortChange={onSortChange}
        getSortHref={(sort) =>
          getHref({ ...query, sort: sort.columnId, direction: sort.direction, page: 1 } as Query)
        }
        page={query.page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={(page) => getHref({ ...query, page })}
        renderLink={({ href, children }) => renderLink({ href, children })}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={filtered ? noMatchMessage : emptyMessage}
        {...selection}
      />
      {children}
    </div>
  );
}
