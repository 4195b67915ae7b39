import { Clock, KeyRound } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Notice } from "../notice/notice.tsx";
import { PasswordInput } from "../password-input/password-input.tsx";

const messages = defineUiMessages({
  title: { id: "account.resetPassword.title", description: "Heading: set a new password" },
  intro: { id: "account.resetPassword.intro", description: "Choose the new password" },
  password: { id: "account.resetPassword.password", description: "Field: new password" },
  passwordHint: {
    id: "account.resetPassword.passwordHint",
    description: "Hint under the password: at least 8 characters",
  },
  submit: { id: "account.resetPassword.submit", description: "Button: save the new password" },
  expiredTitle: {
    id: "account.resetPassword.expiredTitle",
    description: "Heading: the link has expired",
  },
  expiredText: {
    id: "account.resetPassword.expiredText",
    description: "The link expired or was used; ask for a new one",
  },
  requestAgain: {
    id: "account.resetPassword.requestAgain",
    description: "Link: ask for a new link",
  },
  signIn: { id: "account.resetPassword.signIn", description: "Link: back to sign-in" },
});

export type ResetPasswordScreenProps = Omit<ComponentProps<"div">, "children"> & {
  /** The link's token, sent back with the new password in a hidden `token` field. */
  token: string;
  errors?: Partial<Record<"password", string>>;
  /** A refusal of the new password (a common one, too many attempts). */
  error?: ReactNode;
  pending?: boolean;
  /** The link has expired or was already used: offers a new one instead of the form. */
  expired?: boolean;
  forgotPasswordHref: string;
  signInHref: string;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const backLink = "self-start text-body-sm font-semibold text-brand-fg underline underline-offset-2";

/** Sets a new password from the e-mailed link, or offers a new link when it has expired. */
export function ResetPasswordScreen({
  token,
  errors = {},
  error,
  pending = false,
  expired = false,
  forgotPasswordHref,
  signInHref,
  renderForm = defaultRenderForm,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ResetPasswordScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <div
      data-slot="reset-password-screen"
      data-state={expired ? "expired" : "form"}
      className={cn("mx-auto flex w-full max-w-md flex-col gap-4 py-6", className)}
      {...props}
    >
      {expired ? (
        <>
          <Clock aria-hidden="true" className="size-10 text-warning" />
          <h1 className="text-heading-lg font-semibold text-fg-strong">{t("expiredTitle")}</h1>
          <Notice tone="warning">{t("expiredText")}</Notice>
          <Button asChild size="lg">
            {renderLink({ href: forgotPasswordHref, children: t("requestAgain") })}
          </Button>
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
                <input type="hidden" name="token" value={token} />
                <FormField
                  label={t("password")}
                  required
                  hint={t("passwordHint")}
                  error={errors.password}
                >
                  <PasswordInput name="password" dir="ltr" autoComplete="new-password" />
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
