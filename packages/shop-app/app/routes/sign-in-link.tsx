import { SignInLinkScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useActionData, useLoaderData, useNavigation } from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader, SignInLinkResult } from "./sign-in-link.server.ts";

export { action, loader } from "./sign-in-link.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.signInLink") },
    { name: "robots", content: "noindex" },
  ];
}

export default function SignInLinkRoute() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<SignInLinkResult>();
  const intl = useIntl();
  const navigation = useNavigation();
  const expired = page.state === "expired" || refused?.code === "sign_in_link_expired";
  return (
    <SignInLinkScreen
      expired={expired}
      {...(page.state === "ask" ? { current: page.current, linked: page.linked } : {})}
      {...(refused && !expired
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      pending={navigation.state !== "idle"}
      continueHref={page.returnTo}
      renderForm={routerForm()}
      renderLink={renderRouterLink}
    />
  );
}
