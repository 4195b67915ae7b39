import { PhoneSignInForm, SignInScreen, SocialSignIn } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { signInNotice } from "../features/account/sign-in-status.ts";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import { withReturnTo } from "../lib/safe-redirect.ts";
import type { loader, SignInResult } from "./shopper-login.server.ts";

export { action, loader } from "./shopper-login.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.shopperLogin") },
    { name: "robots", content: "noindex" },
  ];
}

const PHONE_INTENTS = ["send-code", "verify-code", "restart"];

export default function ShopperLogin() {
  const { returnTo, guestCheckout, providers, status, socialError } =
    useLoaderData<typeof loader>();
  const sent = useActionData<SignInResult>();
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  const message = (code: Parameters<typeof errorMessageId>[0]) =>
    intl.formatMessage({ id: errorMessageId(code) });
  const intent = navigation.formData?.get("intent");
  const busy = navigation.state !== "idle";
  const byEmail = sent?.form === "email" ? sent : null;
  const byPhone = sent?.form === "phone" ? sent : null;
  const notice = signInNotice(status);
  const emailError =
    byEmail && Object.keys(byEmail.errors).length === 0
      ? message(byEmail.code)
      : socialError && !sent
        ? message(socialError)
        : undefined;
  return (
    <SignInScreen
      values={byEmail?.values ?? {}}
      errors={byEmail?.errors ?? {}}
      {...(emailError ? { error: emailError } : {})}
      {...(notice ? { notice: intl.formatMessage({ id: notice }) } : {})}
      pending={busy && intent !== "guest" && !PHONE_INTENTS.includes(String(intent))}
      guestPending={busy && intent === "guest"}
      registerHref={withReturnTo(localizePath(paths.register, locale), returnTo)}
      forgotPasswordHref={localizePath(paths.forgotPassword, locale)}
      orderLookupHref={localizePath(paths.orderLookup, locale)}
      renderForm={routerForm()}
      alternatives={
        <>
          <SocialSignIn providers={providers} />
          <PhoneSignInForm
            className="border-t border-border-subtle pt-4"
            step={byPhone?.step ?? "phone"}
            phone={byPhone?.phone ?? ""}
            channel={byPhone?.channel ?? "sms"}
            errors={byPhone?.errors ?? {}}
            {...(byPhone?.code && Object.keys(byPhone.errors).length === 0
              ? { error: message(byPhone.code) }
              : {})}
            pending={busy && PHONE_INTENTS.includes(String(intent))}
            renderForm={routerForm()}
          />
        </>
      }
      {...(guestCheckout
        ? {
            renderGuestForm: ({ children, ...props }) =>
              routerForm()({
                ...props,
                children: (
                  <>
                    <input type="hidden" name="intent" value="guest" />
                    {children}
                  </>
                ),
              }),
          }
        : {})}
      renderLink={renderRouterLink}
    />
  );
}
