import { cva } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "../../lib/cn.ts";

type Size = "sm" | "md" | "lg";
type Variant = "default" | "card";

interface RadioGroupState {
  size: Size;
  variant: Variant;
  name: string;
  value: string | null | undefined;
  disabled: boolean | undefined;
  required: boolean | undefined;
  choose: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupState>({
  size: "md",
  variant: "default",
  name: "",
  value: undefined,
  disabled: undefined,
  required: undefined,
  choose: () => {},
});

const radioVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer appearance-none items-center justify-center rounded-full border border-border-strong bg-surface shadow-sm",
    "transition-colors duration-fast ease-standard hover:border-fg-muted",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "checked:border-brand checked:border-[0.3125rem]",
    "group-aria-invalid/radio-group:border-border-error",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "mt-0.5 size-4 checked:border-4",
        md: "mt-0.5 size-5",
        lg: "mt-0.5 size-6 checked:border-[0.4375rem]",
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

export type RadioGroupProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange" | "dir"> & {
  /** The chosen value (controlled); null or "" for none. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The field name the choice is posted as; without it the radios share a generated one. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: "horizontal" | "vertical";
  /** The choices; RadioGroupItem children work too (custom content). */
  options?: readonly RadioOption[];
  size?: Size;
  /** "card": each choice is a bordered box (cargo company, payment method). */
  variant?: Variant;
};

/**
 * One choice out of a few, as native radio buttons: a form posts the choice without JavaScript,
 * and the browser moves between them with the arrow keys (following the reading direction).
 * Name it with aria-label or through FormField.
 */
function RadioGroup({
  className,
  options,
  size = "md",
  variant = "default",
  orientation = "vertical",
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  disabled,
  children,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const [own, setOwn] = useState(defaultValue);
  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <RadioGroupContext.Provider
      value={{
        size,
        variant,
        name: name ?? generatedName,
        value: value === undefined ? own : value,
        disabled,
        required,
        choose,
      }}
    >
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-orientation={orientation}
        aria-required={required || undefined}
        data-disabled={disabled || undefined}
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
      </div>
    </RadioGroupContext.Provider>
  );
}

export type RadioGroupControlProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "checked" | "defaultChecked" | "name"
> & { value: string };

/** The bare radio button of a RadioGroup, for a choice whose label is laid out elsewhere. */
function RadioGroupControl({
  value,
  disabled,
  className,
  onChange,
  ...props
}: RadioGroupControlProps) {
  const group = useContext(RadioGroupContext);
  const checked = group.value === value;
  return (
    <input
      type="radio"
      data-slot="radio"
      data-state={checked ? "checked" : "unchecked"}
      name={group.name}
      value={value}
      checked={checked}
      disabled={group.disabled || disabled}
      required={group.required}
      onChange={(event) => {
        onChange?.(event);
        if (event.currentTarget.checked) group.choose(value);
      }}
      className={cn(radioVariants({ size: group.size }), className)}
      {...props}
    />
  );
}

export type RadioGroupItemProps = RadioGroupControlProps & {
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
          "hover:border-border-strong has-[:checked]:border-brand has-[:checked]:bg-brand-subtle",
          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
          "[&_[data-slot=radio]]:focus-visible:outline-none",
          props.disabled && "bg-surface-muted hover:border-border",
        ],
        className,
      )}
    >
      <RadioGroupControl
        id={itemId}
        aria-describedby={description ? descriptionId : undefined}
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

export { RadioGroup, RadioGroupControl, RadioGroupItem, radioVariants };
