import { ResetPasswordScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader, ResetPasswordResult } from "./reset-password.server.ts";

export { action, loader } from "./reset-password.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.resetPassword") },
    { name: "robots", content: "noindex" },
    // The link's token must not leave in a Referer header to another site; "no-referrer" would
    // also send the form's POST with `Origin: null`, which the shop refuses.
    { name: "referrer", content: "same-origin" },
  ];
}

export default function ResetPasswordRoute() {
  const { token, expired } = useLoaderData<typeof loader>();
  const refused = useActionData<ResetPasswordResult>();
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  const linkExpired = expired || refused?.code === "password_link_expired";
  return (
    <ResetPasswordScreen
      token={token}
      expired={linkExpired}
      errors={refused?.errors ?? {}}
      {...(refused && !linkExpired && Object.keys(refused.errors).length === 0
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      pending={navigation.state !== "idle"}
      forgotPasswordHref={localizePath(paths.forgotPassword, locale)}
      signInHref={localizePath(paths.shopperLogin, locale)}
      renderForm={routerForm()}
      renderLink={renderRouterLink}
    />
  );
}
