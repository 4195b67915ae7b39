import { Slot } from "@radix-ui/react-slot";
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, Inbox, RotateCcw } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { Pagination, type PaginationProps } from "../pagination/pagination.tsx";
import { Select } from "../select/select.tsx";
import { Skeleton } from "../skeleton/skeleton.tsx";

const messages = defineUiMessages({
  empty: { id: "admin.dataTable.empty" },
  errorTitle: { id: "admin.dataTable.errorTitle" },
  retry: { id: "admin.dataTable.retry" },
  loading: { id: "admin.dataTable.loading" },
  range: {
    id: "admin.dataTable.range",
    description: "Which rows show: {from}-{to} of {total} records",
  },
  pageSize: { id: "admin.dataTable.pageSize" },
  selectAll: { id: "admin.dataTable.selectAll" },
  selectRow: { id: "admin.dataTable.selectRow" },
  selectRowNamed: { id: "admin.dataTable.selectRowNamed" },
  selected: { id: "admin.dataTable.selected" },
  sortAscending: { id: "admin.dataTable.sortAscending" },
  sortDescending: { id: "admin.dataTable.sortDescending" },
});

export type SortDirection = "asc" | "desc";

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique; the sort key sent with `onSortChange`. */
  id: string;
  header: ReactNode;
  cell: (row: Row, rowIndex: number) => ReactNode;
  sortable?: boolean;
  /** Inline alignment of header and cells: numbers and amounts at the end. */
  align?: "start" | "center" | "end";
  /** A CSS width for the column ("8rem", "20%"). */
  width?: string;
  /** The header stays the column's accessible name but is not shown (an actions column). */
  hideHeader?: boolean;
  /** Keep the cell on one line (codes, dates, prices). */
  nowrap?: boolean;
  /**
   * Left out while the table has less than 56rem (a tablet, or a laptop beside the admin's menu),
   * so that it fits without scrolling sideways: what the column says must show elsewhere in the
   * row then (the `narrowOnly` class shows such a copy only while the column is hidden).
   */
  secondary?: boolean;
}

/** For a copy of a secondary column's content inside another cell. */
export const narrowOnly = "@4xl:hidden";
const secondaryClass = "hidden @4xl:table-cell";

export interface DataTableProps<Row> extends Omit<ComponentProps<"div">, "children"> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The table's accessible name (the page's subject: "Orders"). */
  caption: ReactNode;
  /** Show the caption above the table instead of only to assistive technology. */
  captionVisible?: boolean;
  sort?: DataTableSort | null;
  /** A sortable header was chosen: ascending first, then it flips. The server sorts. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * The address of the list sorted by a column: sortable headers become links (rendered through
   * `renderLink`), so that sorting works without JavaScript and lives in the URL.
   */
  getSortHref?: (sort: DataTableSort) => string;
  /** 1-based. With `pageSize` and `totalRows`, shows the paging bar. */
  page?: number;
  pageSize?: number;
  totalRows?: number;
  /** A page link was followed (the link still navigates, through `renderLink`). */
  onPageChange?: (page: number) => void;
  /** The address of a page, so that paging is real links ("?page=3" by default). */
  getPageHref?: (page: number) => string;
  /** Renders the page (and sort) links through the app's router. */
  renderLink?: PaginationProps["renderLink"];
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Row selection with checkboxes, when given. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Names a row for its checkbox ("Select JS100245"); the row number otherwise. */
  rowLabel?: (row: Row) => string;
  /** Shown above the table while rows are selected (bulk actions). */
  selectionActions?: ReactNode;
  loading?: boolean;
  /** Why the rows could not be loaded; replaces the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Overrides the default text shown without rows. */
  emptyMessage?: ReactNode;
  /** Shown under the empty message ("Add product"). */
  emptyAction?: ReactNode;
}

const alignClass = { start: "text-start", center: "text-center", end: "text-end" } as const;
const justifyClass = {
  start: "justify-start",
  center: "justify-center",
  end: "justify-end",
} as const;

function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionVisible = false,
  sort,
  onSortChange,
  getSortHref,
  page,
  pageSize,
  totalRows,
  onPageChange,
  getPageHref = (target: number) => `?page=${target}`,
  renderLink,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  selectedIds,
  onSelectionChange,
  rowLabel,
  selectionActions,
  loading = false,
  error,
  onRetry,
  emptyMessage,
  emptyAction,
  className,
  ...props
}: DataTableProps<Row>) {
  const intl = useIntl();
  const id = useId();
  const selectable = selectedIds !== undefined && onSelectionChange !== undefined;
  const selected = new Set(selectedIds ?? []);
  const pageIds = rows.map(getRowId);
  const allSelected = pageIds.length > 0 && pageIds.every((rowId) => selected.has(rowId));
  const someSelected = pageIds.some((rowId) => selected.has(rowId));
  const columnCount = columns.length + (selectable ? 1 : 0);
  const skeletonRows = Math.min(pageSize ?? 5, 10);
  const state = error ? "error" : loading ? "loading" : rows.length === 0 ? "empty" : "rows";

  const toggleAll = () => {
    if (!onSelectionChange) return;
    if (allSelected) onSelectionChange([...selected].filter((rowId) => !pageIds.includes(rowId)));
    else onSelectionChange([...new Set([...selected, ...pageIds])]);
  };

  const toggleRow = (rowId: string) => {
    if (!onSelectionChange) return;
    onSelectionChange(
      selected.has(rowId) ? [...selected].filter((other) => other !== rowId) : [...selected, rowId],
    );
  };

  const sortFor = (column: DataTableColumn<Row>) =>
    sort?.columnId === column.id ? sort.direction : undefined;

  const paging =
    page !== undefined && pageSize !== undefined && totalRows !== undefined && totalRows > 0;
  const pageCount = pageSize ? Math.max(1, Math.ceil((totalRows ?? 0) / pageSize)) : 1;

  return (
    <div
      data-slot="data-table"
      data-state={state}
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface shadow-sm",
        className,
      )}
      {...props}
    >
      {selectable && selected.size > 0 && (
        <div
          data-slot="data-table-selection-bar"
          className="flex flex-wrap items-center gap-3 border-b border-border-subtle bg-brand-subtle px-4 py-2.5"
        >
          <span className="text-body-sm font-semibold text-brand-fg" aria-live="polite">
            {intl.formatMessage(messages.selected, { count: selected.size })}
          </span>
          {selectionActions && (
            <div className="flex flex-wrap items-center gap-2">{selectionActions}</div>
          )}
        </div>
      )}
      <section
        data-slot="data-table-scroll"
        className="@container relative overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
        // a keyboard user must be able to scroll a table that is wider than the screen
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (axe scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby={`${id}-caption`}
      >
        <table
          className="w-full border-collapse text-body-sm"
          aria-busy={loading || undefined}
          aria-describedby={state === "error" ? `${id}-error` : undefined}
        >
          <caption
            id={`${id}-caption`}
            data-slot="data-table-caption"
            className={cn(
              captionVisible
                ? "px-4 pt-4 pb-2 text-start text-body font-semibold text-fg-strong"
                : "sr-only",
            )}
          >
            {caption}
          </caption>
          <thead data-slot="data-table-header" className="bg-surface-muted">
            <tr className="border-b border-border-subtle">
              {selectable && (
                <th scope="col" className="w-12 px-4 py-3 text-start">
                  <Checkbox
                    size="sm"
                    data-slot="data-table-select-all"
                    aria-label={intl.formatMessage(messages.selectAll)}
                    checked={allSelected ? true : someSelected ? "indeterminate" : false}
                    disabled={state !== "rows"}
                    onCheckedChange={toggleAll}
                    className="align-middle"
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sortFor(column);
                const align = column.align ?? "start";
                const SortIcon =
                  direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ChevronsUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-slot="data-table-head"
                    aria-sort={
                      direction === "asc"
                        ? "ascending"
                        : direction === "desc"
                          ? "descending"
                          : undefined
                    }
                    style={column.width ? { width: column.width } : undefined}
                    className={cn(
                      "whitespace-nowrap px-4 py-3 text-caption font-semibold uppercase tracking-wide text-fg-muted",
                      alignClass[align],
                      column.secondary && secondaryClass,
                    )}
                  >
                    {column.hideHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : column.sortable && (onSortChange || getSortHref) ? (
                      <SortControl
                        next={{
                          columnId: column.id,
                          direction: direction === "asc" ? "desc" : "asc",
                        }}
                        onSortChange={onSortChange}
                        getSortHref={getSortHref}
                        renderLink={renderLink}
                        className={cn(
                          "group/sort -mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1.5 py-0.5 uppercase tracking-wide",
                          "hover:bg-surface-sunken hover:text-fg-strong focus-visible:outline-2 focus-visible:outline-focus",
                          direction && "text-fg-strong",
                          align === "end" && "flex-row-reverse",
                          justifyClass[align],
                        )}
                      >
                        {column.header}
                        <SortIcon
                          aria-hidden="true"
                          className={cn(
                            "size-3.5 shrink-0",
                            direction
                              ? "text-brand-fg"
                              : "text-fg-subtle group-hover/sort:text-fg-muted",
                          )}
                        />
                        {direction && (
                          <span className="sr-only">
                            {intl.formatMessage(
                              direction === "asc"
                                ? messages.sortAscending
                                : messages.sortDescending,
                            )}
                          </span>
                        )}
                      </SortControl>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody data-slot="data-table-body">
            {state === "rows" &&
              rows.map((row, rowIndex) => {
                const rowId = getRowId(row);
                const isSelected = selected.has(rowId);
                return (
                  <tr
                    key={rowId}
                    data-slot="data-table-row"
                    data-selected={isSelected || undefined}
                    aria-selected={selectable ? isSelected : undefined}
                    className={cn(
                      "border-b border-border-subtle last:border-b-0 transition-colors duration-fast",
                      "hover:bg-surface-muted",
                      isSelected && "bg-brand-subtle hover:bg-brand-subtle",
                    )}
                  >
                    {selectable && (
                      <td className="w-12 px-4 py-3">
                        <Checkbox
                          size="sm"
                          data-slot="data-table-select-row"
                          aria-label={
                            rowLabel
                              ? intl.formatMessage(messages.selectRowNamed, { name: rowLabel(row) })
                              : intl.formatMessage(messages.selectRow, {
                                  row: rowIndex + 1 + ((page ?? 1) - 1) * (pageSize ?? 0),
                                })
                          }
                          checked={isSelected}
                          onCheckedChange={() => toggleRow(rowId)}
                          className="align-middle"
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        data-slot="data-table-cell"
                        className={cn(
                          "px-4 py-3 align-middle text-fg",
                          alignClass[column.align ?? "start"],
                          column.nowrap && "whitespace-nowrap",
                          column.align === "end" && "tabular-nums",
                          column.secondary && secondaryClass,
                        )}
                      >
                        {column.cell(row, rowIndex)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            {state === "loading" &&
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
                  key={index}
                  data-slot="data-table-skeleton-row"
                  className="border-b border-border-subtle last:border-b-0"
                >
                  {selectable && (
                    <td className="px-4 py-3.5">
                      <Skeleton className="size-4 rounded-sm" />
                    </td>
                  )}
                  {columns.map((column, columnIndex) => (
                    <td
                      key={column.id}
                      className={cn("px-4 py-3.5", column.secondary && secondaryClass)}
                    >
                      <Skeleton
                        className={cn(
                          "h-4 rounded-sm",
                          column.align === "end" && "ms-auto",
                          column.align === "center" && "mx-auto",
                          ["w-24", "w-32", "w-20", "w-28", "w-16"][(index + columnIndex) % 5],
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            {(state === "empty" || state === "error" || state === "loading") && (
              <tr className={cn(state === "loading" && "sr-only")}>
                <td colSpan={columnCount} className="px-4 py-14">
                  {state === "loading" && (
                    <span role="status">{intl.formatMessage(messages.loading)}</span>
                  )}
                  {state === "empty" && (
                    <div
                      data-slot="data-table-empty"
                      className="mx-auto flex max-w-md flex-col items-center gap-3 text-center"
                    >
                      <span className="grid size-14 place-items-center rounded-full bg-surface-muted">
                        <Inbox aria-hidden="true" className="size-7 text-fg-subtle" />
                      </span>
                      <p className="text-body text-fg-muted">
                        {emptyMessage ?? intl.formatMessage(messages.empty)}
                      </p>
                      {emptyAction && <div>{emptyAction}</div>}
                    </div>
                  )}
                  {state === "error" && (
                    <div
                      id={`${id}-error`}
                      role="alert"
                      data-slot="data-table-error"
                      className="mx-auto flex max-w-md flex-col items-center gap-3 text-center"
                    >
                      <span className="grid size-14 place-items-center rounded-full bg-danger-subtle">
                        <CircleAlert aria-hidden="true" className="size-7 text-danger" />
                      </span>
                      <p className="text-body font-semibold text-fg-strong">
                        {intl.formatMessage(messages.errorTitle)}
                      </p>
                      <p className="text-body-sm text-fg-muted">{error}</p>
                      {onRetry && (
                        <Button variant="outline" size="sm" onClick={onRetry}>
                          <RotateCcw aria-hidden="true" />
                          {intl.formatMessage(messages.retry)}
                        </Button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {paging && state !== "error" && (
        <div
          data-slot="data-table-footer"
          className="flex flex-col items-center gap-3 border-t border-border-subtle px-4 py-3 md:flex-row md:justify-between"
        >
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-body-sm text-fg-muted">
            <span data-slot="data-table-range">
              {intl.formatMessage(messages.range, {
                from: intl.formatNumber(((page ?? 1) - 1) * (pageSize ?? 0) + 1),
                to: intl.formatNumber(Math.min((page ?? 1) * (pageSize ?? 0), totalRows ?? 0)),
                total: totalRows ?? 0,
              })}
            </span>
            {onPageSizeChange && (
              <span className="flex items-center gap-2">
                <label htmlFor={`${id}-page-size`}>{intl.formatMessage(messages.pageSize)}</label>
                <Select
                  id={`${id}-page-size`}
                  data-slot="data-table-page-size"
                  size="sm"
                  className="w-auto"
                  value={String(pageSize)}
                  onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
                  options={[...new Set([...pageSizeOptions, pageSize ?? 0])]
                    .sort((a, b) => a - b)
                    .map((option) => ({
                      value: String(option),
                      label: intl.formatNumber(option),
                    }))}
                />
              </span>
            )}
          </div>
          {pageCount > 1 && (
            <Pagination
              data-slot="data-table-pagination"
              page={page ?? 1}
              pageCount={pageCount}
              getHref={getPageHref}
              onPageChange={onPageChange}
              renderLink={renderLink}
            />
          )}
        </div>
      )}
    </div>
  );
}

function SortControl({
  next,
  onSortChange,
  getSortHref,
  renderLink,
  className,
  children,
}: {
  next: DataTableSort;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
  getSortHref: ((sort: DataTableSort) => string) | undefined;
  renderLink: PaginationProps["renderLink"];
  className: string;
  children: ReactNode;
}) {
  const onClick = onSortChange ? () => onSortChange(next) : undefined;
  if (!getSortHref) {
    return (
      <button type="button" data-slot="data-table-sort" onClick={onClick} className={className}>
        {children}
      </button>
    );
  }
  const href = getSortHref(next);
  return (
    <Slot data-slot="data-table-sort" onClick={onClick} className={className}>
      {renderLink ? renderLink({ href, children }) : <a href={href}>{children}</a>}
    </Slot>
  );
}

export { DataTable };
