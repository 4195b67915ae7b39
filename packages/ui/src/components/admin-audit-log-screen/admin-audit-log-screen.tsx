import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Select, type SelectOption } from "../select/select.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.audit.caption" },
  filters: { id: "admin.audit.filters" },
  table: { id: "admin.audit.table" },
  allTables: { id: "admin.audit.allTables" },
  apply: { id: "admin.productList.apply" },
  when: { id: "admin.audit.when" },
  who: { id: "admin.audit.who" },
  what: { id: "admin.audit.what" },
  changes: { id: "admin.audit.changes" },
  insert: { id: "admin.audit.insert" },
  update: { id: "admin.audit.update" },
  delete: { id: "admin.audit.delete" },
  empty: { id: "admin.audit.empty" },
  nothing: { id: "admin.audit.nothing" },
});

export type AdminAuditAction = "insert" | "update" | "delete";

export interface AdminAuditEntry {
  id: string;
  /** ISO date and time. */
  at: string;
  admin: string;
  table: string;
  rowKey: string | null;
  action: AdminAuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type AdminAuditLogScreenProps = Omit<ComponentProps<"div">, "children"> & {
  entries: readonly AdminAuditEntry[];
  page: number;
  pageSize: number;
  totalRows: number;
  /** The table filter's choices (the database's table names). */
  tables: readonly string[];
  /** The table shown, "" for all. */
  table: string;
  /** The log's address for a page (the table filter kept). */
  getPageHref: (page: number) => string;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** Renders the filter form (method get, field `table`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  error?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** Columns whose change says nothing an admin needs (the row's bookkeeping). */
const QUIET_FIELDS = new Set(["updated_at", "created_at"]);

/** The fields a change touched, with their value before and after. */
export function changedFields(
  entry: Pick<AdminAuditEntry, "before" | "after">,
): Array<{ field: string; before: unknown; after: unknown }> {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields]
    .filter((field) => !QUIET_FIELDS.has(field))
    .map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }))
    .filter(
      (change) => JSON.stringify(change.before ?? null) !== JSON.stringify(change.after ?? null),
    );
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "∅";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const actionTone = { insert: "success", update: "info", delete: "danger" } as const;

/**
 * The audit log: every row an admin changed, newest first, with who, when, what and each
 * field's value before and after; filtered by table, paged on the server.
 */
export function AdminAuditLogScreen({
  entries,
  page,
  pageSize,
  totalRows,
  tables,
  table,
  getPageHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  error,
  className,
  ...props
}: AdminAuditLogScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const tableOptions: SelectOption[] = [
    { value: "", label: t("allTables") },
    ...tables.map((name) => ({ value: name, label: name })),
  ];

  const columns: DataTableColumn<AdminAuditEntry>[] = [
    {
      id: "at",
      header: `${t("when")} · ${t("who")}`,
      width: "14rem",
      cell: (entry) => (
        <span className="flex flex-col gap-0.5">
          <time dateTime={entry.at} className="whitespace-nowrap text-body-sm">
            {intl.formatDate(entry.at, {
              dateStyle: "medium",
              timeStyle: "short",
            })}
          </time>
          <span
            dir="ltr"
            className="text-start text-caption text-fg-muted [overflow-wrap:anywhere]"
          >
            {entry.admin}
          </span>
        </span>
      ),
    },
    {
      id: "what",
      header: t("what"),
      nowrap: true,
      cell: (entry) => (
        <span className="flex flex-col items-start gap-1">
          <Badge size="sm" variant={actionTone[entry.action]}>
            {t(entry.action)}
          </Badge>
          <span dir="ltr" className="font-mono text-caption text-fg-muted">
            {entry.table}
            {entry.rowKey && ` #${entry.rowKey}`}
          </span>
        </span>
      ),
    },
    {
      id: "changes",
      header: t("changes"),
      cell: (entry) => {
        const changes = changedFields(entry);
        if (changes.length === 0)
          return <span className="text-body-sm text-fg-muted">{t("nothing")}</span>;
        return (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-body-sm">
            {changes.map((change) => (
              <div key={change.field} className="contents">
                <dt dir="ltr" className="font-mono text-caption text-fg-muted">
                  {change.field}
                </dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">
                  {entry.action === "update" && (
                    <>
                      <del className="text-danger-fg">{shown(change.before)}</del>
                      <span
                        aria-hidden="true"
                        className="mx-1 inline-block text-fg-subtle rtl:-scale-x-100"
                      >
                        →
                      </span>
                    </>
                  )}
                  {entry.action === "delete" ? (
                    <del className="text-danger-fg">{shown(change.before)}</del>
                  ) : (
                    <ins className="text-success-fg no-underline">{shown(change.after)}</ins>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        );
      },
    },
  ];

  return (
    <div
      data-slot="admin-audit-log-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      {renderForm({
        method: "get",
        role: "search",
        "aria-label": t("filters"),
        className:
          "flex flex-wrap items-end gap-3 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm",
        children: (
          <>
            <FormField label={t("table")} className="min-w-56">
              <Select name="table" size="sm" defaultValue={table} options={tableOptions} />
            </FormField>
            <Button type="submit" size="sm" variant="secondary">
              {t("apply")}
            </Button>
          </>
        ),
      })}
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...entries]}
        getRowId={(entry) => entry.id}
        page={page}
        pageSize={pageSize}
        totalRows={totalRows}
        getPageHref={getPageHref}
        renderLink={renderLink}
        emptyMessage={t("empty")}
        {...(error ? { error } : {})}
      />
    </div>
  );
}
