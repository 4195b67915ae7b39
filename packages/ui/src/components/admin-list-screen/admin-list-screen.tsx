import { Plus } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages, type UiMessageDescriptor } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { adminFilterGrid } from "../admin-form/admin-filter-form.tsx";
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
import { Input } from "../input/input.tsx";
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

const messages = defineUiMessages({
  clear: { id: "admin.productList.clearFilters" },
});

/** A select in the filter bar, named after its parameter in the query. */
export interface AdminListSelectFilter<Query extends AdminListQuery> {
  kind?: "select";
  name: Extract<keyof Query, string>;
  label: string;
  /** The option that sets no filter ("All categories"). */
  allLabel: string;
  /** That option's value in the URL: "" unless the list names it ("all"). */
  allValue?: string;
  options: readonly SelectOption[];
}

/** A day in the filter bar (YYYY-MM-DD, "" for none): two of them make a range. */
export interface AdminListDateFilter<Query extends AdminListQuery> {
  kind: "date";
  name: Extract<keyof Query, string>;
  label: string;
}

export type AdminListFilter<Query extends AdminListQuery> =
  | AdminListSelectFilter<Query>
  | AdminListDateFilter<Query>;

const unfiltered = <Query extends AdminListQuery>(filter: AdminListFilter<Query>) =>
  filter.kind === "date" ? "" : (filter.allValue ?? "");

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
  filters?: readonly AdminListFilter<Query>[];
  /**
   * Many filters: every field takes an even share of each row (adminFilterGrid) instead of the
   * search box taking what the selects leave.
   */
  filterGrid?: boolean;
  /** A link to the new-record page, at the filter bar's end. */
  addLink?: { href: string; label: string };
  /** Buttons above the filter bar (those that open dialogs). */
  toolbar?: ReactNode;
  /** Shown without rows and without filters. */
  emptyMessage: string;
  /** Under the empty message: the way to the first record. */
  emptyAction?: ReactNode;
  /** Shown without rows while a filter is set. */
  noMatchMessage: string;
  /** Under the no-match message, a link that clears the filters (a tall filter bar is far up). */
  clearOnNoMatch?: boolean;
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

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** A link to a list's new-record page, as a button with a plus. */
export function AdminAddLink({
  href,
  label,
  renderLink = defaultRenderLink,
  className,
}: {
  href: string;
  label: string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  className?: string;
}) {
  return (
    <Button asChild size="sm" className={className}>
      {renderLink({
        href,
        children: (
          <>
            <Plus aria-hidden="true" />
            {label}
          </>
        ),
      })}
    </Button>
  );
}

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
  filterGrid = false,
  addLink,
  toolbar,
  emptyMessage,
  emptyAction,
  noMatchMessage,
  clearOnNoMatch = false,
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
  const intl = useIntl();
  // The query's own type may narrow its keys (a sort column's union); the values set here are
  // the ones AdminListQuery and the filters allow, so the casts below widen nothing at run time.
  const cleared = {
    ...query,
    ...Object.fromEntries(filters.map((filter) => [filter.name, unfiltered(filter)])),
    q: "",
    page: 1,
  } as Query;
  const clearedHref = getHref(cleared);
  const filtered =
    query.q !== "" || filters.some((filter) => query[filter.name] !== unfiltered(filter));
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
        renderForm={
          filterGrid
            ? (formProps) =>
                renderForm({ ...formProps, className: cn(formProps.className, adminFilterGrid) })
            : renderForm
        }
        renderLink={renderLink}
        clearedHref={clearedHref}
        fields={["q", ...filters.map((filter) => filter.name), "page"]}
        label={filtersLabel}
        search={query.q}
        searchPlaceholder={searchPlaceholder}
        searchDir={searchDir}
        filtered={filtered}
        actions={
          addLink && <AdminAddLink {...addLink} renderLink={renderLink} className="ms-auto" />
        }
      >
        {filters.map((filter) => (
          <FormField key={filter.name} label={filter.label} className="min-w-44">
            {filter.kind === "date" ? (
              <Input
                name={filter.name}
                type="date"
                size="sm"
                defaultValue={String(query[filter.name] ?? "")}
              />
            ) : (
              <Select
                name={filter.name}
                size="sm"
                defaultValue={String(query[filter.name] ?? "")}
                options={[{ value: unfiltered(filter), label: filter.allLabel }, ...filter.options]}
              />
            )}
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
        emptyAction={
          filtered
            ? clearOnNoMatch && (
                <Button asChild variant="outline" size="sm">
                  {renderLink({ href: clearedHref, children: intl.formatMessage(messages.clear) })}
                </Button>
              )
            : emptyAction
        }
        {...selection}
      />
      {children}
    </div>
  );
}
