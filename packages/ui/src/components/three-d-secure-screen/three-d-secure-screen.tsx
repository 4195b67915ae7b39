import { ShieldCheck } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.threeDSecure.title", description: "Heading: the bank's verification" },
  intro: { id: "commerce.threeDSecure.intro", description: "Explains the one-time code" },
  merchant: { id: "commerce.threeDSecure.merchant", description: "Row: the shop being paid" },
  amount: { id: "commerce.threeDSecure.amount", description: "Row: the amount" },
  card: { id: "commerce.threeDSecure.card", description: "Row: the card, masked" },
  code: { id: "commerce.threeDSecure.code", description: "Field: the one-time code" },
  testHint: {
    id: "commerce.threeDSecure.testHint",
    description: "The test bank's code, shown by the built-in test gateway: {code}",
  },
  attemptsLeft: { id: "commerce.threeDSecure.attemptsLeft", description: "Tries left: {count}" },
  confirm: { id: "commerce.threeDSecure.confirm", description: "Button: confirm the payment" },
  cancel: { id: "commerce.threeDSecure.cancel", description: "Link: give up, back to payment" },
});

export type ThreeDSecureScreenProps = Omit<ComponentProps<"div">, "children"> & {
  merchant: string;
  amount: number;
  currency: PriceCurrency;
  cardLast4: string;
  cardBrand?: string | null;
  attemptsLeft: number;
  /** The code the test bank accepts, shown while the shop runs the built-in test gateway. */
  testCode?: string;
  error?: ReactNode;
  pending?: boolean;
  cancelHref: string;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
  /** Renders the `<form>` that sends the code (field `code`). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The card issuer's 3-D Secure challenge: the one-time code that confirms the payment. */
export function ThreeDSecureScreen({
  merchant,
  amount,
  currency,
  cardLast4,
  cardBrand,
  attemptsLeft,
  testCode,
  error,
  pending = false,
  cancelHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  className,
  ...props
}: ThreeDSecureScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  return (
    <div
      data-slot="three-d-secure-screen"
      className={cn(
        "mx-auto flex w-full max-w-md flex-col gap-5 rounded-lg border border-border-subtle bg-surface p-5 shadow-md",
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 text-success-fg" />
        <h1 className="text-heading-md font-semibold text-fg-strong">{t("title")}</h1>
      </div>
      <p className="text-body-sm text-fg">{t("intro")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body-sm">
        <dt className="text-fg-muted">{t("merchant")}</dt>
        <dd className="font-semibold text-fg-strong">{merchant}</dd>
        <dt className="text-fg-muted">{t("amount")}</dt>
        <dd>
          <Price amount={amount} currency={currency} size="sm" />
        </dd>
        <dt className="text-fg-muted">{t("card")}</dt>
        <dd dir="ltr" className="justify-self-start font-mono">
          {cardBrand ? `${cardBrand.toUpperCase()} ` : ""}•••• {cardLast4}
        </dd>
      </dl>
      {renderForm({
        method: "post",
        className: "flex flex-col gap-4",
        children: (
          <>
            <FormField
              label={t("code")}
              required
              error={error}
              hint={[
                testCode ? t("testHint", { code: testCode }) : null,
                t("attemptsLeft", { count: attemptsLeft }),
              ]
                .filter(Boolean)
                .join(" · ")}
            >
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                pattern="[0-9]{6}"
                maxLength={6}
                className="text-center font-mono tracking-[0.5em]"
              />
            </FormField>
            <Button type="submit" size="lg" loading={pending}>
              {t("confirm")}
            </Button>
            {renderLink({
              href: cancelHref,
              className: "self-center text-body-sm text-fg-muted underline underline-offset-2",
              children: t("cancel"),
            })}
          </>
        ),
      })}
    </div>
  );
}
