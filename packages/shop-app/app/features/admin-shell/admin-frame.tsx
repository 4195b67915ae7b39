// The admin area's frame: the ui AdminShell with the admin menu, the page's title and
// menu entry (from its declaration in admin-pages.ts), the left menu's remembered state, the
// admin's language and sign-out.
import { type AdminMenuLinkProps, AdminShell, LanguageSwitcher } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { AppMessageId } from "../../i18n/messages.ts";
import { adminPageAt, adminTrail } from "../../lib/admin-pages.ts";
import type { Locale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { adminMenu } from "./admin-menu.ts";
import { useAdminMenu } from "./use-admin-menu.ts";

const menuGroups = adminMenu(paths.admin);

function renderLink({ href, ...props }: AdminMenuLinkProps) {
  return <Link to={href} {...props} />;
}

/**
 * The same admin page in another language: the paths carry no locale, so the server takes the
 * choice from ?lang=, remembers it and drops it (a plain link: the whole page changes language).
 */
function useLanguageHref() {
  const location = useLocation();
  return (locale: Locale) => {
    const search = new URLSearchParams(location.search);
    search.set("lang", locale);
    return `${location.pathname}?${search}`;
  };
}

export function AdminFrame({
  shopName,
  adminName,
  title,
  children,
}: {
  shopName: string;
  adminName: string;
  /** Overrides the page's title (error pages). */
  title?: AppMessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = adminPageAt(pathname, paths.admin);
  const breadcrumbs = adminTrail(pathname, paths.admin).map(({ page, href }, index, trail) => ({
    label: intl.formatMessage({ id: page.title }),
    ...(index < trail.length - 1 ? { href } : {}),
  }));
  const { collapsed, setCollapsed } = useAdminMenu();
  const languageHref = useLanguageHref();

  const signOut = async () => {
    const { createShopApi, unwrap } = await import("../../lib/shop-api.ts");
    try {
      const api = createShopApi({ origin: window.location.origin, language: "tr", currency: 1 });
      await unwrap(api.adminToken.logout.$post());
    } catch (error) {
      console.warn("admin sign out failed", error);
    }
    await navigate(paths.adminLogin);
  };

  return (
    <AdminShell
      shopName={shopName}
      homeHref={paths.admin}
      adminName={adminName}
      onSignOut={() => void signOut()}
      topBarActions={<LanguageSwitcher getHref={languageHref} compact />}
      menuGroups={menuGroups}
      {...(page ? { activeMenuId: page.menu } : {})}
      menuCollapsed={collapsed}
      onMenuCollapsedChange={setCollapsed}
      renderLink={renderLink}
      title={intl.formatMessage({ id: title ?? page?.title ?? "app.page.admin" })}
      {...(title ? {} : { breadcrumbs })}
    >
      {children}
    </AdminShell>
  );
}
