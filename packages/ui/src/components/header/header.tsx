import { Heart, LogOut, Menu, ShoppingCart, UserRound } from "lucide-react";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { Locale } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { Container } from "../container/container.tsx";
import { CurrencySwitcher } from "../currency-switcher/currency-switcher.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { LanguageSwitcher } from "../language-switcher/language-switcher.tsx";
import type { PriceCurrencyCode } from "../price/format-price.ts";
import { HeaderDropdown } from "./header-dropdown.tsx";
import { MainMenu, type MenuItem } from "./main-menu.tsx";
import { SearchBox, type SearchBoxProps } from "./search-box.tsx";

const messages = defineUiMessages({
  signIn: { id: "layout.header.signIn" },
  signInHint: { id: "layout.header.signInHint", description: "Small line under Sign in" },
  account: { id: "layout.header.account" },
  greeting: { id: "layout.header.greeting", description: "{name} is the shopper's first name" },
  signOut: { id: "layout.header.signOut" },
  favourites: { id: "layout.header.favourites" },
  favouritesCount: {
    id: "layout.header.favouritesCount",
    description: "Read after 'Favourites' by screen readers",
  },
  cart: { id: "layout.header.cart" },
  cartCount: { id: "layout.header.cartCount", description: "Read after 'Cart' by screen readers" },
  openMenu: { id: "layout.header.openMenu", description: "Hamburger button on phones" },
});

export interface HeaderLink {
  label: string;
  href: string;
}

export type HeaderProps = Omit<ComponentProps<"header">, "children"> & {
  /** The shop's logo, usually a link home: `<a href="/"><img alt="Shop" …/></a>`. */
  logo: ReactNode;
  /** Categories for the desktop bar and the mobile menu. */
  menu?: MenuItem[];
  currentMenuId?: string;
  /** The search box's props (`onSearch` at least). */
  search: SearchBoxProps;
  /** The current page in another language (see `LanguageSwitcher`). */
  getLocaleHref: (locale: Locale) => string;
  /** The languages the shop offers (see `LanguageSwitcher`); every one by default. */
  locales?: readonly Locale[];
  onLocaleSelect?: (locale: Locale, event: MouseEvent<HTMLAnchorElement>) => void;
  currency: PriceCurrencyCode;
  onCurrencyChange: (currency: PriceCurrencyCode) => void;
  /** The currencies the shop offers (see `CurrencySwitcher`); every one by default. */
  currencies?: readonly PriceCurrencyCode[];
  /** See `CurrencySwitcher`'s `formAction`. */
  currencyFormAction?: string;
  /** Shown at the start of the top bar, usually an `ExchangeRate`. */
  exchangeRate?: ReactNode;
  /** Small links at the end of the top bar (order tracking, help). */
  topLinks?: HeaderLink[];
  /** The signed-in shopper; absent or null for guests. */
  user?: { name: string } | null;
  accountHref: string;
  signInHref: string;
  /** Links in the signed-in shopper's account menu (orders, addresses…). */
  accountLinks?: HeaderLink[];
  onSignOut?: () => void;
  favouritesHref: string;
  favouritesCount?: number;
  cartHref: string;
  cartCount?: number;
  /** The hamburger button (phones and tablets) asks to open the mobile menu. */
  onMenuOpen?: () => void;
  /** Whether the mobile menu is open (for the hamburger's `aria-expanded`). */
  menuOpen?: boolean;
  /** Stays at the top of the viewport while the page scrolls. */
  sticky?: boolean;
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

function CountBubble({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      aria-hidden="true"
      data-slot="header-count"
      variant="brand"
      appearance="solid"
      size="sm"
      className="absolute -end-2 -top-2 h-5 min-w-5 justify-center rounded-full px-1 leading-none ring-2 ring-surface"
    >
      {count > 99 ? "99+" : count}
    </Badge>
  );
}

const actionClass = cn(
  "relative flex items-center gap-2 whitespace-nowrap rounded-md p-2 text-body-sm font-medium text-fg-strong transition-colors duration-fast",
  "hover:text-brand-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
);

/**
 * The storefront's header: top bar (exchange rates, language, currency), logo, search, account,
 * favourites and cart with their counts, and the categories bar. Below 992 px the categories
 * move to the mobile menu (the hamburger raises `onMenuOpen`) and the search takes its own row.
 */
function Header({
  logo,
  menu = [],
  currentMenuId,
  search,
  getLocaleHref,
  locales,
  onLocaleSelect,
  currency,
  onCurrencyChange,
  currencyFormAction,
  currencies,
  exchangeRate,
  topLinks = [],
  user,
  accountHref,
  signInHref,
  accountLinks = [],
  onSignOut,
  favouritesHref,
  favouritesCount = 0,
  cartHref,
  cartCount = 0,
  onMenuOpen,
  menuOpen,
  sticky = false,
  renderLink,
  className,
  ...props
}: HeaderProps) {
  const intl = useIntl();
  const hasAccountMenu = Boolean(user) && (accountLinks.length > 0 || onSignOut !== undefined);

  const accountIcon = (
    <span className="relative flex size-6 items-center justify-center">
      <UserRound aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </span>
  );

  let account: ReactNode;
  if (!user) {
    account = (
      <LayoutLink
        render={renderLink}
        href={signInHref}
        data-slot="header-sign-in"
        className={actionClass}
      >
        {accountIcon}
        <span className="sr-only flex-col leading-tight lg:not-sr-only lg:flex">
          <span>{intl.formatMessage(messages.signIn)}</span>
          <span className="text-caption font-normal text-fg-muted">
            {intl.formatMessage(messages.signInHint)}
          </span>
        </span>
      </LayoutLink>
    );
  } else if (!hasAccountMenu) {
    account = (
      <LayoutLink
        render={renderLink}
        href={accountHref}
        data-slot="header-account"
        className={actionClass}
      >
        {accountIcon}
        <span className="sr-only flex-col leading-tight lg:not-sr-only lg:flex">
          <span>{intl.formatMessage(messages.account)}</span>
          <span className="max-w-32 truncate text-caption font-normal text-fg-muted">
            <bdi>{user.name}</bdi>
          </span>
        </span>
      </LayoutLink>
    );
  } else {
    account = (
      <HeaderDropdown
        slot="header-account-menu"
        triggerClassName={cn(actionClass, "gap-2")}
        trigger={
          <>
            {accountIcon}
            <span className="sr-only flex-col leading-tight lg:not-sr-only lg:flex">
              <span>{intl.formatMessage(messages.account)}</span>
              <span className="max-w-32 truncate text-caption font-normal text-fg-muted">
                <bdi>{user.name}</bdi>
              </span>
            </span>
          </>
        }
        panelClassName="min-w-56"
      >
        {(close) => (
          <div className="flex flex-col gap-0.5">
            <p
              data-slot="header-greeting"
              className="truncate px-3 pt-1.5 pb-2 text-body-sm font-semibold text-fg-strong"
            >
              {intl.formatMessage(messages.greeting, { name: <bdi key="name">{user.name}</bdi> })}
            </p>
            <LayoutLink
              render={renderLink}
              href={accountHref}
              data-slot="header-account-link"
              data-dropdown-item=""
              className="flex min-h-10 items-center rounded-md px-3 text-body-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
            >
              {intl.formatMessage(messages.account)}
            </LayoutLink>
            {accountLinks.map((link) => (
              <LayoutLink
                render={renderLink}
                key={link.href}
                href={link.href}
                data-slot="header-account-link"
                data-dropdown-item=""
                className="flex min-h-10 items-center rounded-md px-3 text-body-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
              >
                {link.label}
              </LayoutLink>
            ))}
            {onSignOut && (
              <Button
                variant="ghost"
                size="sm"
                data-dropdown-item=""
                data-slot="header-sign-out"
                onClick={() => {
                  close();
                  onSignOut();
                }}
                className="mt-1 min-h-10 w-full justify-start rounded-md px-3 text-danger-fg hover:bg-danger-subtle focus-visible:-outline-offset-2"
              >
                <LogOut aria-hidden="true" className="rtl:rotate-180" />
                {intl.formatMessage(messages.signOut)}
              </Button>
            )}
          </div>
        )}
      </HeaderDropdown>
    );
  }

  return (
    <header
      data-slot="header"
      className={cn(
        "border-b border-border-subtle bg-surface text-fg",
        sticky && "sticky top-0 z-sticky",
        className,
      )}
      {...props}
    >
      <div
        data-slot="header-top-bar"
        className="hidden border-b border-border-subtle bg-surface-muted lg:block"
      >
        <Container className="flex min-h-9 items-center justify-between gap-4 text-caption">
          <div className="min-w-0 text-fg-muted">{exchangeRate}</div>
          <div className="flex items-center gap-1">
            {topLinks.map((link) => (
              <LayoutLink
                render={renderLink}
                key={link.href}
                href={link.href}
                data-slot="header-top-link"
                className="rounded-sm px-2 py-1 text-caption text-fg-muted hover:text-brand-fg focus-visible:outline-2 focus-visible:outline-focus"
              >
                {link.label}
              </LayoutLink>
            ))}
            <LanguageSwitcher
              getHref={getLocaleHref}
              onSelect={onLocaleSelect}
              {...(locales ? { available: locales } : {})}
              renderLink={renderLink}
            />
            <CurrencySwitcher
              value={currency}
              onChange={onCurrencyChange}
              formAction={currencyFormAction}
              {...(currencies ? { currencies } : {})}
            />
          </div>
        </Container>
      </div>
      <Container
        data-slot="header-main"
        className="flex flex-wrap items-center gap-x-2 gap-y-3 py-3 md:flex-nowrap md:gap-x-6 lg:py-4"
      >
        <IconButton
          data-slot="header-menu-button"
          label={intl.formatMessage(messages.openMenu)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen ?? false}
          onClick={onMenuOpen}
          className="-ms-2 text-fg-strong lg:hidden [&_svg]:size-6"
        >
          <Menu aria-hidden="true" />
        </IconButton>
        <div
          data-slot="header-logo"
          className="flex shrink-0 items-center [&_img]:h-8 md:[&_img]:h-9"
        >
          {logo}
        </div>
        <SearchBox
          {...search}
          className={cn(
            "order-last basis-full md:order-none md:max-w-2xl md:flex-1 md:basis-auto",
            search.className,
          )}
        />
        <div
          data-slot="header-actions"
          className="ms-auto flex shrink-0 items-center gap-0.5 md:gap-2"
        >
          {account}
          <LayoutLink
            render={renderLink}
            href={favouritesHref}
            data-slot="header-favourites"
            className={actionClass}
          >
            <span className="relative flex size-6 items-center justify-center">
              <Heart aria-hidden="true" className="size-6" strokeWidth={1.75} />
              <CountBubble count={favouritesCount} />
            </span>
            <span className="sr-only lg:not-sr-only">
              {intl.formatMessage(messages.favourites)}
            </span>
            <span className="sr-only">
              , {intl.formatMessage(messages.favouritesCount, { count: favouritesCount })}
            </span>
          </LayoutLink>
          <LayoutLink
            render={renderLink}
            href={cartHref}
            data-slot="header-cart"
            className={actionClass}
          >
            <span className="relative flex size-6 items-center justify-center">
              <ShoppingCart
                aria-hidden="true"
                className="size-6 rtl:-scale-x-100"
                strokeWidth={1.75}
              />
              <CountBubble count={cartCount} />
            </span>
            <span className="sr-only lg:not-sr-only">{intl.formatMessage(messages.cart)}</span>
            <span className="sr-only">
              , {intl.formatMessage(messages.cartCount, { count: cartCount })}
            </span>
          </LayoutLink>
        </div>
      </Container>
      {menu.length > 0 && (
        <div
          data-slot="header-menu-bar"
          className="relative hidden border-t border-border-subtle lg:block"
        >
          <Container>
            <MainMenu
              items={menu}
              currentId={currentMenuId}
              renderLink={renderLink}
              className="static"
            />
          </Container>
        </div>
      )}
    </header>
  );
}

export { Header };
