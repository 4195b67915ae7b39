import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  loading: {
    id: "primitives.button.loading",
    description: "Screen-reader text while a button's action runs",
  },
});

const buttonVariants = cva(
  [
    "relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border border-transparent",
    "text-center font-medium leading-tight transition-colors duration-fast ease-standard",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-brand text-fg-on-brand hover:bg-brand-hover active:bg-brand-active",
        secondary:
          "bg-secondary text-fg-on-secondary hover:bg-secondary-hover active:bg-secondary-active",
        outline:
          "border-border-strong bg-surface text-fg hover:bg-surface-muted active:bg-surface-sunken",
        ghost: "bg-transparent text-fg hover:bg-secondary-subtle active:bg-surface-sunken",
        link: "h-auto min-h-0 border-0 bg-transparent px-0 py-0 text-brand-fg underline-offset-4 hover:underline",
        danger: "bg-danger text-fg-on-danger hover:bg-danger-hover active:bg-danger-hover",
      },
      size: {
        sm: "min-h-8 px-3 py-1.5 text-body-sm [&_svg]:size-4",
        md: "min-h-10 px-4 py-2 text-body [&_svg]:size-5",
        lg: "min-h-12 px-6 py-3 text-body-lg [&_svg]:size-5",
        icon: "size-10 p-0 [&_svg]:size-5",
      },
    },
    compoundVariants: [{ variant: "link", className: "min-h-0 px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, the router's Link) with the button's look. */
    asChild?: boolean;
    /** The action runs: shows a spinner, disables the button and marks it busy. */
    loading?: boolean;
  };

function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  const Comp = asChild ? Slot : "button";
  const inert = disabled || loading;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild
        ? { "aria-disabled": inert || undefined, tabIndex: inert ? -1 : undefined }
        : { type: "button" as const, disabled: inert })}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && (
        <>
          <LoaderCircle data-slot="button-spinner" aria-hidden="true" className="animate-spin" />
          <span data-slot="button-loading-label" className="sr-only">
            {intl.formatMessage(messages.loading)}
          </span>
        </>
      )}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export { Button, buttonVariants };
