import { RegisterScreen } from "@shop/ui";
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
import { withReturnTo } from "../lib/safe-redirect.ts";
import type { action, loader } from "./register.server.ts";

export { action, loader } from "./register.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.register") }, { name: "robots", content: "noindex" }];
}

export default function RegisterRoute() {
  const { kvkk, membership, returnTo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <RegisterScreen
      values={refused?.values ?? {}}
      errors={refused?.errors ?? {}}
      {...(refused && Object.keys(refused.errors).length === 0
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      pending={navigation.state !== "idle"}
      agreements={{ kvkk, membership }}
      signInHref={withReturnTo(localizePath(paths.shopperLogin, locale), returnTo)}
      renderForm={routerForm()}
      renderLink={renderRouterLink}
    />
  );
}
