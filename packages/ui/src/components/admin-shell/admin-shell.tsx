import { LogOut, Menu, Store } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useId, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { AdminLeftMenu, type AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import type { AdminMenuGroup } from "../admin-left-menu/admin-menu.ts";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/breadcrumbs.tsx";
import { Button } from "../button/button.tsx";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "../dialog/dialog.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";

const messages = defineUiMessages({
  skipToContent: { id: "admin.shell.skipToContent" },
  openMenu: { id: "admin.shell.openMenu" },
  signOut: { id: "admin.shell.signOut" },
  signedInAs: { id: "admin.shell.signedInAs" },
  adminArea: { id: "admin.shell.adminArea" },
});

export interface AdminShellProps extends Omit<ComponentProps<"div">, "title"> {
  shopName: ReactNode;
  /** Replaces the default shop icon beside the name. */
  logo?: ReactNode;
  /** Where the shop name leads: the admin dashboard. */
  homeHref?: string;
  /** The signed-in admin's name. */
  adminName: ReactNode;
  onSignOut: () => void;
  /** Extra controls in the top bar, before the admin's name ("View shop", a language switcher). */
  topBarActions?: ReactNode;
  menuGroups: AdminMenuGroup[];
  /** The menu item of the current page. */
  activeMenuId?: string;
  menuCollapsed?: boolean;
  /** The app remembers the choice (the specification's admin-menu cookie). */
  onMenuCollapsedChange?: (collapsed: boolean) => void;
  /** Renders every link of the shell and its menu, for the app's router link. */
  renderLink?: (props: AdminMenuLinkProps) => ReactElement;
  /** The page's heading. */
  title: ReactNode;
  /** The page's trail, above the title, from the dashboard to the current page. */
  breadcrumbs?: BreadcrumbItem[];
  /** The page's main actions, at the end of the title row. */
  actions?: ReactNode;
  children?: ReactNode;
}

function initialsOf(name: ReactNode): string {
  if (typeof name !== "string") return "";
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join("");
}

function AdminShell({
  shopName,
  logo,
  homeHref = "/admin",
  adminName,
  onSignOut,
  topBarActions,
  menuGroups,
  activeMenuId,
  menuCollapsed = false,
  onMenuCollapsedChange,
  renderLink = defaultRenderLink,
  title,
  breadcrumbs,
  actions,
  className,
  children,
  ...props
}: AdminShellProps) {
  const intl = useIntl();
  const id = useId();
  const mainId = `${id}-main`;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const initials = initialsOf(adminName);

  return (
    <div
      data-slot="admin-shell"
      className={cn("flex h-dvh min-h-0 flex-col bg-surface-muted text-fg", className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        data-slot="admin-shell-skip-link"
        className="sr-only focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-toast focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-body-sm focus:font-semibold focus:text-fg-strong focus:shadow-lg"
      >
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header
        data-slot="admin-shell-top-bar"
        className="relative z-sticky flex h-16 shrink-0 items-center gap-3 border-b border-border-subtle bg-surface px-3 md:px-5"
      >
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogTrigger asChild>
            <IconButton
              label={intl.formatMessage(messages.openMenu)}
              className="md:hidden"
              data-slot="admin-shell-menu-button"
            >
              <Menu aria-hidden="true" />
            </IconButton>
          </DialogTrigger>
          <DialogContent
            data-slot="admin-shell-drawer"
            aria-describedby={undefined}
            className={cn(
              "inset-y-0 start-0 end-auto h-dvh w-[min(20rem,85vw)] max-w-none rounded-none",
              "sm:inset-y-0 sm:start-0 sm:end-auto sm:m-0 sm:h-dvh sm:max-h-none sm:w-80 sm:max-w-80 sm:rounded-none",
              "starting:-translate-x-6 rtl:starting:translate-x-6 sm:starting:scale-100",
            )}
          >
            <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-border-subtle px-4 pe-14">
              {logo ?? (
                <span className="grid size-9 shrink-0 place-items-center rounded-md bg-brand text-fg-on-brand">
                  <Store aria-hidden="true" className="size-5" />
                </span>
              )}
              <DialogTitle className="min-w-0 truncate text-body font-bold">{shopName}</DialogTitle>
            </div>
            <AdminLeftMenu
              groups={menuGroups}
              activeId={activeMenuId}
              collapsible={false}
              renderLink={renderLink}
              onNavigate={() => setDrawerOpen(false)}
              className="min-h-0 w-full flex-1 border-e-0"
            />
          </DialogContent>
        </Dialog>
        {renderLink({
          href: homeHref,
          "data-slot": "admin-shell-brand",
          className:
            "flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
          children: (
            <>
              {logo ?? (
                <span className="grid size-9 shrink-0 place-items-center rounded-md bg-brand text-fg-on-brand">
                  <Store aria-hidden="true" className="size-5" />
                </span>
              )}
              <span className="flex min-w-0 flex-col leading-tight">
                <span className="truncate text-body font-bold text-fg-strong">{shopName}</span>
                <span className="truncate text-caption font-medium text-fg-muted">
                  {intl.formatMessage(messages.adminArea)}
                </span>
              </span>
            </>
          ),
        } as AdminMenuLinkProps)}
        <div className="ms-auto flex min-w-0 items-center gap-2 md:gap-3">
          {topBarActions && (
            <div data-slot="admin-shell-top-bar-actions" className="flex items-center gap-2">
              {topBarActions}
            </div>
          )}
          <div
            data-slot="admin-shell-user"
            className="flex min-w-0 items-center gap-2.5 border-border-subtle md:border-s md:ps-4"
          >
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-body-sm font-semibold text-fg-on-secondary"
            >
              {initials}
            </span>
            <span className="hidden min-w-0 flex-col leading-tight sm:flex">
              <span className="text-caption text-fg-muted">
                {intl.formatMessage(messages.signedInAs)}
              </span>
              <span className="truncate text-body-sm font-semibold text-fg-strong">
                {adminName}
              </span>
            </span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={onSignOut}
            data-slot="admin-shell-sign-out"
            className="max-sm:size-10 max-sm:px-0"
          >
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="max-sm:sr-only">{intl.formatMessage(messages.signOut)}</span>
          </Button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <AdminLeftMenu
          groups={menuGroups}
          activeId={activeMenuId}
          collapsed={menuCollapsed}
          onCollapsedChange={onMenuCollapsedChange}
          renderLink={renderLink}
          className="max-md:hidden"
        />
        <main
          id={mainId}
          tabIndex={-1}
          data-slot="admin-shell-main"
          className="min-w-0 flex-1 overflow-y-auto focus:outline-none"
        >
          <div className="mx-auto flex w-full max-w-container flex-col gap-6 px-4 py-5 md:px-6 md:py-6 xl:px-8">
            <div data-slot="admin-shell-page-header" className="flex flex-col gap-2">
              {breadcrumbs && breadcrumbs.length > 0 && (
                <Breadcrumbs
                  data-slot="admin-shell-breadcrumbs"
                  items={breadcrumbs}
                  renderLink={({ href, children }) => renderLink({ href, children })}
                />
              )}
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
                <h1
                  data-slot="admin-shell-title"
                  className="min-w-0 text-heading-md font-bold text-fg-strong [overflow-wrap:anywhere]"
                >
                  {title}
                </h1>
                {actions && (
                  <div
                    data-slot="admin-shell-actions"
                    className="flex flex-wrap items-center gap-2"
                  >
                    {actions}
                  </div>
                )}
              </div>
            </div>
            <div data-slot="admin-shell-content" className="flex min-w-0 flex-col gap-6">
              {children}
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}

export { AdminShell };
