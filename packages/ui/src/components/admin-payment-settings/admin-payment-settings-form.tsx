import { type FormEvent, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { AdminForm, FormActions, FormGridItem, FormSection } from "../admin-form/admin-form.tsx";
import { formatPriceInput } from "../filter-panel/filters.ts";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Switch } from "../switch/switch.tsx";

const messages = defineUiMessages({
  methods: { id: "admin.payments.methods" },
  methodsHint: { id: "admin.payments.methodsHint" },
  card: { id: "admin.payments.card" },
  cardHint: { id: "admin.payments.cardHint" },
  wireTransfer: { id: "admin.payments.wireTransfer" },
  wireTransferHint: { id: "admin.payments.wireTransferHint" },
  door: { id: "admin.payments.door" },
  doorHint: { id: "admin.payments.doorHint" },
  doorFee: { id: "admin.payments.doorFee" },
  doorFeeHint: { id: "admin.payments.doorFeeHint" },
  providers: { id: "admin.payments.providers" },
  providersHint: { id: "admin.payments.providersHint" },
});

export const ADMIN_PAYMENT_METHODS = ["card", "wire_transfer", "door"] as const;
export type AdminPaymentMethod = (typeof ADMIN_PAYMENT_METHODS)[number];

export interface AdminPaymentSettingsValues {
  card: boolean;
  wire_transfer: boolean;
  door: boolean;
  /** The pay-at-the-door fee in minor units of `currency`. */
  door_fee: number;
  currency: string;
}

/** What the form sends: the switches, and the fee as typed ("19,90"). */
export interface AdminPaymentSettingsSubmit {
  card: boolean;
  wire_transfer: boolean;
  door: boolean;
  door_fee: string;
}

export interface AdminPaymentSettingsFormProps {
  values: AdminPaymentSettingsValues;
  /** Refusals by field: `methods` (none still on) and `door_fee`. */
  errors?: Partial<Record<"methods" | "door_fee", ReactNode>>;
  saving?: boolean;
  onSave?: (values: AdminPaymentSettingsSubmit) => unknown;
  /** The names of the card payment providers that are on (read only: set by the server). */
  cardProviders?: readonly string[];
}

const labels = {
  card: ["card", "cardHint"],
  wire_transfer: ["wireTransfer", "wireTransferHint"],
  door: ["door", "doorHint"],
} as const;

/** Which payment methods the checkout offers, and the pay-at-the-door fee. */
export function AdminPaymentSettingsForm({
  values,
  errors = {},
  saving = false,
  onSave,
  cardProviders = [],
}: AdminPaymentSettingsFormProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, params?: Record<string, string>) =>
    intl.formatMessage(messages[key], params);
  const id = useId();
  const [on, setOn] = useState<Record<AdminPaymentMethod, boolean>>({
    card: values.card,
    wire_transfer: values.wire_transfer,
    door: values.door,
  });
  const [fee, setFee] = useState(formatPriceInput(values.door_fee));
  const dirty =
    ADMIN_PAYMENT_METHODS.some((method) => on[method] !== values[method]) ||
    fee !== formatPriceInput(values.door_fee);
  const summary = [
    ...(errors.methods ? [{ fieldId: `${id}-card`, message: errors.methods }] : []),
    ...(errors.door_fee ? [{ fieldId: `${id}-fee`, message: errors.door_fee }] : []),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.({ ...on, door_fee: fee });
  };

  return (
    <AdminForm errors={summary} onSubmit={submit} aria-label={t("methods")}>
      <FormSection title={t("methods")} description={t("methodsHint")} columns={1}>
        {ADMIN_PAYMENT_METHODS.map((method) => (
          <Switch
            key={method}
            id={`${id}-${method}`}
            name={method}
            value="true"
            checked={on[method]}
            onCheckedChange={(checked) => setOn((current) => ({ ...current, [method]: checked }))}
            label={t(labels[method][0])}
            description={t(labels[method][1])}
            aria-invalid={errors.methods ? true : undefined}
          />
        ))}
        {errors.methods && (
          <p role="alert" className="text-body-sm text-danger-fg">
            {errors.methods}
          </p>
        )}
        <FormGridItem className="max-w-sm">
          <FormField
            label={t("doorFee", { currency: values.currency })}
            hint={t("doorFeeHint")}
            error={errors.door_fee}
            required
          >
            <Input
              id={`${id}-fee`}
              name="door_fee"
              inputMode="decimal"
              dir="ltr"
              placeholder="0,00"
              value={fee}
              onChange={(event) => setFee(event.target.value)}
            />
          </FormField>
        </FormGridItem>
      </FormSection>
      {cardProviders.length > 0 && (
        <FormSection title={t("providers")} description={t("providersHint")} columns={1}>
          <ul data-slot="admin-payment-providers" className="flex flex-wrap gap-2">
            {cardProviders.map((name) => (
              <li
                key={name}
                className="rounded-md border border-border-subtle bg-surface px-3 py-1 text-body-sm text-fg"
              >
                {name}
              </li>
            ))}
          </ul>
        </FormSection>
      )}
      <FormActions pending={saving} dirty={dirty} sticky={false} />
    </AdminForm>
  );
}
