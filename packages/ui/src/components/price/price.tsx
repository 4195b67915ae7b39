import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../badge/badge.tsx";
import { discountPercent, formatPriceParts, type PriceCurrency } from "./format-price.ts";

const messages = defineUiMessages({
  old: {
    id: "primitives.price.old",
    description: "Screen-reader label before a struck-through price",
  },
  current: {
    id: "primitives.price.current",
    description: "Screen-reader label before the price after a discount",
  },
  discount: {
    id: "primitives.price.discount",
    description: "Screen-reader text of the discount badge; {percent} is formatted, e.g. %38",
  },
});

const priceVariants = cva("inline-flex max-w-full flex-wrap gap-x-2 gap-y-0.5 tabular-nums", {
  variants: {
    size: { sm: "text-body-sm", md: "text-body", lg: "text-heading-md" },
    layout: { inline: "items-baseline", stacked: "flex-col items-start" },
  },
  defaultVariants: { size: "md", layout: "inline" },
});

const oldSizes = { sm: "text-caption", md: "text-body-sm", lg: "text-body-lg" };
const badgeSizes = { sm: "sm", md: "sm", lg: "md" } as const;

export type PriceProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof priceVariants> & {
    /** In integer minor units (kuruş, cents), as the API sends it. */
    amount: number;
    currency: PriceCurrency;
    /**
     * The price before a discount, in minor units. When it is higher than `amount` the price shows
     * as a discount: the old price struck through, the new one highlighted and the percentage.
     */
    oldAmount?: number;
    /** "old" shows `amount` alone, struck through and muted (a list price beside another price). */
    variant?: "current" | "old";
    /** The percentage badge of a discount. */
    showDiscount?: boolean;
  };

function Amount({ amount, currency }: { amount: number; currency: PriceCurrency }) {
  const { sign, number, symbol } = formatPriceParts(amount, currency);
  // The amount is an LTR isolate so that a minus sign stays in front of its digits in RTL text.
  return (
    <>
      <span data-slot="price-amount" dir="ltr">
        {sign}
        {number}
      </span>
      {"\u00a0"}
      <span data-slot="price-symbol">{symbol}</span>
    </>
  );
}

/**
 * A price in the shop's one format, "1.234,56 ₺", in every locale. With `oldAmount` it is the
 * discount variant; `variant="old"` is the struck-through list price on its own.
 */
function Price({
  amount,
  currency,
  oldAmount,
  variant = "current",
  showDiscount = true,
  size,
  layout,
  className,
  ...props
}: PriceProps) {
  const intl = useIntl();
  const sizeKey = size ?? "md";
  const percent =
    variant === "current" && oldAmount !== undefined ? discountPercent(oldAmount, amount) : 0;
  const discounted = oldAmount !== undefined && percent > 0;
  const stacked = layout === "stacked";

  if (variant === "old") {
    return (
      <span
        data-slot="price"
        data-variant="old"
        className={cn(priceVariants({ size, layout }), "text-fg-muted", className)}
        {...props}
      >
        <s data-slot="price-old" className="decoration-1">
          <span className="sr-only">{intl.formatMessage(messages.old)} </span>
          <Amount amount={amount} currency={currency} />
        </s>
      </span>
    );
  }

  if (!discounted) {
    return (
      <span
        data-slot="price"
        data-variant="current"
        className={cn(priceVariants({ size, layout }), className)}
        {...props}
      >
        <span data-slot="price-current" className="font-semibold text-fg-strong">
          <Amount amount={amount} currency={currency} />
        </span>
      </span>
    );
  }

  const percentText = intl.formatNumber(percent / 100, { style: "percent" });
  const old = (
    <s
      data-slot="price-old"
      className={cn("font-normal text-fg-muted decoration-1", oldSizes[sizeKey])}
    >
      <span className="sr-only">{intl.formatMessage(messages.old)} </span>
      <Amount amount={oldAmount} currency={currency} />
    </s>
  );
  const badge = showDiscount && (
    <Badge
      data-slot="price-discount"
      variant="danger"
      appearance="solid"
      size={badgeSizes[sizeKey]}
      className="self-center"
    >
      <span aria-hidden="true">{percentText}</span>
      <span className="sr-only">
        {intl.formatMessage(messages.discount, { percent: percentText })}
      </span>
    </Badge>
  );

  return (
    <span
      data-slot="price"
      data-variant="discount"
      className={cn(priceVariants({ size, layout }), className)}
      {...props}
    >
      {stacked ? (
        <span className="inline-flex flex-wrap items-center gap-x-2">
          {old}
          {badge}
        </span>
      ) : (
        old
      )}
      <span data-slot="price-current" className="font-semibold text-brand">
        <span className="sr-only">{intl.formatMessage(messages.current)} </span>
        <Amount amount={amount} currency={currency} />
      </span>
      {!stacked && badge}
    </span>
  );
}

export { Price, priceVariants };
