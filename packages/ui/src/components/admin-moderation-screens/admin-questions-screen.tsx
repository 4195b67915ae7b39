import { MessageSquareReply, X } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "../data-table/data-table.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Textarea } from "../textarea/index.ts";

const messages = defineUiMessages({
  caption: { id: "admin.questions.caption" },
  product: { id: "admin.moderation.product" },
  customer: { id: "admin.moderation.customerAndDate" },
  question: { id: "admin.questions.question" },
  actions: { id: "admin.productList.actions" },
  answer: { id: "admin.questions.answer" },
  answerNamed: { id: "admin.questions.answerNamed" },
  answerLabel: { id: "admin.questions.answerLabel" },
  reject: { id: "admin.moderation.reject" },
  rejectNamed: { id: "admin.questions.rejectNamed" },
  rejectTitle: { id: "admin.questions.rejectTitle" },
  rejectDescription: { id: "admin.questions.rejectDescription" },
  empty: { id: "admin.questions.empty" },
  guest: { id: "admin.questions.guest" },
});

export interface AdminPendingQuestionRow {
  id: string;
  productName: string;
  productHref?: string;
  /** Null when the customer's account is gone. */
  customerName: string | null;
  customerHref?: string;
  /** The shopper's text, shown as text (never as HTML). */
  question: string;
  /** The language it was asked in (tr, en, ar): the answer is written in it. */
  language: string;
  /** ISO 8601. */
  createdAt: string;
}

export type AdminQuestionsScreenProps = Omit<ComponentProps<"div">, "children"> & {
  questions: readonly AdminPendingQuestionRow[];
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * The answer dialog was sent (`answer`, as typed). A returned promise keeps the dialog busy and
   * closes it when it resolves.
   */
  onAnswer: (values: AdminRowValues, question: AdminPendingQuestionRow) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onReject: (question: AdminPendingQuestionRow) => unknown;
  /** Refusals beside the answer dialog's field (`answer`). */
  errors?: Partial<Record<string, ReactNode>>;
  saving?: boolean;
  /** Why the last rejection failed, shown in the dialog. */
  rejectError?: ReactNode;
};

const defaultRenderLink = (props: AdminMenuLinkProps) => <a {...props} />;

/** Customers' questions waiting for an answer, oldest first: answer in a dialog, or reject. */
export function AdminQuestionsScreen({
  questions,
  renderLink = defaultRenderLink,
  loading = false,
  error,
  onRetry,
  onAnswer,
  onReject,
  errors = {},
  saving = false,
  rejectError,
  className,
  ...props
}: AdminQuestionsScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [answering, setAnswering] = useState<AdminPendingQuestionRow | null>(null);
  const [rejecting, setRejecting] = useState<AdminPendingQuestionRow | null>(null);
  const who = (row: AdminPendingQuestionRow) => row.customerName ?? t("guest");

  const columns: DataTableColumn<AdminPendingQuestionRow>[] = [
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
          <time dateTime={row.createdAt} className="text-caption text-fg-muted">
            {intl.formatDate(row.createdAt, { dateStyle: "medium" })}
          </time>
        </span>
      ),
    },
    {
      id: "question",
      header: t("question"),
      cell: (row) => (
        <p
          lang={row.language}
          dir="auto"
          className="min-w-48 whitespace-pre-line text-body [overflow-wrap:anywhere]"
        >
          {row.question}
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
            aria-label={t("answerNamed", { name: who(row) })}
            onClick={() => setAnswering(row)}
          >
            <MessageSquareReply aria-hidden="true" className="rtl:-scale-x-100" />
            {t("answer")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t("rejectNamed", { name: who(row) })}
            className="text-danger-fg hover:bg-danger-subtle"
            onClick={() => setRejecting(row)}
          >
            <X aria-hidden="true" />
            {t("reject")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div
      data-slot="admin-questions-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[...questions]}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t("empty")}
      />
      <RowDialog
        open={answering !== null}
        onOpenChange={(open) => {
          if (!open) setAnswering(null);
        }}
        title={answering ? t("answerNamed", { name: who(answering) }) : t("answer")}
        saving={saving}
        onSave={(values) => (answering ? onAnswer(values, answering) : undefined)}
      >
        {answering && (
          <blockquote
            lang={answering.language}
            dir="auto"
            className="whitespace-pre-line rounded-md bg-surface-muted p-3 text-body [overflow-wrap:anywhere] sm:col-span-2"
          >
            {answering.question}
          </blockquote>
        )}
        <FormField
          label={t("answerLabel")}
          required
          error={errors.answer}
          className="sm:col-span-2"
        >
          <Textarea
            name="answer"
            rows={5}
            maxLength={5000}
            dir="auto"
            {...(answering ? { lang: answering.language } : {})}
          />
        </FormField>
      </RowDialog>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        variant="danger"
        title={t("rejectTitle")}
        description={rejecting ? t("rejectDescription", { name: who(rejecting) }) : undefined}
        confirmLabel={t("reject")}
        error={rejectError}
        onConfirm={() => (rejecting ? onReject(rejecting) : undefined)}
      />
    </div>
  );
}
