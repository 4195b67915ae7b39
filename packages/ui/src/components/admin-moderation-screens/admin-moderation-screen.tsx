import { X } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";

const messages = defineUiMessages({
  product: { id: "admin.moderation.product" },
  customer: { id: "admin.moderation.customerAndDate" },
  actions: { id: "admin.productList.actions" },
  reject: { id: "admin.moderation.reject" },
});

/** What every shopper's text waiting for review has: the product, who wrote it and when. */
export interface AdminModerationRow {
  id: string;
  productName: string;
  /** The product's page in the shop. */
  productHref?: string;
  /** Null when the customer's account is gone. */
  customerName: string | null;
  /** The customer's admin page. */
  customerHref?: string;
  /** The language it was written in (tr, en, ar). */
  language: string;
  /** ISO 8601. */
  createdAt: string;
}

/** `accept` approves a comment or answers a question. */
export interface AdminModerationDecision<Row> {
  row: Row;
  verdict: "accept" | "reject";
}

/** The props a moderation screen takes from the app, whatever its rows. */
export type AdminModerationPageProps = Omit<ComponentProps<"div">, "children"> & {
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
};

export type AdminModerationScreenProps<Row extends AdminModerationRow> =
  AdminModerationPageProps & {
    rows: readonly Row[];
    /** The table's accessible name ("Comments"). */
    caption: string;
    emptyMessage: string;
    /** The customer as the buttons and dialogs name them, a stand-in where the account is gone. */
    who: (row: Row) => string;
    /** A line under the customer's name ("asked not to be named"). */
    customerNote?: (row: Row) => ReactNode;
    /** The columns between the customer and the buttons: what the shopper wrote. */
    columns: DataTableColumn<Row>[];
    /** The button that accepts a row; `namedLabel` names the customer for screen readers. */
    accept: { icon: ReactNode; label: string; namedLabel: (name: string) => string };
    rejectNamedLabel: (name: string) => string;
    /** The confirmation's titles (`accept` where accepting is only confirmed). */
    confirmTitles: { accept?: string; reject: string };
    describe: (decision: AdminModerationDecision<Row>) => string;
    /** Called once the admin confirms; a returned promise keeps the dialog busy. */
    onConfirm: (decision: AdminModerationDecision<Row>) => unknown;
    /** Why the last confirmed decision failed, shown in the dialog. */
    decisionError?: ReactNode;
    /** The dialog accepting opens when it asks for more than a confirmation (an answer). */
    renderAcceptDialog?: (row: Row | null, close: () => void) => ReactNode;
  };

/** A shopper's text the admin can read as the shopper wrote it (never as HTML). */
export function shopperTextColumn<Row extends AdminModerationRow>(
  id: string,
  header: string,
  text: (row: Row) => string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    cell: (row) => (
      <p
        lang={row.language}
        dir="auto"
        className="min-w-48 whitespace-pre-line text-body [overflow-wrap:anywhere]"
      >
        {text(row)}
      </p>
    ),
  };
}

/**
 * Shoppers' texts waiting for review, oldest first, each accepted or rejected: the comments and
 * the questions screens are this one with their own columns, texts and accept dialog.
 */
export function AdminModerationScreen<Row extends AdminModerationRow>({
  rows,
  renderLink = defaultRenderLink,
  loading = false,
  error,
  onRetry,
  caption,
  emptyMessage,
  who,
  customerNote,
  columns,
  accept,
  rejectNamedLabel,
  confirmTitles,
  describe,
  onConfirm,
  decisionError,
  renderAcceptDialog,
  className,
  ...props
}: AdminModerationScreenProps<Row>) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [deciding, setDeciding] = useState<AdminModerationDecision<Row> | null>(null);

  const allColumns: DataTableColumn<Row>[] = [
    {
      id: "product",
      header: t("product"),
      cell: (row) => (
        <span className="block min-w-32 font-medium text-fg-strong [overflow-wrap:anywhere]">
          {row.productHref
            ? renderLink({ href: row.productHref, children: row.productName })
            : row.productName}
        </span>
      ),
    },
    {
      id: "customer",
      header: t("customer"),
      cell: (row) => (
        <span className="flex min-w-28 flex-col">
          {row.customerHref && row.customerName
            ? renderLink({ href: row.customerHref, children: row.customerName })
            : who(row)}
          {customerNote?.(row)}
          <time dateTime={row.createdAt} className="text-caption text-fg-muted">
            {intl.formatDate(row.createdAt, { dateStyle: "medium" })}
          </time>
        </span>
      ),
    },
    ...columns,
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      align: "end",
      nowrap: true,
      cell: (row) => (
        <span className="inline-flex flex-col items-stretch gap-1 lg:flex-row lg:items-center">
          <Button
            size="sm"
            variant="secondary"
            aria-label={accept.namedLabel(who(row))}
            onClick={() => setDeciding({ row, verdict: "accept" })}
          >
            {accept.icon}
            {accept.label}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={rejectNamedLabel(who(row))}
            className="text-danger-fg hover:bg-danger-subtle"
            onClick={() => setDeciding({ row, verdict: "reject" })}
          >
            <X aria-hidden="true" />
            {t("reject")}
          </Button>
        </span>
      ),
    },
  ];

  const accepting = deciding?.verdict === "accept";
  return (
    <div
      data-slot="admin-moderation-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <DataTable
        caption={caption}
        columns={allColumns}
        rows={[...rows]}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={emptyMessage}
      />
      {renderAcceptDialog?.(accepting && deciding ? deciding.row : null, () => setDeciding(null))}
      <ConfirmDialog
        open={deciding !== null && !(accepting && renderAcceptDialog)}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        variant={accepting ? "primary" : "danger"}
        title={(accepting && confirmTitles.accept) || confirmTitles.reject}
        description={deciding ? describe(deciding) : undefined}
        confirmLabel={accepting ? accept.label : t("reject")}
        error={decisionError}
        onConfirm={() => (deciding ? onConfirm(deciding) : undefined)}
      />
    </div>
  );
}
