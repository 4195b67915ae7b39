import { SignInScreen } from "@shop/ui";
import { useIntl } from "react-intl";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { routerForm } from "../features/layout/router-form.tsx";
import { renderRouterLink } from "../features/layout/router-link.tsx";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { withReturnTo } from "../lib/safe-redirect.ts";
import type { action, loader } from "./shopper-login.server.ts";

export { action, loader } from "./shopper-login.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.shopperLogin") },
    { name: "robots", content: "noindex" },
  ];
}

export default function ShopperLogin() {
  const { returnTo, guestCheckout } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const intl = useIntl();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  const intent = navigation.formData?.get("intent");
  const busy = navigation.state !== "idle";
  return (
    <SignInScreen
      values={refused?.values ?? {}}
      errors={refused?.errors ?? {}}
      {...(refused && Object.keys(refused.errors).length === 0
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      pending={busy && intent !== "guest"}
      guestPending={busy && intent === "guest"}
      registerHref={withReturnTo(localizePath(paths.register, locale), returnTo)}
      orderLookupHref={localizePath(paths.orderLookup, locale)}
      renderForm={routerForm()}
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
