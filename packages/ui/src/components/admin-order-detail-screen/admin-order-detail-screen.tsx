import { ExternalLink, Printer } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import {
  type AdminOrderStatus,
  orderStatusTone,
} from "../admin-order-list-screen/admin-order-list-screen.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select, type SelectOption } from "../select/select.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { OrderAddressLines } from "./order-address-lines.tsx";
import { RefundsSection } from "./refunds-section.tsx";

const messages = defineUiMessages({
  placedAt: { id: "admin.orderDetail.placedAt", description: "Placed on {date}" },
  printSlip: { id: "admin.orderDetail.printSlip" },
  lines: { id: "admin.orderDetail.lines" },
  product: { id: "admin.orderDetail.product" },
  quantity: { id: "admin.orderDetail.quantity" },
  unitPrice: { id: "admin.orderDetail.unitPrice" },
  lineTotal: { id: "admin.orderDetail.lineTotal" },
  subtotal: { id: "admin.orderDetail.subtotal" },
  discount: { id: "admin.orderDetail.discount" },
  cargoPrice: { id: "admin.orderDetail.cargoPrice" },
  paymentFee: { id: "admin.orderDetail.paymentFee" },
  total: { id: "admin.orderDetail.total" },
  customer: { id: "admin.orderDetail.customer" },
  deliveryAddress: { id: "admin.orderDetail.deliveryAddress" },
  invoiceAddress: { id: "admin.orderDetail.invoiceAddress" },
  note: { id: "admin.orderDetail.note", description: "The shopper's note" },
  giftNote: { id: "admin.orderDetail.giftNote" },
  payment: { id: "admin.orderDetail.payment" },
  card: { id: "admin.orderDetail.card", description: "{brand} ending in {last4}" },
  paidAt: { id: "admin.orderDetail.paidAt" },
  notPaid: { id: "admin.orderDetail.notPaid" },
  markPaid: { id: "admin.orderDetail.markPaid" },
  markPaidHint: { id: "admin.orderDetail.markPaidHint" },
  status: { id: "admin.orderDetail.status" },
  newStatus: { id: "admin.orderDetail.newStatus" },
  statusNote: { id: "admin.orderDetail.statusNote" },
  changeStatus: { id: "admin.orderDetail.changeStatus" },
  finalStatus: { id: "admin.orderDetail.finalStatus" },
  shipHint: { id: "admin.orderDetail.shipHint" },
  cancelTitle: { id: "admin.orderDetail.cancelTitle" },
  cancelDescription: { id: "admin.orderDetail.cancelDescription" },
  cancelConfirm: { id: "admin.orderDetail.cancelConfirm" },
  shipment: { id: "admin.orderDetail.shipment" },
  cargoCompany: { id: "admin.orderDetail.cargoCompany" },
  chooseCargo: { id: "admin.orderDetail.chooseCargo" },
  trackingNumber: { id: "admin.orderDetail.trackingNumber" },
  invoiceNumber: { id: "admin.orderDetail.invoiceNumber" },
  trackingLink: { id: "admin.orderDetail.trackingLink" },
  saveShipment: { id: "admin.orderDetail.saveShipment" },
  history: { id: "admin.orderDetail.history" },
  actor_shopper: { id: "admin.orderDetail.actor.shopper" },
  actor_admin: { id: "admin.orderDetail.actor.admin" },
  actor_shop: { id: "admin.orderDetail.actor.shop" },
});

export interface AdminOrderAddress {
  name: string;
  /** The address as it reads, line by line (street, district and province, country, tax office). */
  lines: readonly string[];
  /** Shown in LTR order in every language. */
  phone: string;
}

export interface AdminOrderRefundView {
  id: string;
  /** Minor units. */
  amount: number;
  reason: string;
  status: "requested" | "approved" | "rejected" | "refunded";
  statusName: string;
  /** ISO 8601. */
  createdAt: string;
  stockReturned: boolean;
}

export interface AdminOrderView {
  code: string;
  status: AdminOrderStatus;
  statusName: string;
  /** ISO 8601. */
  createdAt: string;
  currency: PriceCurrency;
  customerName: string;
  email: string;
  phone: string;
  paymentName: string;
  card: { brand: string; last4: string } | null;
  /** ISO 8601, or null while unpaid. */
  paidAt: string | null;
  /** A wire transfer still waiting for its money: it may be marked paid. */
  awaitingTransfer: boolean;
  items: ReadonlyArray<{
    id: string;
    name: string;
    variant: string | null;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }>;
  subtotal: number;
  /** Campaign and coupon together. */
  discount: number;
  cargoPrice: number;
  paymentFee: number;
  total: number;
  deliveryAddress: AdminOrderAddress;
  invoiceAddress: AdminOrderAddress;
  note: string | null;
  giftNote: string | null;
  cargoCompanyId: string;
  trackingNumber: string;
  trackingUrl: string | null;
  invoiceNumber: string;
  history: ReadonlyArray<{
    statusName: string;
    /** ISO 8601. */
    at: string;
    note: string | null;
    actor: "shopper" | "admin" | "shop";
  }>;
  refunds: readonly AdminOrderRefundView[];
  /** Minor units paid back so far. */
  refundedTotal: number;
}

export type AdminOrderDecision = "approved" | "rejected" | "refunded";

export type AdminOrderDetailScreenProps = Omit<ComponentProps<"div">, "children"> & {
  order: AdminOrderView;
  /** Where the order may go next, with the statuses' names; empty for a closed order. */
  statusOptions: readonly SelectOption[];
  cargoCompanies: readonly SelectOption[];
  slipHref: string;
  /** Refusals by field name (status, tracking_number, cargo_company_id, invoice_number). */
  errors?: Partial<Record<string, ReactNode>>;
  /** The section whose form is being saved. */
  pending?: "status" | "shipment" | "paid" | null;
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /**
   * Renders the section forms (method post, a hidden `intent`: status, shipment, paid) so they
   * work without JavaScript.
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  /**
   * A refund decided in its dialog. A returned promise keeps the dialog busy; it closes when it
   * resolves and stays open (showing `refundError`) when it rejects.
   */
  onRefundDecision: (
    refund: AdminOrderRefundView,
    decision: { status: AdminOrderDecision; returnStock: boolean },
  ) => unknown;
  refundError?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

function Address({ title, address }: { title: ReactNode; address: AdminOrderAddress }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-body-sm font-semibold text-fg-muted">{title}</h3>
      <OrderAddressLines
        address={address}
        className="flex flex-col text-body-sm not-italic [overflow-wrap:anywhere]"
        nameClassName="font-medium text-fg-strong"
      />
    </div>
  );
}

/**
 * One order as the admin runs it: lines and money, customer and addresses, payment (a wire
 * transfer marked paid here), the status moved along (a cancellation asks first), the cargo
 * company, tracking and invoice numbers, refunds decided in a dialog, the history, and a link
 * to the printable packing slip.
 */
export function AdminOrderDetailScreen({
  order,
  statusOptions,
  cargoCompanies,
  slipHref,
  errors = {},
  pending = null,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  onRefundDecision,
  refundError,
  className,
  ...props
}: AdminOrderDetailScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  const [confirmCancel, setConfirmCancel] = useState<HTMLFormElement | null>(null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
  const money = (amount: number) => <Price amount={amount} currency={order.currency} size="sm" />;
  const sum = (label: string, amount: number, strong = false) => (
    <div className={cn("flex justify-between gap-4", strong && "font-semibold text-fg-strong")}>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );

  return (
    <div
      data-slot="admin-order-detail-screen"
      className={cn("flex flex-col gap-5", className)}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 dir="ltr" className="font-mono text-heading-sm font-semibold text-fg-strong">
            {order.code}
          </h2>
          <Badge variant={orderStatusTone[order.status]} data-testid="order-status">
            {order.statusName}
          </Badge>
          <span className="text-body-sm text-fg-muted">
            {t("placedAt", { date: date(order.createdAt) })}
          </span>
        </div>
        <Button asChild variant="outline" size="sm">
          {renderLink({
            href: slipHref,
            children: (
              <>
                <Printer aria-hidden="true" />
                {t("printSlip")}
              </>
            ),
          })}
        </Button>
      </header>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <FormSection title={t("lines")} columns={1}>
            <div className="overflow-x-auto">
              <table className="w-full text-body-sm">
                <thead className="text-start text-fg-muted">
                  <tr>
                    <th className="pb-2 text-start font-medium">{t("product")}</th>
                    <th className="pb-2 text-end font-medium">{t("quantity")}</th>
                    <th className="pb-2 text-end font-medium">{t("unitPrice")}</th>
                    <th className="pb-2 text-end font-medium">{t("lineTotal")}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={item.id} className="border-t border-border-subtle">
                      <td className="py-2 pe-3">
                        <span className="block font-medium text-fg-strong [overflow-wrap:anywhere]">
                          {item.name}
                        </span>
                        {item.variant && (
                          <span className="text-caption text-fg-muted">{item.variant}</span>
                        )}
                      </td>
                      <td className="py-2 text-end">{intl.formatNumber(item.quantity)}</td>
                      <td className="py-2 text-end whitespace-nowrap">{money(item.unitPrice)}</td>
                      <td className="py-2 text-end whitespace-nowrap">{money(item.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="ms-auto flex w-full max-w-72 flex-col gap-1 text-body-sm">
              {sum(t("subtotal"), order.subtotal)}
              {order.discount > 0 && sum(t("discount"), -order.discount)}
              {sum(t("cargoPrice"), order.cargoPrice)}
              {order.paymentFee > 0 && sum(t("paymentFee"), order.paymentFee)}
              {sum(t("total"), order.total, true)}
            </dl>
          </FormSection>

          <FormSection title={t("customer")}>
            <div className="flex min-w-0 flex-col gap-1 text-body-sm md:col-span-2">
              <span className="font-medium text-fg-strong">
                <bdi>{order.customerName}</bdi>
              </span>
              <span dir="ltr" className="text-start [overflow-wrap:anywhere]">
                {order.email}
              </span>
              <span dir="ltr" className="text-start">
                {order.phone}
              </span>
            </div>
            <Address title={t("deliveryAddress")} address={order.deliveryAddress} />
            <Address title={t("invoiceAddress")} address={order.invoiceAddress} />
            {order.note && (
              <FormGridItem span="full" className="text-body-sm">
                <h3 className="font-semibold text-fg-muted">{t("note")}</h3>
                <p className="[overflow-wrap:anywhere]">{order.note}</p>
              </FormGridItem>
            )}
            {order.giftNote && (
              <FormGridItem span="full" className="text-body-sm">
                <h3 className="font-semibold text-fg-muted">{t("giftNote")}</h3>
                <p className="[overflow-wrap:anywhere]">{order.giftNote}</p>
              </FormGridItem>
            )}
          </FormSection>

          <RefundsSection
            refunds={order.refunds}
            refundedTotal={order.refundedTotal}
            currency={order.currency}
            onDecision={onRefundDecision}
            error={refundError}
          />

          <FormSection title={t("history")} columns={1}>
            <ol className="flex flex-col gap-3 border-s border-border-subtle ps-4 text-body-sm">
              {order.history.map((entry) => (
                <li key={`${entry.at}-${entry.statusName}`} className="flex flex-col gap-0.5">
                  <span className="font-medium text-fg-strong">{entry.statusName}</span>
                  <span className="text-caption text-fg-muted">
                    <time dateTime={entry.at}>{date(entry.at)}</time> · {t(`actor_${entry.actor}`)}
                  </span>
                  {entry.note && <span className="[overflow-wrap:anywhere]">{entry.note}</span>}
                </li>
              ))}
            </ol>
          </FormSection>
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <FormSection title={t("status")} columns={1}>
            {statusOptions.length === 0 ? (
              <p className="text-body-sm text-fg-muted">{t("finalStatus")}</p>
            ) : (
              renderForm({
                method: "post",
                className: "flex flex-col gap-4",
                onSubmit: (event) => {
                  const form = event.currentTarget;
                  const chosen = new FormData(form).get("status");
                  if (chosen === "cancelled" && confirmCancel !== form) {
                    event.preventDefault();
                    setConfirmCancel(form);
                  }
                },
                children: (
                  <>
                    <input type="hidden" name="intent" value="status" />
                    <FormField label={t("newStatus")} error={errors.status} hint={t("shipHint")}>
                      <Select name="status" options={statusOptions} />
                    </FormField>
                    <FormField label={t("statusNote")} optional>
                      <Textarea name="note" rows={2} maxLength={1000} />
                    </FormField>
                    <Button type="submit" loading={pending === "status"} className="self-start">
                      {t("changeStatus")}
                    </Button>
                  </>
                ),
              })
            )}
          </FormSection>

          <FormSection title={t("payment")} columns={1}>
            <div className="flex flex-col gap-1 text-body-sm">
              <p className="font-medium text-fg-strong">{order.paymentName}</p>
              {order.card && (
                <p>{t("card", { brand: order.card.brand, last4: order.card.last4 })}</p>
              )}
              <p className="text-fg-muted">
                {order.paidAt ? t("paidAt", { date: date(order.paidAt) }) : t("notPaid")}
              </p>
            </div>
            {order.awaitingTransfer &&
              renderForm({
                method: "post",
                className: "flex flex-col gap-2",
                children: (
                  <>
                    <input type="hidden" name="intent" value="paid" />
                    <p className="text-body-sm text-fg-muted">{t("markPaidHint")}</p>
                    <Button
                      type="submit"
                      variant="secondary"
                      loading={pending === "paid"}
                      className="self-start"
                    >
                      {t("markPaid")}
                    </Button>
                  </>
                ),
              })}
          </FormSection>

          <FormSection title={t("shipment")} columns={1}>
            {renderForm({
              method: "post",
              className: "flex flex-col gap-4",
              children: (
                <>
                  <input type="hidden" name="intent" value="shipment" />
                  <FormField label={t("cargoCompany")} error={errors.cargo_company_id}>
                    <Select
                      name="cargo_company_id"
                      defaultValue={order.cargoCompanyId}
                      placeholder={t("chooseCargo")}
                      options={cargoCompanies}
                    />
                  </FormField>
                  <FormField label={t("trackingNumber")} error={errors.tracking_number}>
                    <Input
                      name="tracking_number"
                      dir="ltr"
                      defaultValue={order.trackingNumber}
                      maxLength={60}
                    />
                  </FormField>
                  {order.trackingUrl && (
                    <a
                      href={order.trackingUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-body-sm text-link underline underline-offset-2"
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      {t("trackingLink")}
                    </a>
                  )}
                  <FormField label={t("invoiceNumber")} error={errors.invoice_number}>
                    <Input
                      name="invoice_number"
                      dir="ltr"
                      defaultValue={order.invoiceNumber}
                      maxLength={60}
                    />
                  </FormField>
                  <Button
                    type="submit"
                    variant="secondary"
                    loading={pending === "shipment"}
                    className="self-start"
                  >
                    {t("saveShipment")}
                  </Button>
                </>
              ),
            })}
          </FormSection>
        </div>
      </div>

      <ConfirmDialog
        open={confirmCancel !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmCancel(null);
        }}
        variant="danger"
        title={t("cancelTitle")}
        description={t("cancelDescription", { code: order.code })}
        confirmLabel={t("cancelConfirm")}
        onConfirm={() => confirmCancel?.requestSubmit()}
      />
    </div>
  );
}
