import { KeyRound, MailCheck } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: { id: "account.forgotPassword.title", description: "Heading: forgot your password" },
  intro: {
    id: "account.forgotPassword.intro",
    description: "Type your e-mail and we send a link to set a new password",
  },
  email: { id: "account.forgotPassword.email", description: "Field: e-mail" },
  submit: { id: "account.forgotPassword.submit", description: "Button: send the link" },
  sentTitle: { id: "account.forgotPassword.sentTitle", description: "Heading: check your inbox" },
  sentText: {
    id: "account.forgotPassword.sentText",
    description: "We sent a link to {email}; look in spam, the link expires",
  },
  sentTextNoEmail: {
    id: "account.forgotPassword.sentTextNoEmail",
    description: "We sent a link to your e-mail address; look in spam, the link expires",
  },
  signIn: { id: "account.forgotPassword.signIn", description: "Link: back to sign-in" },
});

export type ForgotPasswordScreenProps = Omit<ComponentProps<"div">, "children"> & {
  values?: { email?: string };
  errors?: Partial<Record<"email", string>>;
  /** A refusal (no account with this e-mail, too many attempts). */
  error?: ReactNode;
  pending?: boolean;
  /** The link was sent: shows where to look for it instead of the form. */
  sent?: boolean;
  signInHref: string;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const backLink = "self-start text-body-sm font-semibold text-brand-fg underline underline-offset-2";

/** Asks for the account's e-mail and sends it a link to set a new password. */
export function ForgotPasswordScreen({
  values = {},
  errors = {},
  error,
  pending = false,
  sent = false,
  signInHref,
  renderForm = defaultRenderForm,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ForgotPasswordScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <div
      data-slot="forgot-password-screen"
      data-state={sent ? "sent" : "form"}
      className={cn("mx-auto flex w-full max-w-md flex-col gap-4 py-6", className)}
      {...props}
    >
      {sent ? (
        <>
          <MailCheck aria-hidden="true" className="size-10 text-success" />
          <h1 className="text-heading-lg font-semibold text-fg-strong">{t("sentTitle")}</h1>
          <Notice tone="success">
            {values.email
              ? intl.formatMessage(messages.sentText, {
                  email: (
                    <bdi key="email" dir="ltr" className="font-semibold [overflow-wrap:anywhere]">
                      {values.email}
                    </bdi>
                  ),
                })
              : t("sentTextNoEmail")}
          </Notice>
        </>
      ) : (
        <>
          <KeyRound aria-hidden="true" className="size-10 text-brand" />
          <h1 className="text-heading-lg font-semibold text-fg-strong">{t("title")}</h1>
          <p className="text-body-sm text-fg-muted">{t("intro")}</p>
          {error && <Notice tone="error">{error}</Notice>}
          {renderForm({
            method: "post",
            noValidate: true,
            className: "flex flex-col gap-4",
            children: (
              <>
                <FormField label={t("email")} required error={errors.email}>
                  <Input
                    name="email"
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    defaultValue={values.email ?? ""}
                  />
                </FormField>
                <Button type="submit" size="lg" loading={pending}>
                  {t("submit")}
                </Button>
              </>
            ),
          })}
        </>
      )}
      {renderLink({ href: signInHref, className: backLink, children: t("signIn") })}
    </div>
  );
}
