import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The look shared by Input, Textarea, Select and the controls built on them. */
const fieldVariants = cva(
  [
    "w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg shadow-sm",
    "transition-[border-color,box-shadow] duration-fast ease-standard",
    "placeholder:text-fg-subtle hover:border-fg-muted",
    "focus-visible:border-border-focus focus-visible:outline-1 focus-visible:outline-offset-0 focus-visible:outline-focus",
    "aria-invalid:border-border-error aria-invalid:hover:border-border-error",
    "disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:text-fg-disabled disabled:shadow-none",
  ],
  {
    variants: {
      size: {
        sm: "text-body-sm",
        md: "text-body",
        lg: "text-body",
      },
    },
    defaultVariants: { size: "md" },
  },
);

const inputSizes = {
  sm: "h-8 px-2.5",
  md: "h-10 px-3",
  lg: "h-12 px-4",
};
const startPadding = { sm: "ps-8", md: "ps-10", lg: "ps-11" };
const endPadding = { sm: "pe-8", md: "pe-10", lg: "pe-12" };
const adornmentInset = {
  sm: "px-2.5 [&_svg]:size-4",
  md: "px-3 [&_svg]:size-5",
  lg: "px-3.5 [&_svg]:size-5",
};

// Addresses, numbers and codes read left to right in Arabic too.
const ltrTypes = new Set(["email", "tel", "url", "number"]);

export type InputProps = Omit<ComponentProps<"input">, "size"> &
  VariantProps<typeof fieldVariants> & {
    /** An icon or short text inside the field, before the value (a search glass, "+90"). */
    startAdornment?: ReactNode;
    /** An icon, short text ("₺", "kg") or a small button inside the field, after the value. */
    endAdornment?: ReactNode;
  };

/**
 * A text field. `className` styles the outermost element: the input, or the group around it
 * when it has adornments. Invalid through `aria-invalid` (FormField sets it).
 */
function Input({
  className,
  size,
  type = "text",
  dir,
  startAdornment,
  endAdornment,
  ...props
}: InputProps) {
  const sizeKey = size ?? "md";
  const grouped = startAdornment !== undefined || endAdornment !== undefined;
  const direction = dir ?? (ltrTypes.has(type) ? "ltr" : undefined);
  const input = (
    <input
      data-slot="input"
      type={type}
      dir={grouped ? undefined : direction}
      className={cn(
        fieldVariants({ size }),
        inputSizes[sizeKey],
        "read-only:not-disabled:bg-surface-muted",
        // an LTR value in an RTL page still lines up with the page's start edge
        !grouped && direction === "ltr" && "rtl:text-end",
        "[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-search-cancel-button]:appearance-none",
        startAdornment !== undefined && startPadding[sizeKey],
        endAdornment !== undefined && endPadding[sizeKey],
        !grouped && className,
      )}
      {...props}
    />
  );
  if (!grouped) return input;
  return (
    // the adornments follow the value's direction, so the whole group takes it
    <div data-slot="input-group" dir={direction} className={cn("relative w-full", className)}>
      {input}
      {startAdornment !== undefined && (
        <span
          data-slot="input-start"
          className={cn(
            "pointer-events-none absolute inset-y-0 start-0 flex items-center text-fg-muted",
            adornmentInset[sizeKey],
          )}
        >
          {startAdornment}
        </span>
      )}
      {endAdornment !== undefined && (
        <span
          data-slot="input-end"
          className={cn(
            "pointer-events-none absolute inset-y-0 end-0 flex items-center text-fg-muted",
            "[&_a]:pointer-events-auto [&_button]:pointer-events-auto",
            adornmentInset[sizeKey],
            "has-[button]:px-1",
          )}
        >
          {endAdornment}
        </span>
      )}
    </div>
  );
}

export { fieldVariants, Input };
