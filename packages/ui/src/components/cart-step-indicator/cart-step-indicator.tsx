import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  label: { id: "commerce.cartSteps.label", description: "Accessible name of the checkout steps" },
  cart: { id: "commerce.cartSteps.cart", description: "Checkout step: the cart" },
  address: { id: "commerce.cartSteps.address", description: "Checkout step: choosing addresses" },
  approve: { id: "commerce.cartSteps.approve", description: "Checkout step: reviewing the order" },
  payment: { id: "commerce.cartSteps.payment", description: "Checkout step: paying" },
  complete: {
    id: "commerce.cartSteps.complete",
    description: "Screen-reader state of a done step",
  },
  current: { id: "commerce.cartSteps.current", description: "Screen-reader state of the step" },
  progress: {
    id: "commerce.cartSteps.progress",
    description: "Compact progress shown on phones, e.g. Step 2 of 4",
  },
});

export const cartSteps = ["cart", "address", "approve", "payment"] as const;
export type CartStep = (typeof cartSteps)[number];

export type CartStepIndicatorProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The step the shopper is on; the steps before it show as complete. */
  current: CartStep;
};

export function CartStepIndicator({ current, className, ...props }: CartStepIndicatorProps) {
  const intl = useIntl();
  const currentIndex = cartSteps.indexOf(current);
  return (
    <nav
      data-slot="cart-step-indicator"
      aria-label={intl.formatMessage(messages.label)}
      className={cn("w-full", className)}
      {...props}
    >
      <ol data-slot="cart-step-list" className="flex w-full items-center p-1">
        {cartSteps.map((step, index) => {
          const state =
            index < currentIndex ? "complete" : index === currentIndex ? "current" : "upcoming";
          const last = index === cartSteps.length - 1;
          return (
            <li
              key={step}
              data-slot="cart-step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn("flex min-w-0 items-center", !last && "flex-1")}
            >
              <span
                className={cn("flex min-w-0 items-center gap-2", state === "current" && "shrink-0")}
              >
                <span
                  data-slot="cart-step-marker"
                  aria-hidden="true"
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full text-body-sm font-semibold sm:size-8",
                    state === "complete" && "bg-brand text-fg-on-brand",
                    state === "current" &&
                      "border-2 border-brand bg-brand-subtle text-brand-fg ring-4 ring-brand-muted",
                    state === "upcoming" && "border border-border bg-surface text-fg-muted",
                  )}
                >
                  {state === "complete" ? (
                    <Check className="size-4" strokeWidth={3} />
                  ) : (
                    intl.formatNumber(index + 1)
                  )}
                </span>
                <span
                  data-slot="cart-step-label"
                  className={cn(
                    "truncate text-body-sm",
                    state === "current" && "overflow-visible whitespace-nowrap",
                    state === "current" && "font-semibold text-fg-strong",
                    state === "complete" && "font-medium text-fg",
                    state === "upcoming" && "text-fg-muted",
                    state !== "current" && "max-sm:sr-only",
                  )}
                >
                  {intl.formatMessage(messages[step])}
                  {state !== "upcoming" && (
                    <span className="sr-only">
                      {" "}
                      ({intl.formatMessage(messages[state === "complete" ? "complete" : "current"])}
                      )
                    </span>
                  )}
                </span>
              </span>
              {!last && (
                <span
                  data-slot="cart-step-connector"
                  aria-hidden="true"
                  className={cn(
                    "mx-2 h-0.5 min-w-3 flex-1 rounded-full sm:mx-4",
                    index < currentIndex ? "bg-brand-accent" : "bg-border-subtle",
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
      <p
        data-slot="cart-step-progress"
        aria-hidden="true"
        className="mt-2 text-caption text-fg-muted sm:hidden"
      >
        {intl.formatMessage(messages.progress, {
          current: currentIndex + 1,
          total: cartSteps.length,
        })}
      </p>
    </nav>
  );
}
