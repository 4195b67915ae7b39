import { ArrowDownUp } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { formTarget } from "../filter-panel/filters.ts";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  label: { id: "catalogue.sortSelect.label", description: "Label of the listing's sort order" },
  recommended: { id: "catalogue.sortSelect.recommended" },
  priceAsc: { id: "catalogue.sortSelect.priceAsc", description: "Sort: cheapest first" },
  priceDesc: { id: "catalogue.sortSelect.priceDesc", description: "Sort: most expensive first" },
  newest: { id: "catalogue.sortSelect.newest" },
  bestSelling: { id: "catalogue.sortSelect.bestSelling" },
  apply: {
    id: "catalogue.sortSelect.apply",
    description: "Submits the sort order when JavaScript is off",
  },
});

/** The listing's sort orders, in the order they are offered. */
export const sortOrders = [
  "recommended",
  "priceAsc",
  "priceDesc",
  "newest",
  "bestSelling",
] as const;
export type SortOrder = (typeof sortOrders)[number];

export function isSortOrder(value: string): value is SortOrder {
  return (sortOrders as readonly string[]).includes(value);
}

export type SortSelectProps = Omit<ComponentProps<"form">, "onChange" | "children"> & {
  value: SortOrder;
  onChange?: (value: SortOrder) => void;
  /** The orders offered (all five by default). */
  options?: readonly SortOrder[];
  /**
   * The listing's address with this order: without JavaScript the select is a GET form to it
   * (its other query parameters kept as hidden fields) with an "Apply" button.
   */
  getHref?: (value: SortOrder) => string;
  /** The query parameter of the order. */
  name?: string;
};

/**
 * "Sort by": recommended, lowest and highest price, newest, best selling. The browser's own
 * select (the phone's picker); a form that also works without JavaScript when `getHref` is given.
 */
function SortSelect({
  value,
  onChange,
  options = sortOrders,
  getHref,
  name = "sort",
  className,
  ...props
}: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const target = getHref ? formTarget(getHref(value), [name]) : null;
  return (
    <form
      data-slot="sort-select"
      method="get"
      action={target?.action}
      onSubmit={(event) => {
        if (!target) event.preventDefault();
      }}
      className={cn("flex items-center gap-2", className)}
      {...props}
    >
      {target?.fields.map(([field, fieldValue]) => (
        <input key={`${field}=${fieldValue}`} type="hidden" name={field} value={fieldValue} />
      ))}
      <label
        htmlFor={id}
        className="flex shrink-0 items-center gap-1.5 text-body-sm font-medium text-fg-muted"
      >
        <ArrowDownUp aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{intl.formatMessage(messages.label)}</span>
      </label>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isSortOrder(next)) onChange?.(next);
        }}
        options={options.map((order) => ({
          value: order,
          label: intl.formatMessage(messages[order]),
        }))}
        className="w-auto min-w-44"
      />
      {target && (
        <noscript>
          <Button type="submit" variant="outline" data-slot="sort-select-apply">
            {intl.formatMessage(messages.apply)}
          </Button>
        </noscript>
      )}
    </form>
  );
}

export { SortSelect };
