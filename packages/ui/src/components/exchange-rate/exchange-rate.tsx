import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { dayIn } from "../../i18n/shop-day.ts";
import { cn } from "../../lib/cn.ts";
import { type PriceCurrencyCode, priceSymbols } from "../price/format-price.ts";
import { Price } from "../price/price.tsx";

const messages = defineUiMessages({
  label: { id: "layout.exchangeRate.label", description: "Title of the exchange-rate display" },
  updated: {
    id: "layout.exchangeRate.updated",
    description: "When the rates were last set; {date} is YYYY-MM-DD",
  },
  unavailable: { id: "layout.exchangeRate.unavailable" },
  USD: { id: "layout.currency.USD" },
  EUR: { id: "layout.currency.EUR" },
  TRY: { id: "layout.currency.TRY" },
});

export interface ExchangeRateEntry {
  /** The foreign currency. */
  currency: Exclude<PriceCurrencyCode, "TRY">;
  /** What one unit of it costs in Turkish lira, in kuruş: 3425 is 34,25 ₺. */
  amount: number;
}

const exchangeRateVariants = cva("text-fg", {
  variants: {
    variant: {
      inline: "inline-flex flex-wrap items-center gap-x-4 gap-y-1 text-caption",
      card: "flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm",
    },
  },
  defaultVariants: { variant: "inline" },
});

export type ExchangeRateProps = Omit<ComponentProps<"section">, "children" | "ref"> &
  VariantProps<typeof exchangeRateVariants> & {
    /** Usually US dollar and euro; an empty list shows that rates are unavailable. */
    rates: ExchangeRateEntry[];
    /** When the admin last set the rates: shown as the shop's day, YYYY-MM-DD. */
    updatedAt?: string | Date;
  };

/** The shop's day of the update: a moment is read in the shop's time zone, a bare day kept. */
const updateDay = (value: string | Date, timeZone: string) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayIn(value, timeZone);

/**
 * The rates of the US dollar and the euro against the Turkish lira, in the price format
 * ("34,25 ₺"), with the day they were updated. "inline" for the header's top bar, "card" for a
 * side region.
 */
function ExchangeRate({ rates, updatedAt, variant, className, ...props }: ExchangeRateProps) {
  const intl = useIntl();
  const card = variant === "card";
  const date = updatedAt === undefined ? undefined : updateDay(updatedAt, intl.timeZone);
  const titleId = useId();
  // The card is a region titled by its heading; the inline strip (header top bar) is a named
  // group, so that both can be on one page without two landmarks of the same name.
  const Comp = card ? "section" : "div";
  return (
    <Comp
      data-slot="exchange-rate"
      data-variant={variant ?? "inline"}
      role={card ? undefined : "group"}
      aria-label={card ? undefined : intl.formatMessage(messages.label)}
      aria-labelledby={card ? titleId : undefined}
      className={cn(exchangeRateVariants({ variant }), className)}
      {...props}
    >
      {card && (
        <h2
          id={titleId}
          data-slot="exchange-rate-title"
          className="text-body font-semibold text-fg-strong"
        >
          {intl.formatMessage(messages.label)}
        </h2>
      )}
      {rates.length === 0 ? (
        <p data-slot="exchange-rate-unavailable" className="text-fg-muted">
          {intl.formatMessage(messages.unavailable)}
        </p>
      ) : (
        <dl
          data-slot="exchange-rate-list"
          className={cn(card ? "flex flex-col divide-y divide-border-subtle" : "contents")}
        >
          {rates.map((rate) => (
            <div
              key={rate.currency}
              data-slot="exchange-rate-item"
              data-currency={rate.currency}
              className={cn(
                "flex items-center",
                card ? "gap-3 py-2.5 first:pt-0 last:pb-0" : "gap-1.5",
              )}
            >
              <dt className={cn("flex items-center gap-2", card && "flex-1")}>
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex shrink-0 items-center justify-center rounded-full font-semibold",
                    card
                      ? "size-8 bg-brand-subtle text-body-sm text-brand-fg"
                      : "size-4 bg-surface-sunken text-[0.625rem] text-fg-strong",
                  )}
                >
                  {priceSymbols[rate.currency]}
                </span>
                <span
                  className={cn(
                    "font-medium",
                    card ? "text-body-sm text-fg-strong" : "text-fg-muted",
                  )}
                >
                  {rate.currency}
                  <span className="sr-only"> ({intl.formatMessage(messages[rate.currency])})</span>
                </span>
                {card && (
                  <span aria-hidden="true" className="text-caption text-fg-muted">
                    {intl.formatMessage(messages[rate.currency])}
                  </span>
                )}
              </dt>
              <dd>
                <Price
                  amount={rate.amount}
                  currency="TRY"
                  size={card ? "md" : "sm"}
                  className={card ? "" : "text-caption"}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {date && (
        <p
          data-slot="exchange-rate-updated"
          className={cn("text-fg-muted", card ? "text-caption" : "")}
        >
          {intl.formatMessage(messages.updated, {
            date: (
              <time key="date" dateTime={date} dir="ltr">
                {date}
              </time>
            ),
          })}
        </p>
      )}
    </Comp>
  );
}

export { ExchangeRate, exchangeRateVariants };
