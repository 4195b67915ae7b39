import { ForgotPasswordScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useActionData, useLocation, useNavigation } from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { ForgotPasswordResult } from "./forgot-password.server.ts";

export { action } from "./forgot-password.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.forgotPassword") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ForgotPasswordRoute() {
  const sent = useActionData<ForgotPasswordResult>();
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  const refused = sent && "code" in sent ? sent : null;
  return (
    <ForgotPasswordScreen
      values={{ email: sent?.email ?? "" }}
      errors={refused?.errors ?? {}}
      {...(refused && Object.keys(refused.errors).length === 0
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      sent={sent !== undefined && "sent" in sent}
      pending={navigation.state !== "idle"}
      signInHref={localizePath(paths.shopperLogin, locale)}
      renderForm={routerForm()}
      renderLink={renderRouterLink}
    />
  );
}
