import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { cva } from "class-variance-authority";
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { cn } from "../../lib/cn.ts";

type Size = "sm" | "md" | "lg";
type Variant = "default" | "card";

const RadioGroupContext = createContext<{ size: Size; variant: Variant }>({
  size: "md",
  variant: "default",
});

const radioVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface shadow-sm",
    "transition-colors duration-fast ease-standard hover:border-fg-muted",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "data-[state=checked]:border-brand data-[state=checked]:border-[0.3125rem]",
    "group-aria-invalid/radio-group:border-border-error",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "mt-0.5 size-4 data-[state=checked]:border-4",
        md: "mt-0.5 size-5",
        lg: "mt-0.5 size-6 data-[state=checked]:border-[0.4375rem]",
      },
    },
    defaultVariants: { size: "md" },
  },
);

const labelSizes = { sm: "text-body-sm", md: "text-body", lg: "text-body-lg" };

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** The choices; RadioGroupItem children work too (custom content). */
  options?: readonly RadioOption[];
  size?: Size;
  /** "card": each choice is a bordered box (cargo company, payment method). */
  variant?: Variant;
};

/**
 * One choice out of a few (Radix radio group: arrow keys move and follow the reading direction).
 * Name it with aria-label or through FormField.
 */
function RadioGroup({
  className,
  options,
  size = "md",
  variant = "default",
  orientation = "vertical",
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RadioGroupContext.Provider value={{ size, variant }}>
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        orientation={orientation}
        className={cn(
          "group/radio-group flex",
          orientation === "vertical" ? "flex-col" : "flex-row flex-wrap",
          variant === "card" ? "gap-3" : orientation === "vertical" ? "gap-3" : "gap-x-6 gap-y-3",
          className,
        )}
        {...props}
      >
        {options?.map((option) => (
          <RadioGroupItem
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
          />
        ))}
        {children}
      </RadioGroupPrimitive.Root>
    </RadioGroupContext.Provider>
  );
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: ReactNode;
  description?: ReactNode;
  /** Extra content at the end of a card (a price, a logo). */
  aside?: ReactNode;
};

function RadioGroupItem({
  className,
  label,
  description,
  aside,
  id,
  ...props
}: RadioGroupItemProps) {
  const { size, variant } = useContext(RadioGroupContext);
  const generated = useId();
  const itemId = id ?? `${generated}-radio`;
  const descriptionId = `${generated}-description`;
  const card = variant === "card";
  return (
    <div
      data-slot="radio-group-option"
      data-disabled={props.disabled || undefined}
      className={cn(
        "flex items-start gap-2.5",
        card && [
          "relative rounded-lg border border-border bg-surface p-4 transition-colors duration-fast",
          "hover:border-border-strong has-[[data-state=checked]]:border-brand has-[[data-state=checked]]:bg-brand-subtle",
          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
          "[&_[data-slot=radio]]:focus-visible:outline-none",
          props.disabled && "bg-surface-muted hover:border-border",
        ],
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        data-slot="radio"
        id={itemId}
        aria-describedby={description ? descriptionId : undefined}
        className={radioVariants({ size })}
        {...props}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <label
          data-slot="radio-label"
          htmlFor={itemId}
          className={cn(
            "cursor-pointer text-fg",
            labelSizes[size],
            card && "font-medium text-fg-strong after:absolute after:inset-0 after:content-['']",
            props.disabled && "cursor-not-allowed text-fg-muted",
          )}
        >
          {label}
        </label>
        {description && (
          <p
            data-slot="radio-description"
            id={descriptionId}
            className="text-body-sm text-fg-muted"
          >
            {description}
          </p>
        )}
      </div>
      {aside && (
        <div data-slot="radio-aside" className="shrink-0 self-center">
          {aside}
        </div>
      )}
    </div>
  );
}

export { RadioGroup, RadioGroupItem, radioVariants };
