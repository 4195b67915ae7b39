import { CircleAlert } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  selected: {
    id: "commerce.subProductPicker.selected",
    description: "Attribute name and the chosen option, e.g. Size: M (<b> wraps the option)",
  },
  choose: {
    id: "commerce.subProductPicker.choose",
    description: "Shown as the chosen option while none is chosen",
  },
  required: {
    id: "commerce.subProductPicker.required",
    description: "Error when adding to cart without choosing a sub-product",
  },
  outOfStock: {
    id: "commerce.subProductPicker.outOfStock",
    description: "State of an option whose sub-products are all out of stock",
  },
  unavailable: {
    id: "commerce.subProductPicker.unavailable",
    description: "State of an option that does not exist with the other attribute's choice",
  },
});

export interface SubProductOption {
  value: string;
  label: string;
  /** A CSS colour shown as a swatch beside the label (colour attributes). */
  swatch?: string;
}

export interface SubProductAttribute {
  id: string;
  label: string;
  options: readonly SubProductOption[];
}

export interface SubProduct {
  id: string;
  /** The option value of each attribute, in the order of `attributes`. */
  values: readonly string[];
  inStock: boolean;
}

export type SubProductPickerProps = Omit<ComponentProps<"div">, "onChange" | "defaultValue"> & {
  /** One or two attributes (e.g. colour, then size). The second is narrowed by the first. */
  attributes: readonly [SubProductAttribute] | readonly [SubProductAttribute, SubProductAttribute];
  subProducts: readonly SubProduct[];
  /** The chosen sub-product id (controlled); null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called on every choice with the matching in-stock sub-product, or null while incomplete. */
  onChange?: (subProductId: string | null) => void;
  /** Shows the required error until a sub-product is chosen. */
  invalid?: boolean;
  disabled?: boolean;
};

type Availability = "available" | "outOfStock" | "unavailable";
type Selection = (string | null)[];

function selectionOf(
  id: string | null | undefined,
  subProducts: readonly SubProduct[],
  count: number,
): Selection {
  const found = id ? subProducts.find((subProduct) => subProduct.id === id) : undefined;
  return Array.from({ length: count }, (_, index) => found?.values[index] ?? null);
}

function resolve(selection: Selection, subProducts: readonly SubProduct[]): string | null {
  if (selection.some((value) => value === null)) return null;
  const found = subProducts.find(
    (subProduct) =>
      subProduct.inStock && selection.every((value, index) => subProduct.values[index] === value),
  );
  return found?.id ?? null;
}

export function SubProductPicker({
  attributes,
  subProducts,
  value,
  defaultValue,
  onChange,
  invalid = false,
  disabled = false,
  className,
  ...props
}: SubProductPickerProps) {
  const intl = useIntl();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const [selection, setSelection] = useState<Selection>(() =>
    selectionOf(value ?? defaultValue, subProducts, attributes.length),
  );
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== undefined && value !== resolve(selection, subProducts)) {
      setSelection(selectionOf(value, subProducts, attributes.length));
    }
  }

  const availability = (index: number, option: string, current: Selection): Availability => {
    const first = current[0];
    const matches = subProducts.filter(
      (subProduct) =>
        subProduct.values[index] === option &&
        (index === 0 || first === null || subProduct.values[0] === first),
    );
    if (matches.length === 0) return "unavailable";
    return matches.some((subProduct) => subProduct.inStock) ? "available" : "outOfStock";
  };

  const choose = (index: number, option: string) => {
    const next = [...selection];
    next[index] = option;
    if (index === 0) {
      for (let other = 1; other < next.length; other++) {
        const chosen = next[other];
        if (chosen && availability(other, chosen, next) !== "available") next[other] = null;
      }
    }
    setSelection(next);
    onChange?.(resolve(next, subProducts));
  };

  const showError = invalid && resolve(selection, subProducts) === null;

  return (
    <div
      data-slot="sub-product-picker"
      data-invalid={showError || undefined}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      {attributes.map((attribute, index) => {
        const labelId = `${baseId}-${attribute.id}`;
        const chosen = attribute.options.find((option) => option.value === selection[index]);
        const missing = showError && !chosen;
        return (
          <div key={attribute.id} data-slot="sub-product-attribute" className="flex flex-col gap-2">
            <p
              id={labelId}
              data-slot="sub-product-attribute-label"
              className="text-body-sm text-fg-muted"
            >
              {intl.formatMessage(messages.selected, {
                attribute: attribute.label,
                value: chosen?.label ?? intl.formatMessage(messages.choose),
                b: (chunks: ReactNode[]) => (
                  <span className="font-semibold text-fg-strong">{chunks}</span>
                ),
              })}
            </p>
            <div
              role="radiogroup"
              data-slot="sub-product-options"
              aria-labelledby={labelId}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? errorId : undefined}
              aria-required="true"
              className="flex flex-wrap gap-2"
            >
              {attribute.options.map((option) => {
                const state = availability(index, option.value, selection);
                const stateText =
                  state === "available" ? undefined : intl.formatMessage(messages[state]);
                const optionDisabled = disabled || state !== "available";
                return (
                  <label
                    key={option.value}
                    data-slot="sub-product-option"
                    data-availability={state}
                    data-disabled={optionDisabled || undefined}
                    className={cn(
                      "relative inline-flex min-h-10 min-w-12 cursor-pointer items-center justify-center gap-2 overflow-hidden rounded-md border border-border bg-surface px-3 py-1.5",
                      "text-body-sm font-medium text-fg transition-colors duration-fast ease-standard",
                      "hover:border-fg-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
                      "has-[:checked]:border-brand has-[:checked]:bg-brand-subtle has-[:checked]:text-brand-fg has-[:checked]:shadow-[inset_0_0_0_1px_var(--shop-color-brand-default)]",
                      missing && "border-border-error",
                      "has-[:disabled]:cursor-not-allowed has-[:disabled]:hover:border-border",
                      state === "outOfStock" &&
                        "bg-surface-muted text-fg-disabled before:pointer-events-none before:absolute before:inset-0 before:bg-[linear-gradient(to_top_right,transparent_calc(50%-0.75px),var(--shop-color-border-default)_50%,transparent_calc(50%+0.75px))]",
                      state === "unavailable" && "border-dashed text-fg-disabled",
                      disabled && state === "available" && "opacity-50",
                    )}
                  >
                    <input
                      type="radio"
                      name={labelId}
                      value={option.value}
                      checked={selection[index] === option.value}
                      data-state={selection[index] === option.value ? "checked" : "unchecked"}
                      disabled={optionDisabled}
                      onChange={() => choose(index, option.value)}
                      className="sr-only"
                    />
                    {option.swatch && (
                      <span
                        data-slot="sub-product-swatch"
                        aria-hidden="true"
                        className="size-4 shrink-0 rounded-full border border-border"
                        style={{ backgroundColor: option.swatch }}
                      />
                    )}
                    <span data-slot="sub-product-option-label" className="break-words">
                      {option.label}
                    </span>
                    {stateText && <span className="sr-only">({stateText})</span>}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
      {showError && (
        <p
          id={errorId}
          role="alert"
          data-slot="sub-product-picker-error"
          className="flex items-center gap-1.5 text-body-sm font-medium text-danger-fg"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {intl.formatMessage(messages.required)}
        </p>
      )}
    </div>
  );
}
