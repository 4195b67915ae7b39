import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const badgeVariants = cva(
  [
    "inline-flex max-w-full shrink-0 items-center gap-1 rounded-sm border font-semibold leading-tight",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        neutral: "",
        brand: "",
        success: "",
        warning: "",
        danger: "",
        info: "",
      },
      appearance: {
        subtle: "",
        solid: "border-transparent",
      },
      size: {
        sm: "px-1.5 py-0.5 text-caption [&_svg]:size-3",
        md: "px-2 py-0.5 text-body-sm [&_svg]:size-3.5",
        lg: "px-2.5 py-1 text-body [&_svg]:size-4",
      },
    },
    compoundVariants: [
      {
        variant: "neutral",
        appearance: "subtle",
        className: "border-border-subtle bg-surface-sunken text-fg-strong",
      },
      { variant: "neutral", appearance: "solid", className: "bg-secondary text-fg-on-secondary" },
      {
        variant: "brand",
        appearance: "subtle",
        className: "border-brand-muted bg-brand-subtle text-brand-fg",
      },
      { variant: "brand", appearance: "solid", className: "bg-brand text-fg-on-brand" },
      {
        variant: "success",
        appearance: "subtle",
        className: "border-success-border bg-success-subtle text-success-fg",
      },
      { variant: "success", appearance: "solid", className: "bg-success text-fg-on-success" },
      {
        variant: "warning",
        appearance: "subtle",
        className: "border-warning-border bg-warning-subtle text-warning-fg",
      },
      { variant: "warning", appearance: "solid", className: "bg-warning text-fg-on-warning" },
      {
        variant: "danger",
        appearance: "subtle",
        className: "border-danger-border bg-danger-subtle text-danger-fg",
      },
      { variant: "danger", appearance: "solid", className: "bg-danger text-fg-on-danger" },
      {
        variant: "info",
        appearance: "subtle",
        className: "border-info-border bg-info-subtle text-info-fg",
      },
      { variant: "info", appearance: "solid", className: "bg-info text-fg-inverse" },
    ],
    defaultVariants: { variant: "neutral", appearance: "subtle", size: "md" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/** A short status or marker label: "Yeni", "Kargo Bedava", "%38", "Teslim edildi". */
function Badge({ className, variant, appearance, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      data-appearance={appearance ?? "subtle"}
      data-size={size ?? "md"}
      className={cn(badgeVariants({ variant, appearance, size }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
