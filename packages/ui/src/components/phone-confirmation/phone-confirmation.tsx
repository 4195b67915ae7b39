import { ShieldCheck, Smartphone } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: { id: "account.phoneConfirm.title", description: "Heading: confirm your phone" },
  needed: {
    id: "account.phoneConfirm.needed",
    description: "The phone {phone} is not confirmed yet; why to confirm it",
  },
  send: { id: "account.phoneConfirm.send", description: "Button: send a code by SMS" },
  sent: { id: "account.phoneConfirm.sent", description: "A code was sent to {phone}" },
  code: { id: "account.phoneConfirm.code", description: "Field: the 6-digit code" },
  confirm: { id: "account.phoneConfirm.confirm", description: "Button: confirm the phone" },
  resend: { id: "account.phoneConfirm.resend", description: "Button: send a new code" },
  confirmed: {
    id: "account.phoneConfirm.confirmed",
    description: "The phone {phone} is confirmed",
  },
});

export type PhoneConfirmationProps = Omit<ComponentProps<"section">, "children"> & {
  phone: string;
  confirmed: boolean;
  /** A code was sent: the form asks for it. */
  codeSent?: boolean;
  errors?: Partial<Record<"code", string>>;
  error?: ReactNode;
  pending?: boolean;
  /** Renders the POST form: `intent` phone-send, or phone-confirm with `code`. */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The member's phone: confirmed, or confirmed now with a code sent to it by SMS. */
export function PhoneConfirmation({
  phone,
  confirmed,
  codeSent = false,
  errors = {},
  error,
  pending = false,
  renderForm = defaultRenderForm,
  className,
  ...props
}: PhoneConfirmationProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) =>
    intl.formatMessage(messages[key], { phone: <bdi dir="ltr">{phone}</bdi> });
  if (confirmed) {
    return (
      <p
        data-slot="phone-confirmation"
        data-state="confirmed"
        className={cn("flex items-center gap-2 text-body-sm text-success-fg", className)}
      >
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        <span>{t("confirmed")}</span>
      </p>
    );
  }
  return (
    <section
      data-slot="phone-confirmation"
      data-state={codeSent ? "code" : "unconfirmed"}
      aria-labelledby="phone-confirmation-title"
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-warning-border bg-warning-subtle p-4",
        className,
      )}
      {...props}
    >
      <h2
        id="phone-confirmation-title"
        className="flex items-center gap-2 text-body-lg font-semibold text-fg-strong"
      >
        <Smartphone aria-hidden="true" className="size-5" />
        {t("title")}
      </h2>
      <p className="text-body-sm text-fg">{codeSent ? t("sent") : t("needed")}</p>
      {error && <Notice tone="error">{error}</Notice>}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-wrap items-end gap-3",
        children: codeSent ? (
          <>
            <FormField label={t("code")} required error={errors.code} className="w-40">
              <Input
                name="code"
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="tracking-[0.4em]"
              />
            </FormField>
            <Button type="submit" name="intent" value="phone-confirm" loading={pending}>
              {t("confirm")}
            </Button>
            <Button type="submit" name="intent" value="phone-send" variant="link" size="sm">
              {t("resend")}
            </Button>
          </>
        ) : (
          <Button
            type="submit"
            name="intent"
            value="phone-send"
            variant="outline"
            loading={pending}
          >
            {t("send")}
          </Button>
        ),
      })}
    </section>
  );
}
