import { Truck } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { isolateLtr } from "../../lib/isolate-ltr.ts";
import { AddressCard, type AddressCardAddress } from "../address-card/address-card.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { OrderStatusBadge, type OrderStatusCode } from "../order-list-screen/order-list-screen.tsx";
import { formatPrice, Price, type PriceCurrency } from "../price/index.ts";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.orderDetail.title", description: "Heading: order {code}" },
  date: { id: "commerce.orderDetail.date", description: "Ordered on {date}" },
  items: { id: "commerce.orderDetail.items", description: "Heading: the lines" },
  quantity: { id: "commerce.orderDetail.quantity", description: "{n} × unit price" },
  delivery: { id: "commerce.orderDetail.delivery", description: "Heading: delivery address" },
  invoice: { id: "commerce.orderDetail.invoice", description: "Heading: invoice address" },
  payment: { id: "commerce.orderDetail.payment", description: "Heading: payment" },
  card: { id: "commerce.orderDetail.card", description: "The card: brand, last four" },
  installments: { id: "commerce.orderDetail.installments", description: "{count} instalments" },
  subtotal: { id: "commerce.orderDetail.subtotal", description: "Row: products' total" },
  campaign: { id: "commerce.orderDetail.campaign", description: "Row: campaign {name}" },
  coupon: { id: "commerce.orderDetail.coupon", description: "Row: coupon {code}" },
  cargo: { id: "commerce.orderDetail.cargo", description: "Row: cargo price" },
  giftPackage: { id: "commerce.orderDetail.giftPackage", description: "Row: gift wrap" },
  paymentFee: {
    id: "commerce.orderDetail.paymentFee",
    description: "Row: the door service fee or card instalment interest",
  },
  notes: { id: "commerce.orderDetail.notes", description: "Heading: gift note and order note" },
  giftNote: { id: "commerce.orderDetail.giftNote", description: "Label: the gift card's note" },
  gift: { id: "commerce.orderDetail.gift", description: "Says the order is wrapped as a gift" },
  note: { id: "commerce.orderDetail.note", description: "Label: the shopper's order note" },
  total: { id: "commerce.orderDetail.total", description: "Row: total" },
  tracking: { id: "commerce.orderDetail.tracking", description: "Heading: cargo tracking" },
  trackingLink: { id: "commerce.orderDetail.trackingLink", description: "Link: follow parcel" },
  invoiceNumber: { id: "commerce.orderDetail.invoiceNumber", description: "Invoice number: {n}" },
  history: { id: "commerce.orderDetail.history", description: "Heading: status history" },
  wire: { id: "commerce.orderDetail.wire", description: "Transfer to <b>{iban}</b> with code" },
  cancel: { id: "commerce.orderDetail.cancel", description: "Button: cancel the order" },
  cancelTitle: { id: "commerce.orderDetail.cancelTitle", description: "Confirm: cancel?" },
  cancelText: { id: "commerce.orderDetail.cancelText", description: "Confirm: what happens" },
  refund: { id: "commerce.orderDetail.refund", description: "Disclosure: ask for a refund" },
  refundAmount: { id: "commerce.orderDetail.refundAmount", description: "Field: amount" },
  refundReason: { id: "commerce.orderDetail.refundReason", description: "Field: reason" },
  refundMax: { id: "commerce.orderDetail.refundMax", description: "Hint: at most {amount}" },
  refundSend: { id: "commerce.orderDetail.refundSend", description: "Button: send the request" },
  refunds: { id: "commerce.orderDetail.refunds", description: "Heading: refund requests" },
});

export interface OrderDetailView {
  code: string;
  date: string;
  status: OrderStatusCode;
  statusName: string;
  currency: PriceCurrency;
  items: ReadonlyArray<{
    id: string;
    title: string;
    variant?: string | null;
    image?: string | null;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }>;
  subtotal: number;
  campaign?: { name: string; amount: number } | null;
  coupon?: { code: string; amount: number } | null;
  cargoPrice: number;
  giftPackagePrice: number;
  /** The door service fee or the card's instalment interest. */
  paymentFee: number;
  total: number;
  /** Wrapped as a gift, with the note for its card. */
  gift?: { note: string | null } | null;
  note?: string | null;
  paymentName: string;
  card?: { brand: string | null; last4: string; installments: number | null } | null;
  deliveryAddress: AddressCardAddress;
  invoiceAddress: AddressCardAddress;
  history: ReadonlyArray<{ statusName: string; date: string; note?: string | null }>;
  cargo?: { name: string; trackingNumber: string | null; trackingUrl: string | null } | null;
  invoiceNumber?: string | null;
  /** While a wire transfer waits: where to send the money. */
  bankAccount?: { bankName: string; holder: string; iban: string } | null;
  refunds: ReadonlyArray<{
    id: string;
    amount: number;
    statusName: string;
    date: string;
    reason: string;
  }>;
  canCancel: boolean;
  /** Above 0 while a refund may still be asked for (within the return window). */
  refundableAmount: number;
}

export type OrderDetailScreenProps = Omit<ComponentProps<"div">, "children"> & {
  order: OrderDetailView;
  placeholderImage: string;
  /** Renders the cancel and refund `<form>`s (fields: intent, amount, reason). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  /** With JavaScript: the cancellation after the confirm dialog; the form posts without. */
  onCancel?: () => unknown;
  cancelling?: boolean;
  refundErrors?: Partial<Record<"amount" | "reason", string>>;
  /** A message above the order (the outcome of a cancel or a refund request). */
  notice?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** One order: lines, money, addresses, payment, cargo, history, and what may still be done. */
export function OrderDetailScreen({
  order,
  placeholderImage,
  renderForm = defaultRenderForm,
  onCancel,
  cancelling = false,
  refundErrors = {},
  notice,
  className,
  ...props
}: OrderDetailScreenProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const t = (key: keyof typeof messages, values?: Record<string, unknown>) =>
    intl.formatMessage(messages[key], values as Record<string, string>);
  const money = (amount: number) => <Price amount={amount} currency={order.currency} size="sm" />;
  const row = (label: string, amount: number, slot: string) => (
    <div data-slot={slot} className="flex justify-between gap-3">
      <dt className="text-fg-muted">{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );

  return (
    <div
      data-slot="order-detail-screen"
      className={cn("flex flex-col gap-5", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-heading-lg font-semibold text-fg-strong">
          {t("title", { code: isolateLtr(order.code) })}
        </h1>
        <OrderStatusBadge status={order.status} name={order.statusName} />
        <span className="text-body-sm text-fg-muted">
          {t("date", { date: isolateLtr(order.date) })}
        </span>
      </div>
      {notice}
      {order.bankAccount && (
        <p className="rounded-md border border-info-border bg-info-subtle p-3 text-body-sm text-fg">
          {t("wire", {
            iban: order.bankAccount.iban,
            bank: order.bankAccount.bankName,
            code: order.code,
            b: (chunks: ReactNode) => (
              <b dir="ltr" className="font-mono">
                {chunks}
              </b>
            ),
          })}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <section
            aria-labelledby="order-items"
            className="rounded-lg border border-border-subtle bg-surface p-4"
          >
            <h2 id="order-items" className="mb-2 text-heading-sm font-semibold text-fg-strong">
              {t("items")}
            </h2>
            <ul className="flex flex-col divide-y divide-border-subtle">
              {order.items.map((item) => (
                <li
                  key={item.id}
                  data-slot="order-detail-item"
                  className="flex items-center gap-3 py-2"
                >
                  <img
                    src={item.image || placeholderImage || undefined}
                    alt=""
                    className="size-14 shrink-0 rounded-md border border-border-subtle object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="text-body-sm text-fg-strong">{item.title}</span>
                    {item.variant && (
                      <span className="text-caption text-fg-muted">{item.variant}</span>
                    )}
                    <span className="text-caption text-fg-muted">
                      {t("quantity", { n: item.quantity, price: money(item.unitPrice) })}
                    </span>
                  </div>
                  {money(item.lineTotal)}
                </li>
              ))}
            </ul>
          </section>
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-labelledby="order-delivery" className="flex flex-col gap-2">
              <h2 id="order-delivery" className="text-body-lg font-semibold text-fg-strong">
                {t("delivery")}
              </h2>
              <AddressCard address={order.deliveryAddress} />
            </section>
            <section aria-labelledby="order-invoice" className="flex flex-col gap-2">
              <h2 id="order-invoice" className="text-body-lg font-semibold text-fg-strong">
                {t("invoice")}
              </h2>
              <AddressCard address={order.invoiceAddress} />
            </section>
          </div>
          {(order.gift || order.note) && (
            <section aria-labelledby="order-notes" className="flex flex-col gap-2">
              <h2 id="order-notes" className="text-body-lg font-semibold text-fg-strong">
                {t("notes")}
              </h2>
              <dl className="flex flex-col gap-2 text-body-sm">
                {order.gift && (
                  <div>
                    <dt className="font-semibold text-fg-strong">{t("gift")}</dt>
                    {order.gift.note && (
                      <dd className="whitespace-pre-line text-fg">
                        {t("giftNote")}: {order.gift.note}
                      </dd>
                    )}
                  </div>
                )}
                {order.note && (
                  <div>
                    <dt className="font-semibold text-fg-strong">{t("note")}</dt>
                    <dd className="whitespace-pre-line text-fg">{order.note}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
          <section aria-labelledby="order-history" className="flex flex-col gap-2">
            <h2 id="order-history" className="text-body-lg font-semibold text-fg-strong">
              {t("history")}
            </h2>
            <ol className="flex flex-col gap-2 border-s-2 border-border-subtle ps-4">
              {order.history.map((entry) => (
                <li
                  key={`${entry.date}-${entry.statusName}`}
                  className="flex flex-col text-body-sm"
                >
                  <span className="font-semibold text-fg-strong">{entry.statusName}</span>
                  <span className="text-caption text-fg-muted">{isolateLtr(entry.date)}</span>
                  {entry.note && <span className="text-fg">{entry.note}</span>}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          <section
            aria-labelledby="order-payment"
            className="rounded-lg border border-border-subtle bg-surface p-4"
          >
            <h2 id="order-payment" className="mb-2 text-body-lg font-semibold text-fg-strong">
              {t("payment")}
            </h2>
            <p className="text-body-sm text-fg">{order.paymentName}</p>
            {order.card && (
              <p dir="ltr" className="justify-self-start font-mono text-body-sm text-fg-muted">
                {t("card", {
                  brand: (order.card.brand ?? "").toUpperCase(),
                  last4: order.card.last4,
                })}
                {order.card.installments && order.card.installments > 1
                  ? ` · ${t("installments", { count: order.card.installments })}`
                  : ""}
              </p>
            )}
            <dl className="mt-3 flex flex-col gap-1.5 text-body-sm">
              {row(t("subtotal"), order.subtotal, "order-subtotal")}
              {order.campaign &&
                row(
                  t("campaign", { name: order.campaign.name }),
                  -order.campaign.amount,
                  "order-campaign",
                )}
              {order.coupon &&
                row(
                  t("coupon", { code: isolateLtr(order.coupon.code) }),
                  -order.coupon.amount,
                  "order-coupon",
                )}
              {row(t("cargo"), order.cargoPrice, "order-cargo")}
              {order.giftPackagePrice > 0 &&
                row(t("giftPackage"), order.giftPackagePrice, "order-gift-package")}
              {order.paymentFee > 0 && row(t("paymentFee"), order.paymentFee, "order-payment-fee")}
              <div className="mt-1 flex justify-between gap-3 border-t border-border-subtle pt-2 font-semibold">
                <dt>{t("total")}</dt>
                <dd>
                  <Price amount={order.total} currency={order.currency} size="md" />
                </dd>
              </div>
            </dl>
            {order.invoiceNumber && (
              <p className="mt-2 text-caption text-fg-muted">
                {t("invoiceNumber", { n: order.invoiceNumber })}
              </p>
            )}
          </section>
          {order.cargo?.trackingNumber && (
            <section
              aria-labelledby="order-tracking"
              className="rounded-lg border border-border-subtle bg-surface p-4"
            >
              <h2
                id="order-tracking"
                className="mb-2 flex items-center gap-2 text-body-lg font-semibold text-fg-strong"
              >
                <Truck aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                {t("tracking")}
              </h2>
              <p className="text-body-sm">
                {order.cargo.name} · <span dir="ltr">{order.cargo.trackingNumber}</span>
              </p>
              {order.cargo.trackingUrl && (
                <a
                  href={order.cargo.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-body-sm font-semibold text-brand-fg underline"
                >
                  {t("trackingLink")}
                </a>
              )}
            </section>
          )}
          {order.canCancel &&
            renderForm({
              method: "post",
              children: (
                <>
                  <input type="hidden" name="intent" value="cancel" />
                  <Button
                    type="submit"
                    variant="outline"
                    className="w-full"
                    loading={cancelling}
                    onClick={(event) => {
                      if (!onCancel) return;
                      // With JavaScript the cancellation is confirmed first (section 8).
                      event.preventDefault();
                      setConfirming(true);
                    }}
                  >
                    {t("cancel")}
                  </Button>
                </>
              ),
            })}
          {order.refundableAmount > 0 && (
            <details className="rounded-lg border border-border-subtle bg-surface p-4">
              <summary className="cursor-pointer font-semibold text-fg-strong">
                {t("refund")}
              </summary>
              {renderForm({
                method: "post",
                noValidate: true,
                className: "mt-3 flex flex-col gap-3",
                children: (
                  <>
                    <input type="hidden" name="intent" value="refund" />
                    <FormField
                      label={t("refundAmount")}
                      required
                      error={refundErrors.amount}
                      hint={intl.formatMessage(messages.refundMax, {
                        amount: isolateLtr(formatPrice(order.refundableAmount, order.currency)),
                      })}
                    >
                      <Input name="amount" inputMode="decimal" dir="ltr" />
                    </FormField>
                    <FormField label={t("refundReason")} required error={refundErrors.reason}>
                      <Textarea name="reason" rows={3} maxLength={1000} />
                    </FormField>
                    <Button type="submit">{t("refundSend")}</Button>
                  </>
                ),
              })}
            </details>
          )}
          {order.refunds.length > 0 && (
            <section aria-labelledby="order-refunds" className="flex flex-col gap-2">
              <h2 id="order-refunds" className="text-body-lg font-semibold text-fg-strong">
                {t("refunds")}
              </h2>
              <ul className="flex flex-col gap-2 text-body-sm">
                {order.refunds.map((refund) => (
                  <li
                    key={refund.id}
                    className="flex justify-between gap-2 rounded-md border border-border-subtle p-2"
                  >
                    <span className="flex flex-col">
                      <span className="font-semibold">{refund.statusName}</span>
                      <span className="text-caption text-fg-muted">{isolateLtr(refund.date)}</span>
                    </span>
                    {money(refund.amount)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {onCancel && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("cancelTitle")}
          description={t("cancelText")}
          confirmLabel={t("cancel")}
          variant="danger"
          pending={cancelling}
          onConfirm={async () => {
            await onCancel();
            setConfirming(false);
          }}
        />
      )}
    </div>
  );
}
