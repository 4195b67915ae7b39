import { CircleCheckBig } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import type { PaymentScreenBankAccount } from "../checkout-payment-screen/checkout-payment-screen.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.orderConfirmation.title", description: "Heading: thanks, order taken" },
  code: { id: "commerce.orderConfirmation.code", description: "Your order code is <b>{code}</b>" },
  email: { id: "commerce.orderConfirmation.email", description: "A confirmation went to {email}" },
  payment: { id: "commerce.orderConfirmation.payment", description: "Row: payment method" },
  total: { id: "commerce.orderConfirmation.total", description: "Row: the order's total" },
  wireTitle: { id: "commerce.orderConfirmation.wireTitle", description: "Heading: how to pay" },
  wireNote: {
    id: "commerce.orderConfirmation.wireNote",
    description: "Transfer the total; the note must carry your name and <b>{code}</b>",
  },
  follow: { id: "commerce.orderConfirmation.follow", description: "Link: follow the order" },
  continue: { id: "commerce.orderConfirmation.continue", description: "Link: back to shopping" },
});

export type OrderConfirmationScreenProps = Omit<ComponentProps<"div">, "children"> & {
  orderCode: string;
  email: string;
  paymentName: string;
  total: number;
  currency: PriceCurrency;
  /** For a wire transfer: where the money goes. */
  bankAccount?: PaymentScreenBankAccount | null;
  followHref: string;
  shoppingHref: string;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const bold = (chunks: unknown) => <b className="font-mono text-fg-strong">{chunks as string}</b>;

/** The thank-you after an order: its JS code, what was paid how, and for a wire transfer how. */
export function OrderConfirmationScreen({
  orderCode,
  email,
  paymentName,
  total,
  currency,
  bankAccount,
  followHref,
  shoppingHref,
  renderLink = defaultRenderLink,
  className,
  ...props
}: OrderConfirmationScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="order-confirmation-screen"
      className={cn(
        "mx-auto flex w-full max-w-2xl flex-col items-center gap-5 py-6 text-center",
        className,
      )}
      {...props}
    >
      <CircleCheckBig aria-hidden="true" className="size-14 text-success-fg" />
      <h1 className="text-heading-lg font-semibold text-fg-strong">
        {intl.formatMessage(messages.title)}
      </h1>
      <p data-slot="order-confirmation-code" className="text-body-lg text-fg">
        {intl.formatMessage(messages.code, { code: orderCode, b: bold })}
      </p>
      <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.email, { email })}</p>
      <dl className="grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg border border-border-subtle bg-surface p-4 text-start text-body-sm">
        <dt className="text-fg-muted">{intl.formatMessage(messages.payment)}</dt>
        <dd className="font-semibold text-fg-strong">{paymentName}</dd>
        <dt className="text-fg-muted">{intl.formatMessage(messages.total)}</dt>
        <dd>
          <Price amount={total} currency={currency} size="md" />
        </dd>
      </dl>
      {bankAccount && (
        <section
          aria-labelledby="confirmation-wire"
          className="flex w-full flex-col gap-2 rounded-lg border border-info-border bg-info-subtle p-4 text-start"
        >
          <h2 id="confirmation-wire" className="text-body-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.wireTitle)}
          </h2>
          <p className="text-body-sm text-fg">
            {intl.formatMessage(messages.wireNote, { code: orderCode, b: bold })}
          </p>
          <p className="text-body-sm">
            <span className="font-semibold">{bankAccount.bankName}</span> · {bankAccount.holder}
          </p>
          <p dir="ltr" className="justify-self-start font-mono text-body text-fg-strong">
            {bankAccount.iban.replace(/(.{4})/g, "$1 ").trim()}
          </p>
        </section>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          {renderLink({ href: followHref, children: intl.formatMessage(messages.follow) })}
        </Button>
        <Button asChild size="lg" variant="outline">
          {renderLink({ href: shoppingHref, children: intl.formatMessage(messages.continue) })}
        </Button>
      </div>
    </div>
  );
}
