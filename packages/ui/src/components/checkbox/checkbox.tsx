import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { cva, type VariantProps } from "class-variance-authority";
import { Check, CircleAlert, Minus } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

const checkboxVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border-strong bg-surface text-fg-on-brand shadow-sm",
    "transition-colors duration-fast ease-standard hover:border-fg-muted",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=indeterminate]:border-brand data-[state=indeterminate]:bg-brand",
    "aria-invalid:border-border-error",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "size-4 [&_svg]:size-3",
        md: "size-5 [&_svg]:size-3.5",
        lg: "size-6 [&_svg]:size-4",
      },
    },
    defaultVariants: { size: "md" },
  },
);

const labelSizes = { sm: "text-body-sm", md: "text-body", lg: "text-body-lg" };
// centres the box on the label's first line
const boxOffsets = { sm: "mt-[0.1875rem]", md: "mt-0.5", lg: "mt-0.5" };

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    label?: ReactNode;
    description?: ReactNode;
    /** An error under the label (an agreement that must be accepted); marks the box invalid. */
    error?: ReactNode;
  };

/**
 * A Radix checkbox with its label, description and error. `className` styles the outermost
 * element; id and aria props go to the box. `checked="indeterminate"` shows a dash.
 */
function Checkbox({
  className,
  size,
  label,
  description,
  error,
  id,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-box`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const sizeKey = size ?? "md";
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      aria-describedby={
        [describedBy, description ? descriptionId : undefined, error ? errorId : undefined]
          .filter(Boolean)
          .join(" ") || undefined
      }
      aria-invalid={error ? true : ariaInvalid}
      className={cn(
        checkboxVariants({ size }),
        label !== undefined && boxOffsets[sizeKey],
        label === undefined && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="group-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label === undefined) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-disabled={props.disabled || undefined}
      className={cn("flex items-start gap-2.5", className)}
    >
      {box}
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          data-slot="checkbox-label"
          htmlFor={boxId}
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
            data-slot="checkbox-description"
            id={descriptionId}
            className="text-body-sm text-fg-muted"
          >
            {description}
          </p>
        )}
        {error && (
          <p
            data-slot="checkbox-error"
            id={errorId}
            className="flex items-start gap-1.5 text-body-sm font-medium text-danger-fg"
          >
            <CircleAlert aria-hidden="true" className="mt-[0.2em] size-4 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}

export { Checkbox, checkboxVariants };
