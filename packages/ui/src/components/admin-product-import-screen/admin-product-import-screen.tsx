import { Download, FileUp, RotateCcw, Upload } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  intro: { id: "admin.productImport.intro" },
  export: { id: "admin.productImport.export" },
  file: { id: "admin.productImport.file" },
  fileHint: { id: "admin.productImport.fileHint" },
  preview: { id: "admin.productImport.preview" },
  caption: { id: "admin.productImport.caption" },
  line: { id: "admin.productImport.line" },
  code: { id: "admin.productImport.code" },
  name: { id: "admin.productImport.name" },
  status: { id: "admin.productImport.status" },
  details: { id: "admin.productImport.details" },
  statusNew: { id: "admin.productImport.statusNew" },
  statusChanged: { id: "admin.productImport.statusChanged" },
  statusUnchanged: { id: "admin.productImport.statusUnchanged" },
  statusError: { id: "admin.productImport.statusError" },
  countNew: { id: "admin.productImport.countNew" },
  countChanged: { id: "admin.productImport.countChanged" },
  countUnchanged: { id: "admin.productImport.countUnchanged" },
  countError: { id: "admin.productImport.countError" },
  subProduct: { id: "admin.productImport.subProduct" },
  fixErrors: { id: "admin.productImport.fixErrors" },
  nothingToImport: { id: "admin.productImport.nothingToImport" },
  unknownColumns: { id: "admin.productImport.unknownColumns" },
  import: { id: "admin.productImport.import" },
  importing: { id: "admin.productImport.importing" },
  done: { id: "admin.productImport.done" },
  another: { id: "admin.productImport.another" },
  toList: { id: "admin.productImport.toList" },
  empty: { id: "admin.productImport.empty" },
});

export type AdminProductImportStatus = "new" | "changed" | "unchanged" | "error";

export interface AdminProductImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  kind: "product" | "sub_product";
  sku: string;
  subCode: string | null;
  name: string;
  status: AdminProductImportStatus;
  /** For a changed row: what each differing column holds now and in the file. */
  changes: ReadonlyArray<{ column: string; from: string; to: string }>;
  /** For a row in error: a message per column. */
  errors: ReadonlyArray<{ column: string; message: string }>;
}

export interface AdminProductImportPreview {
  fileName: string;
  rows: readonly AdminProductImportRow[];
  counts: Record<AdminProductImportStatus, number>;
  /** Header names the import does not know (ignored). */
  unknownColumns: readonly string[];
}

export interface AdminProductImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

export type AdminProductImportScreenProps = Omit<ComponentProps<"div">, "children"> & {
  /** The address of the catalogue's CSV file. */
  exportHref: string;
  productListHref: string;
  /** What the chosen file would do; null before one was read. */
  preview: AdminProductImportPreview | null;
  /** The file is being read and checked. */
  previewing?: boolean;
  /** The import runs. */
  importing?: boolean;
  /** The import's outcome, once it is done. */
  result?: AdminProductImportResult | null;
  /** Why the file could not be read (too large, not CSV), shown beside the file field. */
  fileError?: ReactNode;
  /** Why the import was refused. */
  importError?: ReactNode;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** A file was chosen and "Preview" pressed. */
  onPreview: (file: File) => unknown;
  /** "Import N products" was pressed (only offered when no row has an error). */
  onImport: () => unknown;
  /** Start again with another file. */
  onReset: () => unknown;
};

const statusVariant = {
  new: "info",
  changed: "warning",
  unchanged: "neutral",
  error: "danger",
} as const;
const statusOrder: Record<AdminProductImportStatus, number> = {
  error: 0,
  changed: 1,
  new: 2,
  unchanged: 3,
};
const PAGE_SIZE = 50;

/**
 * Products in bulk: the catalogue's CSV file to download, and a file to read back. The preview
 * lists every row with what it would do (rows in error first, each with its messages beside it);
 * the import is offered only when no row has an error, and writes all of it or nothing.
 */
export function AdminProductImportScreen({
  exportHref,
  productListHref,
  preview,
  previewing = false,
  importing = false,
  result = null,
  fileError,
  importError,
  renderLink = defaultRenderLink,
  onPreview,
  onImport,
  onReset,
  className,
  ...props
}: AdminProductImportScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [page, setPage] = useState(1);
  const writes = preview ? preview.counts.new + preview.counts.changed : 0;
  const rows = preview
    ? [...preview.rows].sort(
        (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.line - b.line,
      )
    : [];

  const columns: DataTableColumn<AdminProductImportRow>[] = [
    { id: "line", header: t("line"), width: "4rem", align: "end", cell: (row) => row.line },
    {
      id: "code",
      header: t("code"),
      nowrap: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-mono text-body-sm">{row.subCode ?? row.sku}</span>
          {row.kind === "sub_product" && (
            <span className="text-caption text-fg-muted">{t("subProduct", { sku: row.sku })}</span>
          )}
        </span>
      ),
    },
    { id: "name", header: t("name"), secondary: true, cell: (row) => row.name },
    {
      id: "status",
      header: t("status"),
      nowrap: true,
      cell: (row) => (
        <Badge variant={statusVariant[row.status]}>
          {t(
            `status${row.status === "new" ? "New" : row.status === "changed" ? "Changed" : row.status === "unchanged" ? "Unchanged" : "Error"}`,
          )}
        </Badge>
      ),
    },
    {
      id: "details",
      header: t("details"),
      cell: (row) =>
        row.errors.length > 0 ? (
          <ul className="flex flex-col gap-0.5 text-body-sm text-danger-fg">
            {row.errors.map((error) => (
              <li key={error.column}>
                <span className="font-mono">{error.column}</span>: {error.message}
              </li>
            ))}
          </ul>
        ) : row.changes.length > 0 ? (
          <ul className="flex flex-col gap-0.5 text-body-sm">
            {row.changes.map((change) => (
              <li key={change.column} className="break-words">
                <span className="font-mono">{change.column}</span>:{" "}
                <del className="text-fg-muted">{change.from || "—"}</del>{" "}
                <span aria-hidden="true">→</span>{" "}
                <ins className="no-underline">{change.to || "—"}</ins>
              </li>
            ))}
          </ul>
        ) : null,
    },
  ];

  if (result) {
    return (
      <div
        data-slot="admin-product-import-screen"
        className={cn("flex flex-col gap-4", className)}
        {...props}
      >
        <Notice tone="success">{t("done", { ...result })}</Notice>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            {renderLink({ href: productListHref, children: t("toList") })}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReset()}>
            <RotateCcw aria-hidden="true" />
            {t("another")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div
      data-slot="admin-product-import-screen"
      className={cn("@container flex flex-col gap-4", className)}
      {...props}
    >
      <section className="flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4">
        <p className="text-body-sm text-fg-muted">{t("intro")}</p>
        <div>
          <Button asChild size="sm" variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              {t("export")}
            </a>
          </Button>
        </div>
        <form
          className="flex flex-col gap-3 @xl:flex-row @xl:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
            const file = input?.files?.[0];
            if (file) {
              setPage(1);
              onPreview(file);
            }
          }}
        >
          <FormField label={t("file")} hint={t("fileHint")} error={fileError} className="grow">
            <input
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              className="block w-full rounded-md border border-border bg-surface p-2 text-body-sm file:me-3 file:rounded-sm file:border-0 file:bg-surface-muted file:px-3 file:py-1"
            />
          </FormField>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            loading={previewing}
            disabled={importing}
          >
            <FileUp aria-hidden="true" />
            {t("preview")}
          </Button>
        </form>
      </section>
      {preview && (
        <>
          <div className="flex flex-wrap items-center gap-2" aria-live="polite">
            <span className="font-medium">{preview.fileName}</span>
            <Badge variant="info">{t("countNew", { count: preview.counts.new })}</Badge>
            <Badge variant="warning">{t("countChanged", { count: preview.counts.changed })}</Badge>
            <Badge variant="neutral">
              {t("countUnchanged", { count: preview.counts.unchanged })}
            </Badge>
            {preview.counts.error > 0 && (
              <Badge variant="danger">{t("countError", { count: preview.counts.error })}</Badge>
            )}
          </div>
          {preview.unknownColumns.length > 0 && (
            <Notice tone="warning">
              {t("unknownColumns", { columns: preview.unknownColumns.join(", ") })}
            </Notice>
          )}
          {preview.counts.error > 0 ? (
            <Notice tone="error">{t("fixErrors", { count: preview.counts.error })}</Notice>
          ) : writes === 0 ? (
            <Notice tone="success">{t("nothingToImport")}</Notice>
          ) : null}
          {importError && <Notice tone="error">{importError}</Notice>}
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                data-slot="admin-product-import-submit"
                size="sm"
                loading={importing}
                disabled={preview.counts.error > 0 || writes === 0 || previewing}
                onClick={() => onImport()}
              >
                <Upload aria-hidden="true" />
                {t("import", { count: writes })}
              </Button>
              <Button size="sm" variant="ghost" disabled={importing} onClick={() => onReset()}>
                <RotateCcw aria-hidden="true" />
                {t("another")}
              </Button>
            </div>
            {importing && (
              <div className="flex flex-col gap-1" role="status">
                <span className="text-body-sm">{t("importing", { count: writes })}</span>
                <progress
                  className="h-2 w-full accent-brand"
                  aria-label={t("importing", { count: writes })}
                />
              </div>
            )}
          </div>
          <DataTable
            caption={t("caption")}
            columns={columns}
            rows={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            getRowId={(row) => String(row.line)}
            page={page}
            pageSize={PAGE_SIZE}
            totalRows={rows.length}
            onPageChange={setPage}
            renderLink={({ href, children }) => renderLink({ href, children })}
            emptyMessage={t("empty")}
          />
        </>
      )}
    </div>
  );
}
