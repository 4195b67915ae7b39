import { BadgePercent, Truck } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Spinner } from "../spinner/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.cartSummary.title", description: "Heading of the cart's totals box" },
  itemCount: { id: "commerce.cartSummary.itemCount", description: "Number of items in the cart" },
  subtotal: { id: "commerce.cartSummary.subtotal", description: "Row: products' total" },
  cargo: { id: "commerce.cartSummary.cargo", description: "Row: shipping price" },
  cargoFree: { id: "commerce.cartSummary.cargoFree", description: "Shipping price when free" },
  coupon: { id: "commerce.cartSummary.coupon", description: "Row: coupon discount, with code" },
  total: { id: "commerce.cartSummary.total", description: "Row: the amount to pay" },
  vatIncluded: { id: "commerce.cartSummary.vatIncluded", description: "Note under the total" },
  freeShippingRemaining: {
    id: "commerce.cartSummary.freeShippingRemaining",
    description: "How much more to add for free shipping; <b> wraps the amount",
  },
  freeShippingReached: {
    id: "commerce.cartSummary.freeShippingReached",
    description: "Shown once the cart ships free",
  },
  updating: {
    id: "commerce.cartSummary.updating",
    description: "Screen-reader text while the totals are recalculated",
  },
});

export interface CartSummaryDiscount {
  id: string;
  /** The campaign's name as the shop shows it. */
  label: string;
  /** The amount taken off, in minor units, as a positive number. */
  amount: number;
}

/** Amounts are in integer minor units (kuruş, cents), as the API sends them. */
export type CartSummaryProps = Omit<ComponentProps<"section">, "children"> & {
  currency: PriceCurrency;
  /** Number of items (quantities added up), shown beside the title. */
  itemCount?: number;
  /** The products' total before discounts. */
  subtotal: number;
  campaignDiscounts?: readonly CartSummaryDiscount[];
  coupon?: { code: string; amount: number } | null;
  /** The shipping price; 0 shows "free". */
  cargoPrice: number;
  /** Rows added after the shipping, such as the gift package or the pay-at-door fee. */
  fees?: readonly CartSummaryDiscount[];
  /** The cart total from which shipping is free; with it, the remaining amount is shown. */
  freeShippingThreshold?: number;
  /** The amount to pay, as the server computed it. */
  total: number;
  /** Prices include VAT (a note under the total). */
  vatIncluded?: boolean;
  /** The totals are being recalculated. */
  pending?: boolean;
  /** The checkout button (or link), under the total. */
  action?: ReactNode;
};

export function CartSummary({
  currency,
  itemCount,
  subtotal,
  campaignDiscounts = [],
  coupon,
  cargoPrice,
  fees = [],
  freeShippingThreshold,
  total,
  vatIncluded = true,
  pending = false,
  action,
  className,
  ...props
}: CartSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const discounted =
    subtotal -
    campaignDiscounts.reduce((sum, discount) => sum + discount.amount, 0) -
    (coupon?.amount ?? 0);
  const remaining =
    freeShippingThreshold !== undefined ? Math.max(freeShippingThreshold - discounted, 0) : 0;
  const progress =
    freeShippingThreshold && freeShippingThreshold > 0
      ? Math.min(Math.max(discounted / freeShippingThreshold, 0), 1)
      : 1;
  const free = cargoPrice === 0;

  return (
    <section
      data-slot="cart-summary"
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-border-subtle bg-surface p-4 shadow-sm sm:p-5",
        className,
      )}
      {...props}
    >
      <h2
        id={titleId}
        data-slot="cart-summary-title"
        className="flex items-baseline justify-between gap-2 text-heading-sm font-semibold text-fg-strong"
      >
        {intl.formatMessage(messages.title)}
        {itemCount !== undefined && (
          <span className="text-body-sm font-normal text-fg-muted">
            {intl.formatMessage(messages.itemCount, { count: itemCount })}
          </span>
        )}
      </h2>
      {pending && (
        <Spinner
          data-slot="cart-summary-pending"
          size="sm"
          label={intl.formatMessage(messages.updating)}
          showLabel
          className="-mt-2 text-caption"
        />
      )}
      <dl data-slot="cart-summary-rows" className="flex flex-col gap-2.5 text-body-sm">
        <Row label={intl.formatMessage(messages.subtotal)} slot="cart-summary-subtotal">
          <Price amount={subtotal} currency={currency} size="sm" />
        </Row>
        {campaignDiscounts.map((discount) => (
          <Row
            key={discount.id}
            slot="cart-summary-campaign"
            tone="discount"
            label={
              <span className="inline-flex items-center gap-1.5">
                <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
                {discount.label}
              </span>
            }
          >
            <Price
              amount={-discount.amount}
              currency={currency}
              size="sm"
              className={discountPrice}
            />
          </Row>
        ))}
        {coupon && (
          <Row
            slot="cart-summary-coupon"
            tone="discount"
            label={intl.formatMessage(messages.coupon, { code: coupon.code })}
          >
            <Price
              amount={-coupon.amount}
              currency={currency}
              size="sm"
              className={discountPrice}
            />
          </Row>
        )}
        <Row label={intl.formatMessage(messages.cargo)} slot="cart-summary-cargo">
          {free ? (
            <span className="font-semibold text-success-fg">
              {intl.formatMessage(messages.cargoFree)}
            </span>
          ) : (
            <Price amount={cargoPrice} currency={currency} size="sm" />
          )}
        </Row>
        {fees.map((fee) => (
          <Row key={fee.id} label={fee.label} slot="cart-summary-fee">
            <Price amount={fee.amount} currency={currency} size="sm" />
          </Row>
        ))}
        <div
          data-slot="cart-summary-total"
          className="mt-1 flex items-baseline justify-between gap-3 border-t border-border-subtle pt-3"
        >
          <dt className="text-body font-semibold text-fg-strong">
            {intl.formatMessage(messages.total)}
          </dt>
          <dd>
            <Price
              data-slot="cart-summary-total-price"
              amount={total}
              currency={currency}
              size="lg"
              className="[&_[data-slot=price-current]]:font-bold [&_[data-slot=price-current]]:text-brand-fg"
            />
          </dd>
        </div>
      </dl>
      {vatIncluded && (
        <p data-slot="cart-summary-vat" className="-mt-2 text-caption text-fg-muted">
          {intl.formatMessage(messages.vatIncluded)}
        </p>
      )}
      {freeShippingThreshold !== undefined && (
        <div
          data-slot="cart-summary-free-shipping"
          data-state={remaining > 0 ? "remaining" : "reached"}
          className={cn(
            "flex flex-col gap-2 rounded-md p-3 text-body-sm",
            remaining > 0 ? "bg-brand-subtle text-fg" : "bg-success-subtle text-success-fg",
          )}
        >
          <p className="flex items-start gap-2">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
            <span>
              {remaining > 0
                ? intl.formatMessage(messages.freeShippingRemaining, {
                    amount: (
                      <Price
                        amount={remaining}
                        currency={currency}
                        size="sm"
                        className="[&_[data-slot=price-current]]:text-brand-fg"
                      />
                    ),
                    b: (chunks: ReactNode[]) => (
                      <strong className="font-semibold text-brand-fg">{chunks}</strong>
                    ),
                  })
                : intl.formatMessage(messages.freeShippingReached)}
            </span>
          </p>
          {remaining > 0 && (
            <div
              data-slot="cart-summary-free-shipping-progress"
              aria-hidden="true"
              className="h-1.5 overflow-hidden rounded-full bg-brand-muted"
            >
              <div
                className="h-full rounded-full bg-brand-accent"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          )}
        </div>
      )}
      {action && (
        <div data-slot="cart-summary-action" className="flex flex-col gap-2 [&>*]:w-full">
          {action}
        </div>
      )}
    </section>
  );
}

const discountPrice = "[&_[data-slot=price-current]]:text-success-fg";

function Row({
  label,
  slot,
  tone,
  children,
}: {
  label: ReactNode;
  slot: string;
  tone?: "discount";
  children: ReactNode;
}) {
  return (
    <div
      data-slot={slot}
      className={cn(
        "flex items-baseline justify-between gap-3",
        tone === "discount" ? "text-success-fg" : "text-fg",
      )}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 font-medium whitespace-nowrap">{children}</dd>
    </div>
  );
}
