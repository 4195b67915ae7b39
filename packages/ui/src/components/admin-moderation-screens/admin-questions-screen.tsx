import { MessageSquareReply } from "lucide-react";
import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Textarea } from "../textarea/index.ts";
import {
  type AdminModerationPageProps,
  type AdminModerationRow,
  AdminModerationScreen,
  shopperTextColumn,
} from "./admin-moderation-screen.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.questions.caption" },
  question: { id: "admin.questions.question" },
  answer: { id: "admin.questions.answer" },
  answerNamed: { id: "admin.questions.answerNamed" },
  answerLabel: { id: "admin.questions.answerLabel" },
  rejectNamed: { id: "admin.questions.rejectNamed" },
  rejectTitle: { id: "admin.questions.rejectTitle" },
  rejectDescription: { id: "admin.questions.rejectDescription" },
  empty: { id: "admin.questions.empty" },
  guest: { id: "admin.questions.guest" },
});

export interface AdminPendingQuestionRow extends AdminModerationRow {
  /** The shopper's text, shown as text (never as HTML). */
  question: string;
  /** The language it was asked in (tr, en, ar): the answer is written in it. */
  language: string;
}

export type AdminQuestionsScreenProps = AdminModerationPageProps & {
  questions: readonly AdminPendingQuestionRow[];
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

/** Customers' questions waiting for an answer, oldest first: answer in a dialog, or reject. */
export function AdminQuestionsScreen({
  questions,
  onAnswer,
  onReject,
  errors = {},
  saving = false,
  rejectError,
  ...props
}: AdminQuestionsScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const who = (row: AdminPendingQuestionRow) => row.customerName ?? t("guest");
  return (
    <AdminModerationScreen
      data-slot="admin-questions-screen"
      rows={questions}
      caption={t("caption")}
      emptyMessage={t("empty")}
      who={who}
      columns={[
        shopperTextColumn<AdminPendingQuestionRow>(
          "question",
          t("question"),
          (row) => row.question,
        ),
      ]}
      accept={{
        icon: <MessageSquareReply aria-hidden="true" className="rtl:-scale-x-100" />,
        label: t("answer"),
        namedLabel: (name) => t("answerNamed", { name }),
      }}
      rejectNamedLabel={(name) => t("rejectNamed", { name })}
      confirmTitles={{ reject: t("rejectTitle") }}
      describe={({ row }) => t("rejectDescription", { name: who(row) })}
      onConfirm={({ row }) => onReject(row)}
      decisionError={rejectError}
      renderAcceptDialog={(answering, close) => (
        <RowDialog
          open={answering !== null}
          onOpenChange={(open) => {
            if (!open) close();
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
      )}
      {...props}
    />
  );
}
