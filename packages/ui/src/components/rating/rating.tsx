import { Star } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  label: {
    id: "primitives.rating.label",
    description: "Accessible name of the stars; {value} is formatted (4,5), {max} is 5",
  },
  count: { id: "primitives.rating.count", description: "Number of ratings, for screen readers" },
  inputLabel: { id: "primitives.rating.inputLabel", description: "Name of the star input" },
  star: { id: "primitives.rating.star", description: "Name of one star choice: 3 stars" },
});

const MAX = 5;
// The star row's star size (styles.css, rating-stars): size-3.5, size-4, size-5.
const rowSizes = {
  sm: "[--rating-star:calc(var(--spacing)*3.5)]",
  md: "[--rating-star:calc(var(--spacing)*4)]",
  lg: "[--rating-star:calc(var(--spacing)*5)]",
};
const inputStarSizes = { sm: "size-6", md: "size-8", lg: "size-10" };
const textSizes = { sm: "text-caption", md: "text-body-sm", lg: "text-body" };

type Size = "sm" | "md" | "lg";

/** A star of the input: the empty colour, or the accent once chosen (or hovered up to). */
function StarShape({ filled, className }: { filled: boolean; className: string }) {
  return (
    <span
      data-slot="rating-star"
      data-state={filled ? "filled" : "empty"}
      className={cn("relative inline-flex shrink-0", className)}
    >
      <Star aria-hidden="true" className="size-full fill-border text-border" strokeWidth={1.5} />
      {filled && (
        <Star
          aria-hidden="true"
          className="absolute inset-0 size-full fill-brand-accent text-brand-accent"
          strokeWidth={1.5}
        />
      )}
    </span>
  );
}

export type RatingDisplayProps = Omit<ComponentProps<"span">, "children"> & {
  mode?: "display";
  /** The average, 0 to 5; the stars show it to the nearest half. */
  value: number;
  /** How many shoppers rated; shown as "(128)". */
  count?: number;
  /** Show the average as a number ("4,5") beside the stars. */
  showValue?: boolean;
  size?: Size;
};

export type RatingInputProps = Omit<
  ComponentProps<"div">,
  "defaultValue" | "onChange" | "children" | "dir"
> & {
  mode: "input";
  /** The field name the rating is posted as; without it the stars share a generated one. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** 1 to 5; 0 or absent while nothing is chosen. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  size?: Size;
};

export type RatingProps = RatingDisplayProps | RatingInputProps;

function RatingDisplay({
  value,
  count,
  showValue = false,
  size = "md",
  className,
  mode: _mode,
  ...props
}: RatingDisplayProps) {
  const intl = useIntl();
  const clamped = Math.min(MAX, Math.max(0, value));
  const halves = Math.round(clamped * 2) / 2;
  const formatted = intl.formatNumber(clamped, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span
      data-slot="rating"
      data-mode="display"
      className={cn("inline-flex items-center gap-1.5", textSizes[size], className)}
      {...props}
    >
      {showValue && (
        <span data-slot="rating-value" aria-hidden="true" className="font-semibold text-fg-strong">
          {formatted}
        </span>
      )}
      <span
        data-slot="rating-stars"
        role="img"
        aria-label={intl.formatMessage(messages.label, { value: formatted, max: MAX })}
        className={cn("rating-stars", rowSizes[size])}
      >
        {halves > 0 && (
          <span
            data-slot="rating-fill"
            className="absolute inset-y-0 start-0 bg-brand-accent"
            // whole stars with the gap after each, then half a star
            style={{
              width: `calc(${Math.floor(halves)} * (var(--rating-star) + var(--spacing) * 0.5) + ${halves % 1} * var(--rating-star))`,
            }}
          />
        )}
      </span>
      {count !== undefined && (
        <span data-slot="rating-count" className="text-fg-muted">
          <span aria-hidden="true">({intl.formatNumber(count)})</span>
          <span className="sr-only">{intl.formatMessage(messages.count, { count })}</span>
        </span>
      )}
    </span>
  );
}

function RatingInput({
  value,
  defaultValue,
  onChange,
  size = "md",
  className,
  disabled,
  required,
  name,
  mode: _mode,
  "aria-label": ariaLabel,
  ...props
}: RatingInputProps) {
  const intl = useIntl();
  const generatedName = useId();
  const [own, setOwn] = useState(defaultValue ?? 0);
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value ?? own;
  const shown = hovered ?? current;
  return (
    <div
      role="radiogroup"
      data-slot="rating"
      data-mode="input"
      aria-orientation="horizontal"
      aria-required={required || undefined}
      onPointerLeave={() => setHovered(null)}
      aria-label={
        props["aria-labelledby"]
          ? ariaLabel
          : (ariaLabel ?? intl.formatMessage(messages.inputLabel))
      }
      className={cn(
        "group/rating inline-flex w-fit items-center rounded-md",
        "aria-invalid:outline-1 aria-invalid:outline-offset-2 aria-invalid:outline-border-error",
        className,
      )}
      {...props}
    >
      {Array.from({ length: MAX }, (_, index) => {
        const star = index + 1;
        return (
          <label
            key={star}
            data-slot="rating-option"
            onPointerEnter={() => !disabled && setHovered(star)}
            className={cn(
              "relative inline-block cursor-pointer rounded-sm p-0.5 transition-transform duration-fast ease-standard",
              "hover:scale-110 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-focus",
              "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:disabled]:hover:scale-100",
            )}
          >
            <input
              type="radio"
              name={name ?? generatedName}
              value={star}
              checked={current === star}
              data-state={current === star ? "checked" : "unchecked"}
              disabled={disabled}
              required={required}
              aria-label={intl.formatMessage(messages.star, { count: star })}
              onChange={() => {
                if (value === undefined) setOwn(star);
                onChange?.(star);
              }}
              className="sr-only"
            />
            <StarShape filled={star <= shown} className={inputStarSizes[size]} />
          </label>
        );
      })}
    </div>
  );
}

/**
 * Stars. Display: the average to the nearest half, named "Puan: 4,5 / 5", with the number of
 * ratings. `mode="input"`: five native radio buttons (arrow keys follow the reading direction).
 */
function Rating(props: RatingProps) {
  return props.mode === "input" ? <RatingInput {...props} /> : <RatingDisplay {...props} />;
}

export { Rating, RatingDisplay, RatingInput };
