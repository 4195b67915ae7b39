import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldVariants } from "../input/input.tsx";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const sizes = {
  sm: "h-8 ps-2.5 pe-8",
  md: "h-10 ps-3 pe-10",
  lg: "h-12 ps-4 pe-11",
};
const chevrons = { sm: "end-2 size-4", md: "end-3 size-5", lg: "end-3.5 size-5" };

export type SelectProps = Omit<ComponentProps<"select">, "size"> & {
  size?: "sm" | "md" | "lg";
  /** The empty first choice ("İl seçiniz"), shown greyed while nothing is chosen. */
  placeholder?: string;
  /** The choices; `<option>` children work too. */
  options?: readonly SelectOption[];
};

/**
 * The browser's own select, styled as a field: the phone's native picker on touch screens.
 * `className` styles the wrapper; id and aria props go to the select (FormField sets them).
 */
function Select({
  className,
  size,
  placeholder,
  options,
  children,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  const sizeKey = size ?? "md";
  const uncontrolledDefault =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ""
      : defaultValue;
  return (
    <div data-slot="select-group" className={cn("relative w-full", className)}>
      <select
        data-slot="select"
        value={value}
        defaultValue={uncontrolledDefault}
        className={cn(
          fieldVariants({ size }),
          sizes[sizeKey],
          "cursor-pointer appearance-none truncate",
          "has-[option[value='']:checked]:text-fg-subtle [&_option]:text-fg",
        )}
        {...props}
      >
        {placeholder !== undefined && (
          <option data-slot="select-placeholder" value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        data-slot="select-chevron"
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute top-1/2 -translate-y-1/2 text-fg-muted",
          chevrons[sizeKey],
          props.disabled && "text-fg-disabled",
        )}
      />
    </div>
  );
}

export { Select };
