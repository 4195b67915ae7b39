import { TicketPercent } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/index.ts";
import { Input } from "../input/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.couponForm.title", description: "Heading of the coupon box" },
  label: { id: "commerce.couponForm.label", description: "Label of the coupon code field" },
  placeholder: { id: "commerce.couponForm.placeholder", description: "Empty code field's hint" },
  apply: { id: "commerce.couponForm.apply", description: "Button: apply the coupon" },
  applied: {
    id: "commerce.couponForm.applied",
    description: "The applied coupon; <b> wraps the code",
  },
  remove: { id: "commerce.couponForm.remove", description: "Button: remove the applied coupon" },
  removeLabel: {
    id: "commerce.couponForm.removeLabel",
    description: "Accessible name of the remove button, with the code",
  },
  required: {
    id: "commerce.couponForm.required",
    description: "Error when applying an empty code",
  },
});

export type CouponFormProps = Omit<ComponentProps<"section">, "children" | "onSubmit"> & {
  /** The coupon in use; shows it with a remove button instead of the form. */
  appliedCode?: string | null;
  /** Called with the trimmed code. */
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Why the last code was refused, as the app words it (no_price_range, cant_customer...). */
  error?: ReactNode;
  /** Applying or removing runs. */
  pending?: boolean;
  disabled?: boolean;
  defaultCode?: string;
  /** The code field's name in the form. */
  name?: string;
  /**
   * Renders the POST forms that apply (the code field and `applyFields`) and remove (the
   * `removeFields`) the coupon before JavaScript runs; with JavaScript the callbacks run.
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  applyFields?: ReactNode;
  removeFields?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

export function CouponForm({
  appliedCode,
  onApply,
  onRemove,
  error,
  pending = false,
  disabled = false,
  defaultCode = "",
  name = "coupon",
  renderForm = defaultRenderForm,
  applyFields,
  removeFields,
  className,
  ...props
}: CouponFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [code, setCode] = useState(defaultCode);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onApply(trimmed);
  };

  const shownError = missing ? intl.formatMessage(messages.required) : error;

  return (
    <section
      data-slot="coupon-form"
      data-state={appliedCode ? "applied" : "empty"}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-2.5", className)}
      {...props}
    >
      <h3
        id={titleId}
        data-slot="coupon-form-title"
        className="flex items-center gap-2 text-body-sm font-semibold text-fg-strong"
      >
        <TicketPercent aria-hidden="true" className="size-5 text-brand-fg" />
        {intl.formatMessage(messages.title)}
      </h3>
      {appliedCode ? (
        <div
          data-slot="coupon-form-applied"
          className="flex items-center justify-between gap-3 rounded-md border border-success-border bg-success-subtle py-1.5 ps-3 pe-1.5 text-body-sm text-success-fg"
        >
          <p role="status" className="min-w-0 break-words">
            {intl.formatMessage(messages.applied, {
              code: appliedCode,
              b: (chunks: ReactNode[]) => (
                <strong dir="ltr" className="font-semibold">
                  {chunks}
                </strong>
              ),
            })}
          </p>
          {renderForm({
            method: "post",
            className: "contents",
            children: (
              <>
                {removeFields}
                <Button
                  data-slot="coupon-form-remove"
                  type="submit"
                  variant="ghost"
                  size="sm"
                  loading={pending}
                  disabled={disabled}
                  aria-label={intl.formatMessage(messages.removeLabel, { code: appliedCode })}
                  onClick={(event) => {
                    event.preventDefault();
                    onRemove();
                  }}
                  className="text-success-fg hover:bg-surface"
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </>
            ),
          })}
        </div>
      ) : (
        renderForm({
          "data-slot": "coupon-form-form",
          method: "post",
          noValidate: true,
          onSubmit: submit,
          className: "flex items-start gap-2",
          children: (
            <>
              {applyFields}
              <FormField
                label={intl.formatMessage(messages.label)}
                labelHidden
                error={shownError}
                disabled={disabled}
                className="min-w-0 flex-1"
              >
                <Input
                  data-slot="coupon-form-input"
                  name={name}
                  value={code}
                  placeholder={intl.formatMessage(messages.placeholder)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  readOnly={pending}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setMissing(false);
                  }}
                />
              </FormField>
              <Button
                data-slot="coupon-form-apply"
                type="submit"
                variant="secondary"
                loading={pending}
                disabled={disabled}
              >
                {intl.formatMessage(messages.apply)}
              </Button>
              <span role="alert" className="sr-only">
                {shownError}
              </span>
            </>
          ),
        } as ComponentProps<"form">)
      )}
    </section>
  );
}
