import { NewsletterConfirmationScreen } from "@shop/ui";
import {
  type MetaArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader, NewsletterConfirmResult } from "./newsletter-confirm.server.ts";

export { action, loader } from "./newsletter-confirm.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.newsletterConfirm") },
    { name: "robots", content: "noindex" },
    // The link's key must not leave in a Referer header to another site; "no-referrer" would
    // also send the button's POST with `Origin: null`, which the shop refuses.
    { name: "referrer", content: "same-origin" },
  ];
}

export default function NewsletterConfirmRoute() {
  const { token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<NewsletterConfirmResult>();
  const navigation = useNavigation();
  const { locale } = splitLocale(useLocation().pathname);
  const status = result
    ? result.confirmed
      ? "confirmed"
      : "failed"
    : valid
      ? "pending"
      : "failed";
  return (
    <NewsletterConfirmationScreen
      status={status}
      token={token}
      pending={navigation.state !== "idle"}
      {...(result?.confirmed ? { email: result.email } : {})}
      homeHref={localizePath(paths.home, locale)}
      renderLink={renderRouterLink}
      renderForm={routerForm()}
    />
  );
}
