import { MessageCircle, Smartphone } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: { id: "account.phoneSignIn.title", description: "Heading: sign in with a code" },
  intro: { id: "account.phoneSignIn.intro", description: "How signing in with a code works" },
  phone: { id: "account.phoneSignIn.phone", description: "Field: mobile phone" },
  bySms: { id: "account.phoneSignIn.bySms", description: "Button: send the code by SMS" },
  byWhatsapp: {
    id: "account.phoneSignIn.byWhatsapp",
    description: "Button: send the code by WhatsApp",
  },
  sent: {
    id: "account.phoneSignIn.sent",
    description: "The code was sent to {phone} by {channel, select, sms {SMS} other {WhatsApp}}",
  },
  code: { id: "account.phoneSignIn.code", description: "Field: the 6-digit code" },
  submit: { id: "account.phoneSignIn.submit", description: "Button: sign in with the code" },
  resend: { id: "account.phoneSignIn.resend", description: "Button: send a new code" },
  change: { id: "account.phoneSignIn.change", description: "Button: use another number" },
});

export type PhoneSignInFormProps = Omit<ComponentProps<"section">, "children"> & {
  /** Asking for the number, or for the code sent to it. */
  step: "phone" | "code";
  phone?: string;
  channel?: "sms" | "whatsapp";
  errors?: Partial<Record<"phone" | "code", string>>;
  /** A refusal of the whole step (wrong code, timeout, too many tries). */
  error?: ReactNode;
  pending?: boolean;
  /**
   * Renders the POST form. Fields: `intent` send-code (phone, channel), verify-code (phone,
   * channel, code) or restart.
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** Signing in with a one-time code sent by SMS or WhatsApp to the member's confirmed phone. */
export function PhoneSignInForm({
  step,
  phone = "",
  channel = "sms",
  errors = {},
  error,
  pending = false,
  renderForm = defaultRenderForm,
  className,
  ...props
}: PhoneSignInFormProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string>) =>
    intl.formatMessage(messages[key], values);
  return (
    <section
      data-slot="phone-sign-in-form"
      data-step={step}
      aria-labelledby="phone-sign-in-title"
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <h2 id="phone-sign-in-title" className="text-body-lg font-semibold text-fg-strong">
        {t("title")}
      </h2>
      {step === "phone" && <p className="text-body-sm text-fg-muted">{t("intro")}</p>}
      {error && <Notice tone="error">{error}</Notice>}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-3",
        children:
          step === "phone" ? (
            <>
              <input type="hidden" name="intent" value="send-code" />
              <FormField label={t("phone")} required error={errors.phone}>
                <Input
                  name="phone"
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  placeholder="05XX XXX XX XX"
                  defaultValue={phone}
                />
              </FormField>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button
                  type="submit"
                  name="channel"
                  value="sms"
                  variant="outline"
                  loading={pending}
                >
                  <Smartphone aria-hidden="true" />
                  {t("bySms")}
                </Button>
                <Button
                  type="submit"
                  name="channel"
                  value="whatsapp"
                  variant="outline"
                  loading={pending}
                >
                  <MessageCircle aria-hidden="true" />
                  {t("byWhatsapp")}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p role="status" className="text-body-sm text-fg">
                {t("sent", { phone, channel })}
              </p>
              <input type="hidden" name="phone" value={phone} />
              <input type="hidden" name="channel" value={channel} />
              <FormField label={t("code")} required error={errors.code}>
                <Input
                  name="code"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  pattern="[0-9]{6}"
                  className="tracking-[0.5em]"
                />
              </FormField>
              <Button type="submit" name="intent" value="verify-code" loading={pending}>
                {t("submit")}
              </Button>
              <div className="flex flex-wrap gap-x-4">
                <Button type="submit" name="intent" value="send-code" variant="link" size="sm">
                  {t("resend")}
                </Button>
                <Button type="submit" name="intent" value="restart" variant="link" size="sm">
                  {t("change")}
                </Button>
              </div>
            </>
          ),
      })}
    </section>
  );
}
