import { Banknote, Copy, CreditCard, Truck } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { CheckoutLayout } from "../checkout-layout/checkout-layout.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.checkoutPayment.title", description: "Heading of the payment step" },
  pay: { id: "commerce.checkoutPayment.pay", description: "Button: pay {amount}" },
  placeOrder: { id: "commerce.checkoutPayment.placeOrder", description: "Button: place the order" },
  cardHolder: { id: "commerce.checkoutPayment.cardHolder", description: "Field: name on the card" },
  cardNumber: { id: "commerce.checkoutPayment.cardNumber", description: "Field: card number" },
  expiry: { id: "commerce.checkoutPayment.expiry", description: "Legend: expiry month and year" },
  month: { id: "commerce.checkoutPayment.month", description: "Field: expiry month" },
  year: { id: "commerce.checkoutPayment.year", description: "Field: expiry year" },
  cvv: { id: "commerce.checkoutPayment.cvv", description: "Field: security code" },
  brand: { id: "commerce.checkoutPayment.brand", description: "The detected card brand: {brand}" },
  installments: { id: "commerce.checkoutPayment.installments", description: "Legend: instalments" },
  installmentCount: {
    id: "commerce.checkoutPayment.installmentCount",
    description: "An instalment option: {count} = 1 is a single payment",
  },
  monthly: { id: "commerce.checkoutPayment.monthly", description: "Column: monthly amount" },
  total: { id: "commerce.checkoutPayment.total", description: "Column: total" },
  threeD: { id: "commerce.checkoutPayment.threeD", description: "Note: 3-D Secure follows" },
  provider: {
    id: "commerce.checkoutPayment.provider",
    description: "Legend: which payment provider takes the card",
  },
  providerPage: {
    id: "commerce.checkoutPayment.providerPage",
    description: "Note: the card is entered on the provider's own secure page",
  },
  wireNote: {
    id: "commerce.checkoutPayment.wireNote",
    description: "The transfer note must carry the sender's name and the JS order code",
  },
  accounts: { id: "commerce.checkoutPayment.accounts", description: "Legend: bank accounts" },
  holder: { id: "commerce.checkoutPayment.holder", description: "Account holder: {holder}" },
  copy: { id: "commerce.checkoutPayment.copy", description: "Button: copy the IBAN" },
  copied: { id: "commerce.checkoutPayment.copied", description: "The IBAN was copied" },
  doorType: { id: "commerce.checkoutPayment.doorType", description: "Legend: how at the door" },
  doorCash: { id: "commerce.checkoutPayment.doorCash", description: "Pay at the door in cash" },
  doorCard: { id: "commerce.checkoutPayment.doorCard", description: "Pay at the door by card" },
  doorFee: {
    id: "commerce.checkoutPayment.doorFee",
    description: "The service fee added for paying at the door: {fee}",
  },
});

export type PaymentMethodCode = "card" | "wire_transfer" | "door";

export interface PaymentScreenMethod {
  code: PaymentMethodCode;
  name: string;
  /** Added to the total (the door service fee). */
  fee: number;
}

export interface PaymentScreenBankAccount {
  id: string;
  bankName: string;
  holder: string;
  iban: string;
  branch?: string | null;
  logo?: string | null;
}

/** A card payment provider the shop offers (the test bank, iyzico, PayTR). */
export interface PaymentScreenCardProvider {
  code: string;
  name: string;
  /** The provider's own page takes the card: the shop's card fields are not needed. */
  ownPage: boolean;
}

export interface PaymentScreenInstallment {
  count: number;
  monthly: number;
  total: number;
}

export type CheckoutPaymentScreenProps = Omit<ComponentProps<"div">, "children" | "title"> & {
  currency: PriceCurrency;
  methods: readonly PaymentScreenMethod[];
  /** The method open at first. */
  defaultMethod?: PaymentMethodCode;
  onMethodChange?: (method: PaymentMethodCode) => void;
  /** The amount to pay by card (before instalment interest). */
  total: number;
  installments: readonly PaymentScreenInstallment[];
  cardBrand?: string | null;
  /** The card number's first digits changed (6 or more): the app asks for the instalments. */
  onCardNumberChange?: (digits: string) => void;
  /** The providers that take cards; a choice is shown when there is more than one. */
  cardProviders?: readonly PaymentScreenCardProvider[];
  onCardProviderChange?: (code: string) => void;
  bankAccounts: readonly PaymentScreenBankAccount[];
  /** Each refused field's message (card_holder, card_number, expire_month, expire_year, cvv). */
  errors?: Partial<Record<string, string>>;
  /** A refusal of the payment as a whole (payment failed, card field missing, out of stock). */
  error?: ReactNode;
  /** Hidden fields every payment form carries (the idempotency key, the agreements). */
  hiddenFields?: ReactNode;
  /** Renders each method's `<form>` (its `intent` names the method). */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  /** The method whose payment is under way. */
  pendingMethod?: PaymentMethodCode | null;
  notice?: ReactNode;
  aside?: ReactNode;
  /** The wallet buttons (Google Pay, Apple Pay), above the methods, when the browser has one. */
  wallets?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;
const icons = { card: CreditCard, wire_transfer: Banknote, door: Truck } as const;
const YEARS = 12;

/** Groups of four as typed, the way the number is printed on the card. */
function spaced(digits: string): string {
  return digits
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Checkout step 4: the shop's payment methods, each an exclusive disclosure with its own form,
 * so the choice and the payment work before and without JavaScript.
 */
export function CheckoutPaymentScreen({
  currency,
  methods,
  defaultMethod,
  onMethodChange,
  total,
  installments,
  cardBrand,
  onCardNumberChange,
  cardProviders = [],
  onCardProviderChange,
  bankAccounts,
  errors = {},
  error,
  hiddenFields,
  renderForm = defaultRenderForm,
  pendingMethod = null,
  notice,
  aside,
  wallets,
  ...props
}: CheckoutPaymentScreenProps) {
  const intl = useIntl();
  const [number, setNumber] = useState("");
  const [copied, setCopied] = useState<string | null>(null);
  const t = (key: keyof typeof messages, values?: Record<string, unknown>) =>
    intl.formatMessage(messages[key], values as Record<string, string>);
  const opened = defaultMethod ?? methods[0]?.code;
  const [providerCode, setProviderCode] = useState(cardProviders[0]?.code);
  const provider = cardProviders.find((option) => option.code === providerCode);
  const thisYear = new Date().getFullYear();

  const payButton = (method: PaymentMethodCode, amount: number) => (
    <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pendingMethod === method}>
      {method === "card"
        ? t("pay", {
            amount: (
              <Price amount={amount} currency={currency} size="sm" className="[&_*]:text-inherit" />
            ),
          })
        : t("placeOrder")}
    </Button>
  );

  const providerChoice = cardProviders.length > 1 && (
    <fieldset data-slot="checkout-payment-providers" className="flex flex-col gap-2">
      <legend className="mb-1 text-body-sm font-medium text-fg">{t("provider")}</legend>
      <div className="flex flex-wrap gap-2">
        {cardProviders.map((option, index) => (
          <label
            key={option.code}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border-subtle px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-subtle"
          >
            <input
              type="radio"
              name="provider"
              value={option.code}
              defaultChecked={index === 0}
              onChange={() => {
                setProviderCode(option.code);
                onCardProviderChange?.(option.code);
              }}
              className="size-4 accent-brand"
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const cardFields = provider?.ownPage ? (
    <>
      {providerChoice}
      <p className="text-caption text-fg-muted">{t("providerPage")}</p>
    </>
  ) : (
    <>
      {providerChoice}
      <FormField label={t("cardHolder")} required error={errors.card_holder}>
        <Input name="card_holder" autoComplete="cc-name" maxLength={100} />
      </FormField>
      <FormField
        label={t("cardNumber")}
        required
        error={errors.card_number}
        {...(cardBrand ? { hint: t("brand", { brand: cardBrand.toUpperCase() }) } : {})}
      >
        <Input
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          maxLength={23}
          value={number}
          onChange={(event) => {
            const next = spaced(event.target.value);
            setNumber(next);
            onCardNumberChange?.(next.replace(/\D/g, ""));
          }}
        />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField label={t("month")} required error={errors.expire_month}>
          <Select
            name="expire_month"
            autoComplete="cc-exp-month"
            placeholder="--"
            options={Array.from({ length: 12 }, (_, i) => {
              const month = String(i + 1).padStart(2, "0");
              return { value: String(i + 1), label: month };
            })}
          />
        </FormField>
        <FormField label={t("year")} required error={errors.expire_year}>
          <Select
            name="expire_year"
            autoComplete="cc-exp-year"
            placeholder="----"
            options={Array.from({ length: YEARS }, (_, i) => ({
              value: String(thisYear + i),
              label: String(thisYear + i),
            }))}
          />
        </FormField>
        <FormField label={t("cvv")} required error={errors.cvv}>
          <Input name="cvv" inputMode="numeric" autoComplete="cc-csc" dir="ltr" maxLength={4} />
        </FormField>
      </div>
      {installments.length > 0 && (
        <fieldset data-slot="checkout-payment-installments" className="flex flex-col gap-2">
          <legend className="mb-1 text-body-sm font-medium text-fg">{t("installments")}</legend>
          <div
            role="presentation"
            className="grid grid-cols-[auto_1fr_auto] gap-x-4 text-caption text-fg-muted"
          >
            <span />
            <span className="text-end">{t("monthly")}</span>
            <span className="text-end">{t("total")}</span>
          </div>
          {installments.map((option, index) => (
            <label
              key={option.count}
              className="grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-x-4 rounded-md border border-border-subtle p-2 has-[:checked]:border-brand has-[:checked]:bg-brand-subtle"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="installment"
                  value={option.count}
                  defaultChecked={index === 0}
                  className="size-4 accent-brand"
                />
                {t("installmentCount", { count: option.count })}
              </span>
              <Price
                amount={option.monthly}
                currency={currency}
                size="sm"
                className="justify-self-end"
              />
              <Price
                amount={option.total}
                currency={currency}
                size="sm"
                className="justify-self-end"
              />
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-caption text-fg-muted">{t("threeD")}</p>
    </>
  );

  const wireFields = (
    <>
      <p className="rounded-md bg-info-subtle p-3 text-body-sm text-fg">{t("wireNote")}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-body-sm font-medium text-fg">{t("accounts")}</legend>
        {bankAccounts.map((account, index) => (
          <label
            key={account.id}
            className="flex cursor-pointer flex-wrap items-center gap-3 rounded-md border border-border-subtle p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-subtle"
          >
            <input
              type="radio"
              name="selected_account"
              value={account.id}
              defaultChecked={index === 0}
              className="size-4 accent-brand"
            />
            {account.logo && (
              <img src={account.logo} alt="" className="h-6 w-auto" loading="lazy" />
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-fg-strong">{account.bankName}</span>
              <span className="text-caption text-fg-muted">
                {t("holder", { holder: account.holder })}
              </span>
              <span dir="ltr" className="font-mono text-body-sm text-fg [unicode-bidi:isolate]">
                {account.iban.replace(/(.{4})/g, "$1 ").trim()}
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                void navigator.clipboard?.writeText(account.iban);
                setCopied(account.id);
              }}
            >
              <Copy aria-hidden="true" />
              {copied === account.id ? t("copied") : t("copy")}
            </Button>
          </label>
        ))}
      </fieldset>
    </>
  );

  const doorFee = methods.find((method) => method.code === "door")?.fee ?? 0;
  const doorFields = (
    <>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-body-sm font-medium text-fg">{t("doorType")}</legend>
        {(["cash", "card"] as const).map((type, index) => (
          <label key={type} className="flex items-center gap-2 text-body">
            <input
              type="radio"
              name="door_payment_type"
              value={type}
              defaultChecked={index === 0}
              className="size-4 accent-brand"
            />
            {t(type === "cash" ? "doorCash" : "doorCard")}
          </label>
        ))}
      </fieldset>
      {doorFee > 0 && (
        <p className="text-body-sm text-fg">
          {t("doorFee", { fee: <Price amount={doorFee} currency={currency} size="sm" /> })}
        </p>
      )}
    </>
  );

  const fields = { card: cardFields, wire_transfer: wireFields, door: doorFields };

  return (
    <CheckoutLayout step="payment" title={t("title")} notice={notice} aside={aside} {...props}>
      {error && (
        <div
          role="alert"
          className="rounded-md border border-danger-border bg-danger-subtle p-3 text-body-sm text-danger-fg"
        >
          {error}
        </div>
      )}
      {wallets}
      <div className="flex flex-col gap-3">
        {methods.map((method) => {
          const Icon = icons[method.code];
          return (
            <details
              key={method.code}
              name="payment-method"
              data-slot="checkout-payment-method"
              data-method={method.code}
              open={method.code === opened}
              onToggle={(event) => {
                if ((event.currentTarget as HTMLDetailsElement).open) onMethodChange?.(method.code);
              }}
              className="group rounded-lg border border-border-subtle bg-surface open:border-brand"
            >
              <summary className="flex cursor-pointer list-none items-center gap-3 p-4 text-body-lg font-semibold text-fg-strong [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="flex size-5 items-center justify-center rounded-full border-2 border-border-strong group-open:border-brand"
                >
                  <span className="size-2.5 rounded-full bg-brand opacity-0 group-open:opacity-100" />
                </span>
                <Icon aria-hidden="true" className="size-5 text-brand rtl:-scale-x-100" />
                {method.name}
              </summary>
              {renderForm({
                method: "post",
                noValidate: true,
                className: cn("flex flex-col gap-4 border-t border-border-subtle p-4"),
                children: (
                  <>
                    <input type="hidden" name="intent" value={method.code} />
                    {hiddenFields}
                    {fields[method.code]}
                    <div className="flex justify-end">{payButton(method.code, total)}</div>
                  </>
                ),
              })}
            </details>
          );
        })}
      </div>
    </CheckoutLayout>
  );
}
