import { LogIn, type LucideIcon, PackageSearch, ShoppingBag, UserPlus } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";
import { PasswordInput } from "../password-input/password-input.tsx";

const messages = defineUiMessages({
  title: { id: "account.signIn.title", description: "Heading: sign in as a member" },
  email: { id: "account.signIn.email", description: "Field: e-mail" },
  password: { id: "account.signIn.password", description: "Field: password" },
  forgot: { id: "account.signIn.forgot", description: "Link: forgot password" },
  submit: { id: "account.signIn.submit", description: "Button: sign in" },
  newTitle: { id: "account.signIn.newTitle", description: "Heading: not a member yet" },
  newText: { id: "account.signIn.newText", description: "Why to register" },
  register: { id: "account.signIn.register", description: "Link: create an account" },
  guestTitle: { id: "account.signIn.guestTitle", description: "Heading: buy without an account" },
  guestText: { id: "account.signIn.guestText", description: "Guest checkout explained" },
  guest: { id: "account.signIn.guest", description: "Button: continue as guest" },
  lookupTitle: { id: "account.signIn.lookupTitle", description: "Heading: follow an order" },
  lookupText: {
    id: "account.signIn.lookupText",
    description: "Order-number sign-in explained",
  },
  lookup: { id: "account.signIn.lookup", description: "Link: follow an order by its number" },
});

export type SignInScreenProps = Omit<ComponentProps<"div">, "children"> & {
  values?: { email?: string };
  errors?: Partial<Record<"email" | "password", string>>;
  /** Why the sign-in was refused (wrong password, user not found, too many attempts). */
  error?: ReactNode;
  /** A message above the form (the password was changed: sign in with the new one). */
  notice?: ReactNode;
  pending?: boolean;
  registerHref: string;
  /** The forgotten-password page, linked under the password when given. */
  forgotPasswordHref?: string | undefined;
  orderLookupHref: string;
  /** Other ways in (a one-time code, social providers), under the e-mail form. */
  alternatives?: ReactNode;
  /** On the way to the checkout: renders the `<form>` that goes on as a guest. */
  renderGuestForm?: (props: ComponentProps<"form">) => ReactElement;
  guestPending?: boolean;
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const panel = "flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-5";

/** Another way on beside the sign-in form: a heading, a line on it, and its action. */
function SidePanel({
  id,
  icon: Icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="flex items-center gap-2 text-heading-sm font-semibold">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        {title}
      </h2>
      <p className="text-body-sm text-fg-muted">{text}</p>
      {children}
    </section>
  );
}

/**
 * The shopper's way in: e-mail and password, with registration, guest checkout (on the way to the
 * checkout) and following an order by its number beside it.
 */
export function SignInScreen({
  values = {},
  errors = {},
  error,
  notice,
  pending = false,
  registerHref,
  forgotPasswordHref,
  orderLookupHref,
  alternatives,
  renderGuestForm,
  guestPending = false,
  renderForm = defaultRenderForm,
  renderLink = defaultRenderLink,
  className,
  ...props
}: SignInScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <div
      data-slot="sign-in-screen"
      className={cn("mx-auto grid w-full max-w-4xl gap-6 py-6 md:grid-cols-2", className)}
      {...props}
    >
      <section aria-labelledby="sign-in-title" className={panel}>
        <h1 id="sign-in-title" className="flex items-center gap-2 text-heading-lg font-semibold">
          <LogIn aria-hidden="true" className="size-6 text-brand rtl:-scale-x-100" />
          {t("title")}
        </h1>
        {notice && <Notice tone="success">{notice}</Notice>}
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
                  autoComplete="username"
                  defaultValue={values.email ?? ""}
                />
              </FormField>
              <FormField label={t("password")} required error={errors.password}>
                <PasswordInput name="password" dir="ltr" />
              </FormField>
              {forgotPasswordHref &&
                renderLink({
                  href: forgotPasswordHref,
                  className:
                    "self-end text-body-sm font-semibold text-brand-fg underline underline-offset-2",
                  children: t("forgot"),
                })}
              <Button type="submit" size="lg" loading={pending}>
                {t("submit")}
              </Button>
            </>
          ),
        })}
        {alternatives}
      </section>
      <div className="flex flex-col gap-6">
        {renderGuestForm && (
          <SidePanel
            id="sign-in-guest"
            icon={ShoppingBag}
            title={t("guestTitle")}
            text={t("guestText")}
          >
            {renderGuestForm({
              method: "post",
              className: "flex flex-col",
              children: (
                <Button type="submit" variant="secondary" size="lg" loading={guestPending}>
                  {t("guest")}
                </Button>
              ),
            })}
          </SidePanel>
        )}
        <SidePanel id="sign-in-new" icon={UserPlus} title={t("newTitle")} text={t("newText")}>
          <Button asChild variant="outline" size="lg">
            {renderLink({ href: registerHref, children: t("register") })}
          </Button>
        </SidePanel>
        <SidePanel
          id="sign-in-lookup"
          icon={PackageSearch}
          title={t("lookupTitle")}
          text={t("lookupText")}
        >
          <Button asChild variant="outline" size="lg">
            {renderLink({ href: orderLookupHref, children: t("lookup") })}
          </Button>
        </SidePanel>
      </div>
    </div>
  );
}
