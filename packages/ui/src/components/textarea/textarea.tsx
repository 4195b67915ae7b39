import { type ChangeEvent, type ComponentProps, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { fieldVariants } from "../input/input.tsx";

const messages = defineUiMessages({
  count: {
    id: "primitives.textarea.count",
    description: "Characters typed out of the maximum, under a text area: 12 / 500",
  },
});

const paddings = { sm: "px-2.5 py-1.5", md: "px-3 py-2", lg: "px-4 py-3" };

export type TextareaProps = ComponentProps<"textarea"> & {
  size?: "sm" | "md" | "lg";
  /** Show "typed / maxLength" under the field (needs `maxLength`). */
  showCount?: boolean;
};

/** A multi-line text field; `showCount` adds a character counter. */
function Textarea({
  className,
  size,
  rows = 4,
  showCount = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...props
}: TextareaProps) {
  const intl = useIntl();
  const sizeKey = size ?? "md";
  const [typed, setTyped] = useState(() => String(value ?? defaultValue ?? "").length);
  const length = value !== undefined ? String(value).length : typed;
  const counted = showCount && maxLength !== undefined;
  const textarea = (
    <textarea
      data-slot="textarea"
      rows={rows}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setTyped(event.target.value.length);
        onChange?.(event);
      }}
      className={cn(
        fieldVariants({ size }),
        paddings[sizeKey],
        "block min-h-20 resize-y read-only:not-disabled:bg-surface-muted",
        !counted && className,
      )}
      {...props}
    />
  );
  if (!counted) return textarea;
  return (
    <div data-slot="textarea-group" className={cn("flex w-full flex-col gap-1", className)}>
      {textarea}
      <span
        data-slot="textarea-count"
        aria-hidden="true"
        className={cn(
          "self-end text-caption text-fg-muted tabular-nums",
          length >= maxLength && "font-semibold text-warning-fg",
        )}
      >
        {intl.formatMessage(messages.count, { count: length, max: maxLength })}
      </span>
    </div>
  );
}

export { Textarea };
