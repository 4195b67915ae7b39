import { ChevronLeft, ChevronRight, LogOut } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { Locale } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { CurrencySwitcher } from "../currency-switcher/currency-switcher.tsx";
import { Dialog, DialogContent, DialogTitle } from "../dialog/dialog.tsx";
import type { HeaderLink } from "../header/header.tsx";
import type { MenuItem } from "../header/main-menu.tsx";
import { LanguageSwitcher } from "../language-switcher/language-switcher.tsx";
import type { PriceCurrencyCode } from "../price/format-price.ts";

const messages = defineUiMessages({
  title: { id: "layout.mobileMenu.title", description: "Title of the mobile menu sidebar" },
  allCategories: {
    id: "layout.mobileMenu.allCategories",
    description: "Back button from a category's subcategories to the top level",
  },
  categories: { id: "layout.menu.label" },
  toggle: { id: "layout.menu.toggle" },
  seeAll: { id: "layout.menu.seeAll" },
  signIn: { id: "layout.header.signIn" },
  register: { id: "layout.mobileMenu.register" },
  welcome: { id: "layout.mobileMenu.welcome" },
  guestHint: { id: "layout.mobileMenu.guestHint" },
  greeting: { id: "layout.header.greeting" },
  account: { id: "layout.header.account" },
  signOut: { id: "layout.header.signOut" },
  settings: { id: "layout.mobileMenu.settings" },
});

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown at the top of the sidebar. */
  logo?: ReactNode;
  menu: MenuItem[];
  currentMenuId?: string;
  getLocaleHref: (locale: Locale) => string;
  /** The languages the shop offers (see `LanguageSwitcher`); every one by default. */
  locales?: readonly Locale[];
  onLocaleSelect?: (locale: Locale, event: MouseEvent<HTMLAnchorElement>) => void;
  currency: PriceCurrencyCode;
  onCurrencyChange: (currency: PriceCurrencyCode) => void;
  /** The currencies the shop offers (see `CurrencySwitcher`); every one by default. */
  currencies?: readonly PriceCurrencyCode[];
  currencyFormAction?: string;
  user?: { name: string } | null;
  accountHref: string;
  signInHref: string;
  registerHref?: string;
  accountLinks?: HeaderLink[];
  onSignOut?: () => void;
  /** More links under the categories (favourites, order tracking, help). */
  links?: HeaderLink[];
  /** Shown at the bottom, usually an `ExchangeRate`. */
  exchangeRate?: ReactNode;
  /** Called when a link in the menu is followed, so that the app can close the sidebar. */
  onNavigate?: (href: string) => void;
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
}

function findPath(items: MenuItem[], path: string[]): MenuItem[] {
  const trail: MenuItem[] = [];
  let level = items;
  for (const id of path) {
    const item = level.find((candidate) => candidate.id === id);
    if (!item?.children) break;
    trail.push(item);
    level = item.children;
  }
  return trail;
}

const rowClass = cn(
  "flex min-h-12 w-full items-center gap-3 px-5 text-start text-body text-fg-strong transition-colors duration-fast",
  "hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
);

/**
 * The phones' sidebar: a drawer from the inline-start side (the start of the line in Arabic too) built on the
 * Dialog (focus trap, Escape, overlay click), with the categories as drill-down lists, the
 * account, the language and currency switchers and more links.
 */
function MobileMenu({
  open,
  onOpenChange,
  logo,
  menu,
  currentMenuId,
  getLocaleHref,
  locales,
  onLocaleSelect,
  currency,
  onCurrencyChange,
  currencyFormAction,
  currencies,
  user,
  accountHref,
  signInHref,
  registerHref,
  accountLinks = [],
  onSignOut,
  links = [],
  exchangeRate,
  onNavigate,
  renderLink,
}: MobileMenuProps) {
  const intl = useIntl();
  const [path, setPath] = useState<string[]>([]);
  const focusAfterMove = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const trail = findPath(menu, path);
  const parent = trail[trail.length - 1];
  const level = parent?.children ?? menu;

  useEffect(() => {
    if (!open) setPath([]);
  }, [open]);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (target === null) return;
    focusAfterMove.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(target)}"]`)
      ?.focus();
  });

  const drill = (item: MenuItem) => {
    setPath((current) => [...current.slice(0, trail.length), item.id]);
    focusAfterMove.current = "back";
  };

  const back = () => {
    const leaving = parent?.id;
    setPath(trail.slice(0, -1).map((item) => item.id));
    focusAfterMove.current = leaving ?? null;
  };

  const navigate = (href: string) => onNavigate?.(href);
  // The hamburger lives in the Header, not in a Dialog trigger: remember what had the focus when
  // the sidebar opened and give it back on close, as a trigger would get it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const grandparent = trail[trail.length - 2];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="mobile-menu"
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
          returnFocus.current = null;
        }}
        className={cn(
          "inset-y-0 start-0 end-auto h-dvh max-h-dvh w-[min(22rem,calc(100vw-3rem))] max-w-none overflow-hidden rounded-none",
          "sm:inset-y-0 sm:start-0 sm:end-auto sm:m-0 sm:h-dvh sm:max-h-dvh sm:w-[22rem] sm:max-w-none sm:rounded-none",
          "starting:-translate-x-full rtl:starting:translate-x-full sm:starting:scale-100",
        )}
      >
        <div
          data-slot="mobile-menu-header"
          className="flex min-h-16 shrink-0 items-center gap-3 border-b border-border-subtle px-5 pe-14"
        >
          <DialogTitle className={cn(logo ? "sr-only" : "text-heading-sm")}>
            {intl.formatMessage(messages.title)}
          </DialogTitle>
          {logo && <div className="flex items-center [&_img]:h-8">{logo}</div>}
        </div>

        <div
          data-slot="mobile-menu-body"
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
        >
          <section
            data-slot="mobile-menu-account"
            className="border-b border-border-subtle bg-surface-muted px-5 py-4"
          >
            {user ? (
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-accent text-body-lg font-semibold text-fg-strong"
                >
                  {user.name.trim().charAt(0).toLocaleUpperCase(intl.locale)}
                </span>
                <div className="flex min-w-0 flex-col">
                  <p className="truncate text-body font-semibold text-fg-strong">
                    {intl.formatMessage(messages.greeting, {
                      name: <bdi key="name">{user.name}</bdi>,
                    })}
                  </p>
                  <LayoutLink
                    render={renderLink}
                    href={accountHref}
                    data-slot="mobile-menu-account"
                    onClick={() => navigate(accountHref)}
                    className="text-body-sm font-medium text-brand-fg hover:underline"
                  >
                    {intl.formatMessage(messages.account)}
                  </LayoutLink>
                </div>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <div>
                  <p className="text-body font-semibold text-fg-strong">
                    {intl.formatMessage(messages.welcome)}
                  </p>
                  <p className="text-body-sm text-fg-muted">
                    {intl.formatMessage(messages.guestHint)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button asChild className="flex-1">
                    <LayoutLink
                      render={renderLink}
                      href={signInHref}
                      data-slot="mobile-menu-sign-in"
                      onClick={() => navigate(signInHref)}
                    >
                      {intl.formatMessage(messages.signIn)}
                    </LayoutLink>
                  </Button>
                  {registerHref && (
                    <Button asChild variant="outline" className="flex-1">
                      <LayoutLink
                        render={renderLink}
                        href={registerHref}
                        data-slot="mobile-menu-register"
                        onClick={() => navigate(registerHref)}
                      >
                        {intl.formatMessage(messages.register)}
                      </LayoutLink>
                    </Button>
                  )}
                </div>
              </div>
            )}
            {user && accountLinks.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {accountLinks.map((link) => (
                  <li key={link.href}>
                    <LayoutLink
                      render={renderLink}
                      href={link.href}
                      data-slot="mobile-menu-account-link"
                      onClick={() => navigate(link.href)}
                      className="inline-flex min-h-8 items-center rounded-full border border-border bg-surface px-3 text-body-sm text-fg-strong hover:border-brand hover:text-brand-fg focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {link.label}
                    </LayoutLink>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {menu.length > 0 && (
            <nav
              data-slot="mobile-menu-categories"
              aria-label={intl.formatMessage(messages.categories)}
              className="border-b border-border-subtle py-2"
            >
              <div ref={listRef} data-level={trail.length}>
                {parent && (
                  <div className="flex flex-col">
                    <button
                      type="button"
                      data-slot="mobile-menu-back"
                      data-focus-key="back"
                      onClick={back}
                      className={cn(rowClass, "min-h-11 text-body-sm font-medium text-fg-muted")}
                    >
                      <ChevronLeft aria-hidden="true" className="size-5 shrink-0 rtl:rotate-180" />
                      {grandparent?.label ?? intl.formatMessage(messages.allCategories)}
                    </button>
                    <p className="px-5 pt-2 pb-1 text-heading-sm font-semibold text-fg-strong">
                      {parent.label}
                    </p>
                    <LayoutLink
                      render={renderLink}
                      href={parent.href}
                      data-slot="mobile-menu-see-all"
                      onClick={() => navigate(parent.href)}
                      className={cn(rowClass, "text-body-sm font-medium text-brand-fg")}
                    >
                      {intl.formatMessage(messages.seeAll)}
                    </LayoutLink>
                  </div>
                )}
                <ul data-slot="mobile-menu-list">
                  {level.map((item) => {
                    const hasChildren = (item.children?.length ?? 0) > 0;
                    return (
                      <li key={item.id}>
                        {hasChildren ? (
                          <button
                            type="button"
                            data-slot="mobile-menu-drill"
                            data-focus-key={item.id}
                            aria-label={intl.formatMessage(messages.toggle, { label: item.label })}
                            onClick={() => drill(item)}
                            className={cn(
                              rowClass,
                              item.highlight && "font-semibold text-brand-fg",
                            )}
                          >
                            <span className="min-w-0 flex-1">{item.label}</span>
                            <ChevronRight
                              aria-hidden="true"
                              className="size-5 shrink-0 text-fg-muted rtl:rotate-180"
                            />
                          </button>
                        ) : (
                          <LayoutLink
                            render={renderLink}
                            href={item.href}
                            data-slot="mobile-menu-link"
                            aria-current={item.id === currentMenuId ? "page" : undefined}
                            onClick={() => navigate(item.href)}
                            className={cn(
                              rowClass,
                              (item.highlight || item.id === currentMenuId) &&
                                "font-semibold text-brand-fg",
                            )}
                          >
                            {item.label}
                          </LayoutLink>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            </nav>
          )}

          {links.length > 0 && (
            <ul data-slot="mobile-menu-links" className="border-b border-border-subtle py-2">
              {links.map((link) => (
                <li key={link.href}>
                  <LayoutLink
                    render={renderLink}
                    href={link.href}
                    data-slot="mobile-menu-extra-link"
                    onClick={() => navigate(link.href)}
                    className={cn(rowClass, "min-h-11 text-body-sm")}
                  >
                    {link.label}
                  </LayoutLink>
                </li>
              ))}
            </ul>
          )}

          <section
            data-slot="mobile-menu-settings"
            aria-label={intl.formatMessage(messages.settings)}
            className="flex flex-col gap-4 px-5 py-4"
          >
            <LanguageSwitcher
              variant="inline"
              getHref={getLocaleHref}
              onSelect={onLocaleSelect}
              {...(locales ? { available: locales } : {})}
              renderLink={renderLink}
            />
            <CurrencySwitcher
              variant="inline"
              value={currency}
              onChange={onCurrencyChange}
              formAction={currencyFormAction}
              {...(currencies ? { currencies } : {})}
            />
            {exchangeRate}
          </section>

          {user && onSignOut && (
            <div className="border-t border-border-subtle px-5 py-4">
              <Button
                variant="ghost"
                data-slot="mobile-menu-sign-out"
                onClick={() => {
                  onSignOut();
                  onOpenChange(false);
                }}
                className="w-full justify-start text-danger-fg hover:bg-danger-subtle"
              >
                <LogOut aria-hidden="true" className="rtl:rotate-180" />
                {intl.formatMessage(messages.signOut)}
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export { MobileMenu };
