import { Minus, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  quantity: {
    id: "primitives.quantityStepper.quantity",
    description: "Name of the quantity field",
  },
  decrease: {
    id: "primitives.quantityStepper.decrease",
    description: "Button that lowers the quantity by one",
  },
  increase: {
    id: "primitives.quantityStepper.increase",
    description: "Button that raises the quantity by one",
  },
  remove: {
    id: "primitives.quantityStepper.remove",
    description: "Replaces the decrease button at the minimum quantity: removes the cart line",
  },
});

const heights = { sm: "h-8", md: "h-10", lg: "h-12" };
const inputSizes = { sm: "w-9 text-body-sm", md: "w-11 text-body", lg: "w-12 text-body-lg" };

export type QuantityStepperProps = Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "size" | "min" | "max" | "step" | "type"
> & {
  value?: number;
  defaultValue?: number;
  /** Called with the new quantity, always within min and max. */
  onChange?: (value: number) => void;
  /** The minimum order quantity. */
  min?: number;
  /** The maximum order quantity (or the stock). */
  max?: number;
  step?: number;
  size?: "sm" | "md" | "lg";
  /**
   * Offered at the minimum instead of the decrease button (a trash can), to remove a cart line.
   */
  onRemove?: () => void;
  /**
   * Inside a form: the buttons submit it with this name and the step (-1 or 1) before
   * JavaScript runs; once it runs they call onChange/onRemove instead.
   */
  submitName?: string;
};

/**
 * − [2] +: a quantity between min and max. The buttons stop at the limits; a typed number is
 * clamped when the field loses focus (or on Enter); arrow keys step it. `className` styles the
 * group; id, name and aria props go to the field (FormField sets them).
 */
function QuantityStepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  size = "md",
  onRemove,
  submitName,
  disabled = false,
  className,
  "aria-label": ariaLabel,
  onBlur,
  onKeyDown,
  ...props
}: QuantityStepperProps) {
  const intl = useIntl();
  const [own, setOwn] = useState(() => defaultValue ?? min);
  const [draft, setDraft] = useState<string | null>(null);
  const current = value ?? own;
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));

  const commit = (next: number) => {
    const clamped = clamp(next);
    setDraft(null);
    if (value === undefined) setOwn(clamped);
    if (clamped !== current) onChange?.(clamped);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(null);
    else commit(typed);
  };

  const atMin = current <= min;
  const atMax = current >= max;
  const removes = atMin && onRemove !== undefined;
  const buttonSize = size === "lg" ? "md" : "sm";

  return (
    <div
      data-slot="quantity-stepper"
      data-disabled={disabled || undefined}
      className={cn(
        "inline-flex items-center rounded-md border border-border-strong bg-surface p-0.5 shadow-sm",
        "has-[input[aria-invalid=true]]:border-border-error",
        disabled && "border-border bg-surface-sunken shadow-none",
        heights[size],
        className,
      )}
    >
      <IconButton
        data-slot="quantity-stepper-decrease"
        size={buttonSize}
        label={intl.formatMessage(removes ? messages.remove : messages.decrease)}
        disabled={disabled}
        // stays focusable at the limit, so a keyboard user does not lose their place
        aria-disabled={(atMin && !removes) || undefined}
        {...(submitName ? { type: "submit" as const, name: submitName, value: String(-step) } : {})}
        onClick={(event) => {
          event.preventDefault();
          if (removes) onRemove();
          else if (!atMin) commit(current - step);
        }}
        className={cn("text-brand-fg", removes && "text-danger-fg")}
      >
        {removes ? <Trash2 aria-hidden="true" /> : <Minus aria-hidden="true" />}
      </IconButton>
      <input
        data-slot="quantity-stepper-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="spinbutton"
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        aria-label={
          props["aria-labelledby"]
            ? ariaLabel
            : (ariaLabel ?? intl.formatMessage(messages.quantity))
        }
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, "").slice(0, 6))}
        onBlur={(event) => {
          commitDraft();
          onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === "Enter") {
            // The typed number is the change; the surrounding form is not sent a second time.
            if (submitName) event.preventDefault();
            commitDraft();
          } else if (event.key === "Escape") setDraft(null);
          else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
            event.preventDefault();
            const base = draft === null ? current : clamp(Number.parseInt(draft, 10) || current);
            commit(base + (event.key === "ArrowUp" ? step : -step));
          } else if (event.key === "Home") {
            event.preventDefault();
            commit(min);
          } else if (event.key === "End" && max < Number.MAX_SAFE_INTEGER) {
            event.preventDefault();
            commit(max);
          }
        }}
        className={cn(
          "h-full min-w-0 rounded-sm bg-transparent text-center font-semibold text-fg-strong tabular-nums",
          "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus",
          "disabled:cursor-not-allowed disabled:text-fg-disabled",
          inputSizes[size],
        )}
        {...props}
      />
      <IconButton
        data-slot="quantity-stepper-increase"
        size={buttonSize}
        label={intl.formatMessage(messages.increase)}
        disabled={disabled}
        aria-disabled={atMax || undefined}
        {...(submitName ? { type: "submit" as const, name: submitName, value: String(step) } : {})}
        onClick={(event) => {
          event.preventDefault();
          if (!atMax) commit(current + step);
        }}
        className="text-brand-fg"
      >
        <Plus aria-hidden="true" />
      </IconButton>
    </div>
  );
}

export { QuantityStepper };
