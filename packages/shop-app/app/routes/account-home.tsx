import { AccountHomeScreen } from "@shop/ui";
import { type MetaArgs, useLocation } from "react-router";
import { type AccountHandle, accountHrefs } from "../features/account/account-frame.tsx";
import { splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { renderRouterLink } from "../lib/router-link.tsx";

export const handle: AccountHandle = { accountSection: "home" };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.account") }, { name: "robots", content: "noindex" }];
}

export default function AccountHome() {
  const { locale } = splitLocale(useLocation().pathname);
  return <AccountHomeScreen hrefs={accountHrefs(locale)} renderLink={renderRouterLink} />;
}
