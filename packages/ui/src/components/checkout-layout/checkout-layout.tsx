import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { type CartStep, CartStepIndicator } from "../cart-step-indicator/cart-step-indicator.tsx";

export type CheckoutLayoutProps = Omit<ComponentProps<"div">, "title"> & {
  step: CartStep;
  title: ReactNode;
  /** A warning or outcome above the step's content. */
  notice?: ReactNode;
  /** The order summary beside the step (below it on phones). */
  aside?: ReactNode;
};

/** The frame of every checkout step: where the shopper is, the step, and the order summary. */
export function CheckoutLayout({
  step,
  title,
  notice,
  aside,
  className,
  children,
  ...props
}: CheckoutLayoutProps) {
  return (
    <div
      data-slot="checkout-layout"
      data-step={step}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <CartStepIndicator current={step} />
      <h1 className="text-heading-lg font-semibold text-fg-strong">{title}</h1>
      {notice}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
        {aside && <div className="flex flex-col gap-4 lg:sticky lg:top-4">{aside}</div>}
      </div>
    </div>
  );
}
