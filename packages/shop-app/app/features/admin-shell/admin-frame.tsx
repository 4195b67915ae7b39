// The admin area's frame: the ui AdminShell with the standard admin menu, the page's title and
// menu entry (from the route's handle), the left menu's remembered state, the admin's language
// and sign-out.
import {
  type AdminMenuLinkProps,
  AdminShell,
  createAdminMenu,
  filterAdminMenu,
  LanguageSwitcher,
} from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import type { ReactNode } from "react";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import type { AppMessageId } from "../../i18n/messages.ts";
import { adminPageHrefs } from "../../lib/admin-pages.ts";
import type { Locale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { useAdminMenu } from "./use-admin-menu.ts";

/** What an admin route puts in its `handle`. */
export interface AdminHandle {
  admin: {
    menuId?: string;
    title: AppMessageId;
    /** The title while the page makes a new record (its loader answers mode "create"). */
    newTitle?: AppMessageId;
  };
}

const servedPages = adminPageHrefs(paths.admin);

const menuGroups = filterAdminMenu(createAdminMenu(paths.admin), (href) => servedPages.has(href));

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

function useAdminPage(): AdminHandle["admin"] {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<AdminHandle> | undefined;
    if (!handle?.admin) continue;
    const { newTitle, ...page } = handle.admin;
    const creating = (match.loaderData as { mode?: string } | undefined)?.mode === "create";
    return creating && newTitle ? { ...page, title: newTitle } : page;
  }
  return { title: "app.page.admin" };
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
  const page = useAdminPage();
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
      {...(page.menuId ? { activeMenuId: page.menuId } : {})}
      menuCollapsed={collapsed}
      onMenuCollapsedChange={setCollapsed}
      renderLink={renderLink}
      title={intl.formatMessage({ id: title ?? page.title })}
    >
      {children}
    </AdminShell>
  );
}
