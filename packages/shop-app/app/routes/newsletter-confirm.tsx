import { NewsletterConfirmationScreen } from "@shop/ui";
import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import { renderRouterLink } from "../features/layout/router-link.tsx";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import type { loader } from "./newsletter-confirm.server.ts";

export { loader } from "./newsletter-confirm.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.newsletterConfirm") },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterConfirmRoute() {
  const result = useLoaderData<typeof loader>();
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <NewsletterConfirmationScreen
      status={result.confirmed ? "confirmed" : "failed"}
      {...(result.confirmed ? { email: result.email } : {})}
      homeHref={localizePath(paths.home, locale)}
      renderLink={renderRouterLink}
    />
  );
}
