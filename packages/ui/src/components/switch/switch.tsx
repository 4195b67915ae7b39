import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

const switchVariants = cva(
  [
    "group inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent p-0",
    "bg-border-strong transition-colors duration-fast ease-standard hover:bg-fg-muted",
    "data-[state=checked]:bg-brand data-[state=checked]:hover:bg-brand-hover",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: { sm: "h-5 w-9", md: "h-6 w-11", lg: "h-7 w-13" },
    },
    defaultVariants: { size: "md" },
  },
);

// the thumb travels towards the end edge, which RTL mirrors
const thumbSizes = {
  sm: "size-4 data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4",
  md: "size-5 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5",
  lg: "size-6 data-[state=checked]:translate-x-6 rtl:data-[state=checked]:-translate-x-6",
};
const labelSizes = { sm: "text-body-sm", md: "text-body", lg: "text-body-lg" };

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    label?: ReactNode;
    description?: ReactNode;
    /** "end": the label after the switch; "start": the label first, the switch at the row's end. */
    labelPlacement?: "end" | "start";
  };

/** An on/off setting that takes effect at once (Radix switch), with its label and description. */
function Switch({
  className,
  size,
  label,
  description,
  labelPlacement = "end",
  id,
  "aria-describedby": describedBy,
  ...props
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `${generated}-switch`;
  const descriptionId = `${generated}-description`;
  const sizeKey = size ?? "md";
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      id={switchId}
      aria-describedby={
        [describedBy, description ? descriptionId : undefined].filter(Boolean).join(" ") ||
        undefined
      }
      className={cn(
        switchVariants({ size }),
        label !== undefined && "mt-px",
        label === undefined && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none block rounded-full bg-surface shadow-sm transition-transform duration-fast ease-standard",
          thumbSizes[sizeKey],
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (label === undefined) return control;
  return (
    <div
      data-slot="switch-field"
      data-disabled={props.disabled || undefined}
      className={cn(
        "flex items-start gap-3",
        labelPlacement === "start" && "flex-row-reverse justify-between",
        className,
      )}
    >
      {control}
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          data-slot="switch-label"
          htmlFor={switchId}
          className={cn(
            "cursor-pointer text-fg",
            labelSizes[sizeKey],
            props.disabled && "cursor-not-allowed text-fg-muted",
          )}
        >
          {label}
        </label>
        {description && (
          <p
            data-slot="switch-description"
            id={descriptionId}
            className="text-body-sm text-fg-muted"
          >
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export { Switch, switchVariants };
