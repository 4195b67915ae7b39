import { UserPlus } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from "../dialog/dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";
import { PasswordInput } from "../password-input/password-input.tsx";

const messages = defineUiMessages({
  title: { id: "account.register.title", description: "Heading: create an account" },
  name: { id: "account.register.name", description: "Field: first name" },
  surname: { id: "account.register.surname", description: "Field: surname" },
  email: { id: "account.register.email", description: "Field: e-mail" },
  phone: { id: "account.register.phone", description: "Field: mobile phone" },
  password: { id: "account.register.password", description: "Field: new password" },
  passwordHint: {
    id: "account.register.passwordHint",
    description: "Hint under the password: at least 8 characters, not a common one",
  },
  kvkk: {
    id: "account.register.kvkk",
    description: "Checkbox; <link> opens the KVKK (personal data) notice",
  },
  membership: {
    id: "account.register.membership",
    description: "Checkbox; <link> opens the membership agreement",
  },
  marketing: {
    id: "account.register.marketing",
    description: "Checkbox: agrees to receive campaigns by e-mail and SMS",
  },
  submit: { id: "account.register.submit", description: "Button: create the account" },
  haveAccount: {
    id: "account.register.haveAccount",
    description: "Before the sign-in link: already a member?",
  },
  signIn: { id: "account.register.signIn", description: "Link: sign in" },
});

export type RegisterField =
  | "name"
  | "surname"
  | "email"
  | "phone"
  | "password"
  | "kvkk_agreement"
  | "membership_agreement";

/** An agreement to accept: its page (opened in a new tab without JavaScript) and its text. */
export interface RegisterAgreement {
  title: string;
  href: string;
  /** The agreement's text, HTML written by the shop. */
  html: string;
}

export type RegisterScreenProps = Omit<ComponentProps<"div">, "children"> & {
  values?: Partial<Record<"name" | "surname" | "email" | "phone", string>>;
  errors?: Partial<Record<RegisterField, string>>;
  /** A refusal of the whole form (e-mail or phone already used, too many attempts). */
  error?: ReactNode;
  pending?: boolean;
  agreements: { kvkk: RegisterAgreement; membership: RegisterAgreement };
  signInHref: string;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** Registration: who the shopper is, a password, and the two agreements to accept. */
export function RegisterScreen({
  values = {},
  errors = {},
  error,
  pending = false,
  agreements,
  signInHref,
  renderForm = defaultRenderForm,
  renderLink = defaultRenderLink,
  className,
  ...props
}: RegisterScreenProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<"kvkk" | "membership" | null>(null);
  const t = (key: keyof typeof messages, vars?: Record<string, unknown>) =>
    intl.formatMessage(messages[key], vars as Record<string, string>);
  const shown = open ? agreements[open] : null;

  const agreement = (
    name: "kvkk_agreement" | "membership_agreement",
    which: "kvkk" | "membership",
  ) => (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-body">
        <input
          type="checkbox"
          name={name}
          value="true"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <span>
          {t(which, {
            link: (chunks: ReactNode) => (
              <a
                href={agreements[which].href}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-fg underline underline-offset-2"
                onClick={(event) => {
                  // With JavaScript the text opens over the form, which keeps what was typed.
                  event.preventDefault();
                  setOpen(which);
                }}
              >
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {errors[name] && (
        <p id={`${name}-error`} className="ps-6 text-body-sm text-danger-fg">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div
      data-slot="register-screen"
      className={cn("mx-auto flex w-full max-w-xl flex-col gap-4 py-6", className)}
      {...props}
    >
      <h1 className="flex items-center gap-2 text-heading-lg font-semibold text-fg-strong">
        <UserPlus aria-hidden="true" className="size-6 text-brand" />
        {t("title")}
      </h1>
      {error && <Notice tone="error">{error}</Notice>}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-4 rounded-lg border border-border-subtle bg-surface p-5",
        children: (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("name")} required error={errors.name}>
                <Input name="name" autoComplete="given-name" defaultValue={values.name ?? ""} />
              </FormField>
              <FormField label={t("surname")} required error={errors.surname}>
                <Input
                  name="surname"
                  autoComplete="family-name"
                  defaultValue={values.surname ?? ""}
                />
              </FormField>
            </div>
            <FormField label={t("email")} required error={errors.email}>
              <Input
                name="email"
                type="email"
                dir="ltr"
                autoComplete="email"
                defaultValue={values.email ?? ""}
              />
            </FormField>
            <FormField label={t("phone")} required error={errors.phone}>
              <Input
                name="phone"
                type="tel"
                dir="ltr"
                autoComplete="tel"
                placeholder="05XX XXX XX XX"
                defaultValue={values.phone ?? ""}
              />
            </FormField>
            <FormField
              label={t("password")}
              required
              hint={t("passwordHint")}
              error={errors.password}
            >
              <PasswordInput name="password" dir="ltr" autoComplete="new-password" />
            </FormField>
            <fieldset className="flex flex-col gap-2">
              {agreement("kvkk_agreement", "kvkk")}
              {agreement("membership_agreement", "membership")}
              <label className="flex items-start gap-2 text-body">
                <input
                  type="checkbox"
                  name="marketing_consent"
                  value="true"
                  className="mt-1 size-4 shrink-0 accent-brand"
                />
                <span>{t("marketing")}</span>
              </label>
            </fieldset>
            <Button type="submit" size="lg" loading={pending}>
              {t("submit")}
            </Button>
          </>
        ),
      })}
      <p className="text-body-sm text-fg-muted">
        {t("haveAccount")}{" "}
        {renderLink({
          href: signInHref,
          className: "font-semibold text-brand-fg underline underline-offset-2",
          children: t("signIn"),
        })}
      </p>
      <Dialog open={shown !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{shown?.title}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <div
              className="prose max-h-[400px] overflow-y-auto text-body-sm"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own agreement text, written by its admin
              dangerouslySetInnerHTML={{ __html: shown?.html ?? "" }}
            />
          </DialogBody>
        </DialogContent>
      </Dialog>
    </div>
  );
}
