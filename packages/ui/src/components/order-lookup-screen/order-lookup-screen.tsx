import { PackageSearch } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.orderLookup.title", description: "Heading: follow an order" },
  intro: { id: "commerce.orderLookup.intro", description: "Explains code plus e-mail or phone" },
  code: { id: "commerce.orderLookup.code", description: "Field: order code (JS…)" },
  contact: { id: "commerce.orderLookup.contact", description: "Field: e-mail or phone" },
  submit: { id: "commerce.orderLookup.submit", description: "Button: find the order" },
});

export type OrderLookupScreenProps = Omit<ComponentProps<"div">, "children"> & {
  values?: { order_code?: string; contact?: string };
  errors?: Partial<Record<"order_code" | "contact", string>>;
  /** The order was not found (one message for both fields: nothing tells which was wrong). */
  error?: ReactNode;
  pending?: boolean;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** A guest follows an order by its number and the e-mail or phone it was placed with. */
export function OrderLookupScreen({
  values = {},
  errors = {},
  error,
  pending = false,
  renderForm = defaultRenderForm,
  className,
  ...props
}: OrderLookupScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="order-lookup-screen"
      className={cn("mx-auto flex w-full max-w-md flex-col gap-4 py-6", className)}
      {...props}
    >
      <PackageSearch aria-hidden="true" className="size-10 text-brand" />
      <h1 className="text-heading-lg font-semibold text-fg-strong">
        {intl.formatMessage(messages.title)}
      </h1>
      <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.intro)}</p>
      {error && <Notice tone="error">{error}</Notice>}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-4",
        children: (
          <>
            <FormField label={intl.formatMessage(messages.code)} required error={errors.order_code}>
              <Input
                name="order_code"
                dir="ltr"
                autoComplete="off"
                placeholder="JS100001"
                defaultValue={values.order_code ?? ""}
              />
            </FormField>
            <FormField label={intl.formatMessage(messages.contact)} required error={errors.contact}>
              <Input
                name="contact"
                dir="ltr"
                autoComplete="email"
                defaultValue={values.contact ?? ""}
              />
            </FormField>
            <Button type="submit" size="lg" loading={pending}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </>
        ),
      })}
    </div>
  );
}
