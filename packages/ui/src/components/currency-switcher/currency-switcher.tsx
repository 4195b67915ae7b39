import { Check } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { HeaderDropdown } from "../header/header-dropdown.tsx";
import { type PriceCurrencyCode, priceSymbols } from "../price/format-price.ts";

const messages = defineUiMessages({
  label: { id: "layout.currency.label", description: "Name of the currency choice" },
  current: {
    id: "layout.currency.current",
    description: "Currency switcher button; {currency} is the current currency's name",
  },
  TRY: { id: "layout.currency.TRY" },
  USD: { id: "layout.currency.USD" },
  EUR: { id: "layout.currency.EUR" },
});

/** The shop's currencies in the switcher's order (specification: 1 lira, 2 dollar, 3 euro). */
export const currencyCodes: readonly PriceCurrencyCode[] = ["TRY", "USD", "EUR"];

export type CurrencySwitcherProps = Omit<ComponentProps<"div">, "onChange" | "children"> & {
  value: PriceCurrencyCode;
  onChange: (currency: PriceCurrencyCode) => void;
  /** The currencies offered, in this order. */
  currencies?: readonly PriceCurrencyCode[];
  /**
   * Where to POST `currency=<code>` when JavaScript has not loaded yet; with JavaScript,
   * `onChange` is called instead.
   */
  formAction?: string;
  /** "dropdown" for the header, "inline" (side by side) for menus. */
  variant?: "dropdown" | "inline";
};

/** Turkish lira ₺, US dollar $, euro €: raises `onChange` with the chosen code. */
function CurrencySwitcher({
  value,
  onChange,
  currencies = currencyCodes,
  formAction,
  variant = "dropdown",
  className,
  ...props
}: CurrencySwitcherProps) {
  const intl = useIntl();
  const name = (code: PriceCurrencyCode) => intl.formatMessage(messages[code]);
  const inline = variant === "inline";

  const options = (close?: () => void) =>
    currencies.map((code) => {
      const selected = code === value;
      return (
        <button
          key={code}
          type={formAction ? "submit" : "button"}
          name={formAction ? "currency" : undefined}
          value={formAction ? code : undefined}
          data-slot="currency-switcher-option"
          data-dropdown-item=""
          aria-pressed={selected}
          onClick={(event) => {
            event.preventDefault();
            if (!selected) onChange(code);
            close?.();
          }}
          className={cn(
            "flex cursor-pointer items-center gap-2 rounded-md text-body-sm transition-colors duration-fast",
            "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
            inline
              ? cn(
                  "justify-center border px-3 py-1.5 font-medium",
                  selected
                    ? "border-brand bg-brand-subtle text-brand-fg"
                    : "border-border-subtle bg-surface text-fg hover:bg-surface-muted",
                )
              : cn(
                  "min-h-10 w-full px-3 py-2 text-start",
                  selected
                    ? "bg-brand-subtle font-semibold text-brand-fg"
                    : "text-fg hover:bg-surface-muted",
                ),
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex shrink-0 items-center justify-center font-semibold",
              inline ? "" : "size-6 rounded-full bg-surface-sunken text-caption text-fg-strong",
            )}
          >
            {priceSymbols[code]}
          </span>
          <span className={inline ? "" : "flex-1"}>{inline ? code : name(code)}</span>
          {inline && <span className="sr-only">{name(code)}</span>}
          {!inline && selected && <Check aria-hidden="true" className="size-4 shrink-0" />}
        </button>
      );
    });

  const wrap = (content: ReactNode, listClassName: string) =>
    formAction ? (
      <form method="post" action={formAction} className={listClassName}>
        {content}
      </form>
    ) : (
      <div className={listClassName}>{content}</div>
    );

  if (inline) {
    return (
      <div
        data-slot="currency-switcher"
        data-variant="inline"
        className={cn("flex flex-col", className)}
        {...props}
      >
        <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
          <legend
            data-slot="currency-switcher-label"
            className="mb-2 p-0 text-caption font-medium text-fg-muted"
          >
            {intl.formatMessage(messages.label)}
          </legend>
          {wrap(options(), "grid grid-cols-3 gap-2")}
        </fieldset>
      </div>
    );
  }

  return (
    <div
      data-slot="currency-switcher"
      data-variant="dropdown"
      className={cn("inline-flex", className)}
      {...props}
    >
      <HeaderDropdown
        slot="currency-switcher-dropdown"
        triggerLabel={intl.formatMessage(messages.current, { currency: `${value} ${name(value)}` })}
        triggerClassName="min-h-8 px-2 text-body-sm font-medium text-fg hover:text-brand-fg"
        trigger={
          <span>
            <span aria-hidden="true">{priceSymbols[value]}</span> {value}
          </span>
        }
      >
        {(close) => wrap(options(close), "flex flex-col gap-0.5")}
      </HeaderDropdown>
    </div>
  );
}

export { CurrencySwitcher };
