import { Star } from "lucide-react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  star: { id: "primitives.rating.star" },
});

/**
 * Five native radio buttons drawn as stars, so that a rating is chosen and sent without
 * JavaScript too: CSS fills the chosen star and every star before it (one followed by a checked
 * one), so no script draws the stars either.
 */
export function StarChoice({
  name,
  defaultValue,
  invalid,
  labelledBy,
}: {
  name: string;
  defaultValue?: number | undefined;
  invalid?: boolean;
  labelledBy: string;
}) {
  const intl = useIntl();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      data-slot="star-choice"
      className="flex w-fit gap-1 rounded-md aria-invalid:outline-1 aria-invalid:outline-offset-2 aria-invalid:outline-border-error"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <label
          key={star}
          className={cn(
            "grid size-11 cursor-pointer place-items-center rounded-sm",
            "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
            "[&:has(:checked)_svg]:fill-brand-accent [&:has(:checked)_svg]:text-brand-accent",
            "[&:has(~label_:checked)_svg]:fill-brand-accent [&:has(~label_:checked)_svg]:text-brand-accent",
            "hover:[&_svg]:scale-110",
          )}
        >
          <input
            type="radio"
            name={name}
            value={star}
            defaultChecked={defaultValue === star}
            aria-label={intl.formatMessage(messages.star, { count: star })}
            className="sr-only"
          />
          <Star
            aria-hidden="true"
            strokeWidth={1.5}
            className="size-8 text-fg-subtle transition-transform duration-fast ease-standard"
          />
        </label>
      ))}
    </div>
  );
}
