import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { Rating } from "../rating/index.ts";
import {
  type AdminModerationPageProps,
  type AdminModerationRow,
  AdminModerationScreen,
  shopperTextColumn,
} from "./admin-moderation-screen.tsx";

const messages = defineUiMessages({
  caption: { id: "admin.comments.caption" },
  rate: { id: "admin.comments.rate" },
  text: { id: "admin.comments.text" },
  approve: { id: "admin.comments.approve" },
  approveNamed: { id: "admin.comments.approveNamed" },
  rejectNamed: { id: "admin.comments.rejectNamed" },
  approveTitle: { id: "admin.comments.approveTitle" },
  approveDescription: { id: "admin.comments.approveDescription" },
  rejectTitle: { id: "admin.comments.rejectTitle" },
  rejectDescription: { id: "admin.comments.rejectDescription" },
  empty: { id: "admin.comments.empty" },
  nameHidden: { id: "admin.comments.nameHidden" },
});

export interface AdminPendingCommentRow extends AdminModerationRow {
  customerName: string;
  /** 1 to 5. */
  rate: number;
  /** The shopper's text, shown as text (never as HTML). */
  text: string;
  /** The shopper asked that their name not be shown with the comment. */
  nameHidden: boolean;
}

export type AdminCommentsScreenProps = AdminModerationPageProps & {
  comments: readonly AdminPendingCommentRow[];
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onApprove: (comment: AdminPendingCommentRow) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onReject: (comment: AdminPendingCommentRow) => unknown;
  /** Why the last decision failed, shown in the dialog. */
  decisionError?: ReactNode;
};

/** Comments waiting for review, oldest first: approve (shown on the product) or reject. */
export function AdminCommentsScreen({
  comments,
  onApprove,
  onReject,
  ...props
}: AdminCommentsScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  return (
    <AdminModerationScreen
      data-slot="admin-comments-screen"
      rows={comments}
      caption={t("caption")}
      emptyMessage={t("empty")}
      who={(row) => row.customerName}
      customerNote={(row) =>
        row.nameHidden && <span className="text-caption text-fg-muted">{t("nameHidden")}</span>
      }
      columns={[
        {
          id: "rate",
          header: t("rate"),
          nowrap: true,
          cell: (row) => <Rating value={row.rate} size="sm" />,
        },
        shopperTextColumn<AdminPendingCommentRow>("text", t("text"), (row) => row.text),
      ]}
      accept={{
        icon: <Check aria-hidden="true" />,
        label: t("approve"),
        namedLabel: (name) => t("approveNamed", { name }),
      }}
      rejectNamedLabel={(name) => t("rejectNamed", { name })}
      confirmTitles={{ accept: t("approveTitle"), reject: t("rejectTitle") }}
      describe={({ row, verdict }) =>
        t(verdict === "accept" ? "approveDescription" : "rejectDescription", {
          name: row.customerName,
          product: row.productName,
        })
      }
      onConfirm={({ row, verdict }) => (verdict === "accept" ? onApprove(row) : onReject(row))}
      {...props}
    />
  );
}
