import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormSection } from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import type { AdminOrderDecision, AdminOrderRefundView } from "./admin-order-detail-screen.tsx";

const messages = defineUiMessages({
  refunds: { id: "admin.orderRefunds.title" },
  refundedTotal: { id: "admin.orderRefunds.refundedTotal" },
  stockReturned: { id: "admin.orderRefunds.stockReturned" },
  approve: { id: "admin.orderRefunds.approve" },
  reject: { id: "admin.orderRefunds.reject" },
  markRefunded: { id: "admin.orderRefunds.markRefunded" },
  approveTitle: { id: "admin.orderRefunds.approveTitle" },
  rejectTitle: { id: "admin.orderRefunds.rejectTitle" },
  refundedTitle: { id: "admin.orderRefunds.refundedTitle" },
  dialogDescription: {
    id: "admin.orderRefunds.dialogDescription",
    description: "{amount} asked back because: {reason}",
  },
  returnStock: { id: "admin.orderRefunds.returnStock" },
  returnStockHint: { id: "admin.orderRefunds.returnStockHint" },
});

const tone = {
  requested: "warning",
  approved: "info",
  rejected: "neutral",
  refunded: "success",
} as const;

const titles = {
  approved: "approveTitle",
  rejected: "rejectTitle",
  refunded: "refundedTitle",
} as const;

/**
 * The order's refund requests with their decisions: approve or reject a request, then mark an
 * approved one refunded. Each asks in a dialog, where the admin says whether the goods came
 * back (their stock returns, once an order).
 */
export function RefundsSection({
  refunds,
  refundedTotal,
  currency,
  onDecision,
  error,
}: {
  refunds: readonly AdminOrderRefundView[];
  refundedTotal: number;
  currency: PriceCurrency;
  onDecision: (
    refund: AdminOrderRefundView,
    decision: { status: AdminOrderDecision; returnStock: boolean },
  ) => unknown;
  error?: ReactNode;
}) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const [deciding, setDeciding] = useState<{
    refund: AdminOrderRefundView;
    status: AdminOrderDecision;
  } | null>(null);
  const [returnStock, setReturnStock] = useState(false);
  if (refunds.length === 0) return null;
  const stockBackAlready = refunds.some((refund) => refund.stockReturned);
  const open = (refund: AdminOrderRefundView, status: AdminOrderDecision) => {
    setReturnStock(false);
    setDeciding({ refund, status });
  };

  return (
    <FormSection
      title={t("refunds")}
      columns={1}
      actions={
        <span className="text-body-sm text-fg-muted">
          {t("refundedTotal")} <Price amount={refundedTotal} currency={currency} size="sm" />
        </span>
      }
    >
      <ul className="flex flex-col divide-y divide-border-subtle">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            data-refund-status={refund.status}
            className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="flex min-w-0 flex-col gap-1 text-body-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Price amount={refund.amount} currency={currency} size="sm" />
                <Badge size="sm" variant={tone[refund.status]}>
                  {refund.statusName}
                </Badge>
                {refund.stockReturned && (
                  <Badge size="sm" variant="success">
                    {t("stockReturned")}
                  </Badge>
                )}
              </span>
              <span className="text-fg-muted [overflow-wrap:anywhere]">{refund.reason}</span>
            </div>
            <div className="flex flex-wrap gap-2">
              {refund.status === "requested" && (
                <>
                  <Button size="sm" onClick={() => open(refund, "approved")}>
                    {t("approve")}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => open(refund, "rejected")}>
                    {t("reject")}
                  </Button>
                </>
              )}
              {refund.status === "approved" && (
                <Button size="sm" onClick={() => open(refund, "refunded")}>
                  {t("markRefunded")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(next) => {
          if (!next) setDeciding(null);
        }}
        variant={deciding?.status === "rejected" ? "danger" : "primary"}
        title={deciding ? t(titles[deciding.status]) : ""}
        description={
          deciding
            ? intl.formatMessage(messages.dialogDescription, {
                amount: <Price amount={deciding.refund.amount} currency={currency} size="sm" />,
                reason: deciding.refund.reason,
              })
            : undefined
        }
        confirmLabel={
          deciding
            ? t(
                deciding.status === "approved"
                  ? "approve"
                  : deciding.status === "rejected"
                    ? "reject"
                    : "markRefunded",
              )
            : undefined
        }
        error={error}
        onConfirm={() =>
          deciding
            ? onDecision(deciding.refund, { status: deciding.status, returnStock })
            : undefined
        }
      >
        {deciding && deciding.status !== "rejected" && !stockBackAlready && (
          <Checkbox
            label={t("returnStock")}
            description={t("returnStockHint")}
            checked={returnStock}
            onCheckedChange={(checked) => setReturnStock(checked === true)}
          />
        )}
      </ConfirmDialog>
    </FormSection>
  );
}
