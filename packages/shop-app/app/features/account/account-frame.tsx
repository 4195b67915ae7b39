// The customer's area as the ui AccountLayout: each page names its section in its route handle
// ({ accountSection }); a page without one (an order's detail) shows without the frame.
import { AccountLayout, type AccountSection } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import type { AppMessageId } from "../../i18n/messages.ts";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { routerForm } from "../../lib/router-form.tsx";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { userAtom } from "../../state/customer.ts";

export interface AccountHandle {
  accountSection: AccountSection;
}

const TITLES: Record<AccountSection, AppMessageId> = {
  home: "app.page.account",
  orders: "app.page.orders",
  profile: "app.page.profile",
  addresses: "app.page.addresses",
  favourites: "app.page.favourites",
  giftCertificates: "app.page.giftCertificates",
  stockAlerts: "app.page.stockAlerts",
};

const PATHS: Record<AccountSection, string> = {
  home: paths.account,
  orders: paths.orders,
  profile: paths.profile,
  addresses: paths.addresses,
  favourites: paths.favourites,
  giftCertificates: paths.giftCertificates,
  stockAlerts: paths.stockAlerts,
};

export function accountHrefs(locale: ReturnType<typeof splitLocale>["locale"]) {
  return Object.fromEntries(
    Object.entries(PATHS).map(([section, path]) => [section, localizePath(path, locale)]),
  ) as Record<AccountSection, string>;
}

export function AccountFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const user = useAtomValue(userAtom);
  const { locale } = splitLocale(useLocation().pathname);
  const handle = useMatches().at(-1)?.handle as Partial<AccountHandle> | undefined;
  const section = handle?.accountSection;
  if (!section) return children;
  return (
    <AccountLayout
      className="py-6"
      title={intl.formatMessage({ id: TITLES[section] })}
      {...(user ? { customerName: user.name } : {})}
      current={section}
      hrefs={accountHrefs(locale)}
      renderLink={renderRouterLink}
      {...(user ? { renderSignOutForm: routerForm(localizePath(paths.signOut, locale)) } : {})}
    >
      {children}
    </AccountLayout>
  );
}
