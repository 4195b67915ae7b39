import { Check, X } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { Rating } from "../rating/index.ts";

const messages = defineUiMessages({
  caption: { id: "admin.comments.caption" },
  product: { id: "admin.moderation.product" },
  customer: { id: "admin.moderation.customerAndDate" },
  rate: { id: "admin.comments.rate" },
  text: { id: "admin.comments.text" },
  actions: { id: "admin.productList.actions" },
  approve: { id: "admin.comments.approve" },
  approveNamed: { id: "admin.comments.approveNamed" },
  reject: { id: "admin.moderation.reject" },
  rejectNamed: { id: "admin.comments.rejectNamed" },
  approveTitle: { id: "admin.comments.approveTitle" },
  approveDescription: { id: "admin.comments.approveDescription" },
  rejectTitle: { id: "admin.comments.rejectTitle" },
  rejectDescription: { id: "admin.comments.rejectDescription" },
  empty: { id: "admin.comments.empty" },
  nameHidden: { id: "admin.comments.nameHidden" },
});

export interface AdminPendingCommentRow {
  id: string;
  productName: string;
  /** The product's page in the shop (opens the product the comment is about). */
  productHref?: string;
  customerName: string;
  /** The customer's admin page. */
  customerHref?: string;
  /** 1 to 5. */
  rate: number;
  /** The shopper's text, shown as text (never as HTML). */
  text: string;
  /** The shopper asked that their name not be shown with the comment. */
  nameHidden: boolean;
  /** The language the comment was written in (tr, en, ar). */
  language: string;
  /** ISO 8601. */
  createdAt: string;
}

export type AdminCommentsScreenProps = Omit<ComponentProps<"div">, "children"> & {
  comments: readonly AdminPendingCommentRow[];
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onApprove: (comment: AdminPendingCommentRow) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onReject: (comment: AdminPendingCommentRow) => unknown;
  /** Why the last decision failed, shown in the dialog. */
  decisionError?: ReactNode;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;

/** Comments waiting for review, oldest first: approve (shown on the product) or reject. */
export function AdminCommentsScreen({
  comments,
  renderLink = defaultRenderLink,
  loading = false,
  error,
  onRetry,
  onApprove,
  onReject,
  decisionError,
  className,
  ...props
}: AdminCommentsScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [deciding, setDeciding] = useState<{
    row: AdminPendingCommentRow;
    verdict: "approve" | "reject";
  } | null>(null);

  const columns: DataTableColumn<AdminPendingCommentRow>[] = [
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
          {row.customerHref
            ? renderLink({ href: row.customerHref, children: row.customerName })
            : row.customerName}
          {row.nameHidden && <span className="text-caption text-fg-muted">{t("nameHidden")}</span>}
          <time dateTime={row.createdAt} className="text-caption text-fg-muted">
            {intl.formatDate(row.createdAt, { dateStyle: "medium" })}
          </time>
        </span>
      ),
    },
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
        <p
          lang={row.language}
          dir="auto"
          className="min-w-48 whitespace-pre-line text-body [overflow-wrap:anywhere]"
        >
          {row.text}
        </p>
      ),
    },
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
            aria-label={t("approveNamed", { name: row.customerName })}
            onClick={() => setDeciding({ row, verdict: "approve" })}
          >
            <Check aria-hidden="true" />
            {t("approve")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t("rejectNamed", { name: row.customerName })}
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

  const approving = deciding?.verdict === "approve";
  return (
    <div
      data-slot="admin-comments-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...comments]}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t("empty")}
      />
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        variant={approving ? "primary" : "danger"}
        title={t(approving ? "approveTitle" : "rejectTitle")}
        description={
          deciding
            ? t(approving ? "approveDescription" : "rejectDescription", {
                name: deciding.row.customerName,
                product: deciding.row.productName,
              })
            : undefined
        }
        confirmLabel={t(approving ? "approve" : "reject")}
        error={decisionError}
        onConfirm={() => {
          if (!deciding) return undefined;
          return deciding.verdict === "approve" ? onApprove(deciding.row) : onReject(deciding.row);
        }}
      />
    </div>
  );
}
