import { cva, type VariantProps } from "class-variance-authority";
import { Check, CircleAlert, Minus } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";

const checkboxVariants = cva(
  [
    "peer inline-flex shrink-0 cursor-pointer appearance-none items-center justify-center rounded-sm border border-border-strong bg-surface shadow-sm",
    "transition-colors duration-fast ease-standard hover:border-fg-muted",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "checked:border-brand checked:bg-brand indeterminate:border-brand indeterminate:bg-brand data-[state=indeterminate]:border-brand data-[state=indeterminate]:bg-brand",
    "aria-invalid:border-border-error",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: { sm: "size-4", md: "size-5", lg: "size-6" },
    },
    defaultVariants: { size: "md" },
  },
);

const iconSizes = { sm: "size-3", md: "size-3.5", lg: "size-4" };
const labelSizes = { sm: "text-body-sm", md: "text-body", lg: "text-body-lg" };
// centres the box on the label's first line
const boxOffsets = { sm: "mt-[0.1875rem]", md: "mt-0.5", lg: "mt-0.5" };
// the tick and the dash sit on the box; the box is their peer, so they follow its state
const iconClass =
  "pointer-events-none absolute inset-0 m-auto hidden text-fg-on-brand peer-disabled:opacity-50";

export type CheckboxProps = Omit<
  ComponentProps<"input">,
  "type" | "size" | "checked" | "defaultChecked"
> &
  VariantProps<typeof checkboxVariants> & {
    /** Controlled state; "indeterminate" shows a dash (some of a list chosen). */
    checked?: boolean | "indeterminate";
    defaultChecked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
    label?: ReactNode;
    description?: ReactNode;
    /** An error under the label (an agreement that must be accepted); marks the box invalid. */
    error?: ReactNode;
  };

/**
 * A native checkbox (a form posts it without JavaScript) with its label, description and error.
 * `className` styles the outermost element; id and aria props go to the box.
 * `checked="indeterminate"` shows a dash.
 */
function Checkbox({
  className,
  size,
  label,
  description,
  error,
  id,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const [own, setOwn] = useState(defaultChecked ?? false);
  const boxId = id ?? `${generated}-box`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const sizeKey = size ?? "md";
  const state = checked ?? own;
  const box = (
    <span
      data-slot="checkbox-control"
      className={cn(
        "relative inline-flex shrink-0",
        label !== undefined && boxOffsets[sizeKey],
        label === undefined && className,
      )}
    >
      <input
        type="checkbox"
        data-slot="checkbox"
        id={boxId}
        aria-describedby={
          [describedBy, description ? descriptionId : undefined, error ? errorId : undefined]
            .filter(Boolean)
            .join(" ") || undefined
        }
        aria-invalid={error ? true : ariaInvalid}
        className={checkboxVariants({ size })}
        {...props}
        data-state={state === "indeterminate" ? "indeterminate" : state ? "checked" : "unchecked"}
        // indeterminate is a property only: no attribute sets it
        ref={(node) => {
          if (node) node.indeterminate = state === "indeterminate";
        }}
        {...(checked === undefined ? { defaultChecked } : { checked: checked === true })}
        onChange={(event) => {
          onChange?.(event);
          if (checked === undefined) setOwn(event.currentTarget.checked);
          onCheckedChange?.(event.currentTarget.checked);
        }}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        data-slot="checkbox-indicator"
        className={cn(iconClass, iconSizes[sizeKey], "peer-checked:block")}
      />
      <Minus
        aria-hidden="true"
        strokeWidth={3}
        data-slot="checkbox-indicator"
        className={cn(
          iconClass,
          iconSizes[sizeKey],
          "peer-indeterminate:block peer-data-[state=indeterminate]:block",
        )}
      />
    </span>
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
