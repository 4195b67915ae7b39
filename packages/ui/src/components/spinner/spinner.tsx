import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  label: { id: "primitives.spinner.label", description: "Default accessible name of a spinner" },
});

const spinnerVariants = cva("inline-flex shrink-0 items-center gap-2 align-middle", {
  variants: {
    size: {
      sm: "text-body-sm [&>svg]:size-4",
      md: "text-body [&>svg]:size-6",
      lg: "text-body-lg [&>svg]:size-10",
    },
    tone: {
      brand: "text-fg-muted [&>svg]:text-brand",
      current: "text-current",
      inverse: "text-fg-inverse",
    },
  },
  defaultVariants: { size: "md", tone: "brand" },
});

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading ("Ürünler yükleniyor"); defaults to the catalogue's "Yükleniyor". */
    label?: ReactNode;
    /** Show the label beside the spinner instead of only to screen readers. */
    showLabel?: boolean;
  };

/** A spinning ring in a polite status region, named by its label. */
function Spinner({ size, tone, label, showLabel = false, className, ...props }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.label);
  const labelId = useId();
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "md"}
      role="status"
      aria-labelledby={labelId}
      className={cn(spinnerVariants({ size, tone }), className)}
      {...props}
    >
      <svg
        data-slot="spinner-ring"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="animate-spin"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span id={labelId} data-slot="spinner-label" className={showLabel ? "min-w-0" : "sr-only"}>
        {text}
      </span>
    </span>
  );
}

export { Spinner, spinnerVariants };
