import { type ComponentProps, useEffect, useRef } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { isolateLtr } from "../../lib/isolate-ltr.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";

const messages = defineUiMessages({
  legend: {
    id: "product.personalization.legend",
    description: "Heading of the texts a shopper may have made on the product",
  },
  free: { id: "product.personalization.free", description: "A personalisation at no charge" },
  count: {
    id: "product.personalization.count",
    description: "Characters typed out of the most allowed, e.g. 4/20",
  },
});

/** A text the shop makes on the product (a name printed, an engraving); price in minor units. */
export interface PersonalizationField {
  id: string;
  label: string;
  hint?: string | null;
  price: number;
  maxLength: number;
  required: boolean;
}

export type PersonalizationFieldsProps = Omit<ComponentProps<"fieldset">, "children"> & {
  fields: readonly PersonalizationField[];
  currency: PriceCurrency;
  /** The texts typed so far, by field id. */
  values: Readonly<Record<string, string>>;
  onValueChange: (id: string, value: string) => void;
  /** Messages beside the fields, by field id (the server's answer). */
  errors?: Readonly<Record<string, string>>;
};

/** The input name a personalisation's text is posted under. */
export const personalizationFieldName = (id: string) => `personalization_${id}`;

/**
 * The product's personalisations above the add-to-cart button: each a text field with its price
 * per item and a count of the characters left. The browser enforces the length and the required
 * ones, with or without JavaScript; the server checks them again.
 */
export function PersonalizationFields({
  fields,
  currency,
  values,
  onValueChange,
  errors = {},
  className,
  ...props
}: PersonalizationFieldsProps) {
  const intl = useIntl();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // What a shopper typed before the page's JavaScript ran is in the inputs but not in `values`;
  // taken over once, or the next render would empty the fields and the cart would miss the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    for (const field of fields) {
      const input = fieldsetRef.current?.querySelector<HTMLInputElement>(
        `input[name="${personalizationFieldName(field.id)}"]`,
      );
      if (input && input.value !== (values[field.id] ?? "")) onValueChange(field.id, input.value);
    }
  }, []);
  if (fields.length === 0) return null;
  return (
    <fieldset
      ref={fieldsetRef}
      data-slot="personalization-fields"
      className={cn("flex flex-col gap-3 rounded-lg border border-border p-4", className)}
      {...props}
    >
      <legend className="px-1 text-body-sm font-semibold text-fg">
        {intl.formatMessage(messages.legend)}
      </legend>
      {fields.map((field) => {
        const value = values[field.id] ?? "";
        const count = isolateLtr(
          intl.formatMessage(messages.count, { count: [...value].length, max: field.maxLength }),
        );
        // What it adds to each item, e.g. +75,00 ₺, kept in its Latin order in Arabic too.
        const price =
          field.price > 0
            ? isolateLtr(`+${formatPrice(field.price, currency)}`)
            : intl.formatMessage(messages.free);
        return (
          <FormField
            key={field.id}
            data-slot="personalization-field"
            label={
              <>
                {field.label}{" "}
                <span className="font-normal text-fg-muted tabular-nums">({price})</span>
              </>
            }
            required={field.required}
            optional={!field.required}
            hint={field.hint ? `${field.hint} · ${count}` : count}
            {...(errors[field.id] ? { error: errors[field.id] } : {})}
          >
            <Input
              name={personalizationFieldName(field.id)}
              value={value}
              maxLength={field.maxLength}
              required={field.required}
              autoComplete="off"
              onChange={(event) => onValueChange(field.id, event.currentTarget.value)}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
