// The storefront frame: the site settings' five sections around the page. The header section
// becomes the ui Header (menu, search, language and currency, account, cart) with its mobile
// menu; the side and center sections render their widgets; the footer section the ui Footer.

import type { MenuItem } from "@shop/api/contract";
import {
  Container,
  ExchangeRate,
  Header,
  LayoutRegions,
  Link,
  type SearchSuggestion,
  type MenuItem as UiMenuItem,
} from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { currencyCodeOf, currencyIdOf } from "../../lib/currency.ts";
import { type Locale, localizeHref, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import type { PageLayout, RootData } from "../../lib/root-data.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { withReturnTo } from "../../lib/safe-redirect.ts";
import { useHasBeen } from "../../lib/use-has-been.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import { useSwitchCurrency } from "../../lib/use-switch-currency.ts";
import { useSwitchLocale } from "../../lib/use-switch-locale.ts";
import type { WidgetRegistry } from "../../lib/widget-registry.ts";
import { cartItemCountAtom, currencyAtom, userAtom } from "../../state/customer.ts";
import { footerExtras, ShopFooter } from "./shop-footer.tsx";
import { useSearchSuggestions } from "./use-search-suggestions.ts";
import { exchangeRates, renderSection, shellWidgets } from "./widgets.tsx";

// The mobile menu's drawer (and the dialog it is built on) loads when it is first opened.
const MobileMenu = lazy(() =>
  import("@shop/ui/components/mobile-menu/index.ts").then((m) => ({ default: m.MobileMenu })),
);

export interface ShopShellProps {
  root: RootData;
  /** The page's own layout, when its loader has one; else the default layout. */
  layout: PageLayout;
  /** Widget kinds of other features (showcases, banners, blog lists, ...). */
  widgets?: WidgetRegistry;
  /** What the page's loader fetched for its widgets, by widget id. */
  widgetData?: Record<string, unknown>;
  children?: ReactNode;
}

function menuHref(item: MenuItem, locale: Locale): string {
  if (item.url) return localizeHref(item.url, locale);
  return localizePath(item.seo_link ? `/${item.seo_link}` : "/", locale);
}

export function toUiMenu(items: MenuItem[], locale: Locale): UiMenuItem[] {
  return items.map((item) => {
    const entry: UiMenuItem = {
      id: String(item.id),
      label: item.title,
      href: menuHref(item, locale),
    };
    if (item.children.length > 0) entry.children = toUiMenu(item.children, locale);
    return entry;
  });
}

function useShopChrome(root: RootData) {
  const { locale } = root;
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const user = useAtomValue(userAtom);
  const currencyId = useAtomValue(currencyAtom);
  const cartCount = useAtomValue(cartItemCountAtom);
  const { alternates, remember } = useSwitchLocale();
  const switchCurrency = useSwitchCurrency();
  const { show } = useShopToast();
  const suggest = useSearchSuggestions(locale, currencyId);
  const intl = useIntl();
  const here = `${location.pathname}${location.search}`;

  const signOut = useCallback(async () => {
    const { createShopApi, unwrap } = await import("../../lib/shop-api.ts");
    try {
      const shopApi = createShopApi({
        origin: window.location.origin,
        language: locale,
        currency: currencyId,
      });
      await unwrap(shopApi.customerToken.logout.$post());
    } catch (error) {
      console.warn("sign out failed", error);
    }
    await revalidator.revalidate();
  }, [locale, currencyId, revalidator]);

  return {
    menu: toUiMenu(root.menu, locale),
    getLocaleHref: (to: Locale) => alternates[to],
    onLocaleSelect: (to: Locale) => remember(to),
    currency: currencyCodeOf(currencyId),
    onCurrencyChange: (code: string) => {
      const id = currencyIdOf(code);
      if (id === undefined) return;
      void switchCurrency(id).then(() =>
        show("success", "app.currency.changed", { currency: code }),
      );
    },
    currencyFormAction: paths.currencyPreference,
    // None known (the API did not answer): the switcher offers every currency.
    currencies:
      root.currencies.length > 0
        ? root.currencies.map((currency) => currencyCodeOf(currency.id))
        : undefined,
    user: user ? { name: user.name } : null,
    accountHref: localizePath(paths.account, locale),
    accountLinks: [
      {
        label: intl.formatMessage({ id: "app.page.orders" }),
        href: localizePath(paths.orders, locale),
      },
      {
        label: intl.formatMessage({ id: "app.page.profile" }),
        href: localizePath(paths.profile, locale),
      },
      {
        label: intl.formatMessage({ id: "app.page.addresses" }),
        href: localizePath(paths.addresses, locale),
      },
      {
        label: intl.formatMessage({ id: "app.page.favourites" }),
        href: localizePath(paths.favourites, locale),
      },
    ],
    signInHref: withReturnTo(localizePath(paths.shopperLogin, locale), here),
    onSignOut: () => void signOut(),
    cartHref: localizePath(paths.cart, locale),
    cartCount,
    search: {
      onSearch: (text: string) =>
        void navigate(`${localizePath(paths.search, locale)}?q=${encodeURIComponent(text)}`),
      onQueryChange: suggest.onQueryChange,
      suggestions: suggest.suggestions,
      suggestionsLoading: suggest.loading,
      onSuggestionSelect: (suggestion: SearchSuggestion) =>
        void navigate(
          suggestion.href ??
            `${localizePath(paths.search, locale)}?q=${encodeURIComponent(suggestion.label)}`,
        ),
      ...(location.pathname === localizePath(paths.search, locale)
        ? { defaultValue: new URLSearchParams(location.search).get("q") ?? "" }
        : {}),
      action: localizePath(paths.search, locale),
      method: "get" as const,
      name: "q",
    },
  };
}

export function ShopShell({ root, layout, widgets, widgetData, children }: ShopShellProps) {
  const registry: WidgetRegistry = { ...shellWidgets, ...widgets };
  const chrome = useShopChrome(root);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useHasBeen(menuOpen);
  const { locale } = root;
  const logo = (
    <Link
      href={localizePath(paths.home, locale)}
      variant="inherit"
      underline="none"
      data-slot="shop-logo"
    >
      {root.head.shopName}
    </Link>
  );
  const { rates, updatedAt } = exchangeRates(root);
  // Client navigations keep the header mounted; its dropdowns (language, currency, account) are
  // closed by starting it afresh on each page.
  const location = useLocation();
  const header =
    layout.header.length > 0 ? (
      <>
        <Header
          key={`${location.pathname}${location.search}`}
          logo={logo}
          menu={chrome.menu}
          search={chrome.search}
          getLocaleHref={chrome.getLocaleHref}
          locales={root.languages}
          onLocaleSelect={chrome.onLocaleSelect}
          currency={chrome.currency}
          onCurrencyChange={chrome.onCurrencyChange}
          currencyFormAction={chrome.currencyFormAction}
          currencies={chrome.currencies}
          exchangeRate={<ExchangeRate rates={rates} {...(updatedAt ? { updatedAt } : {})} />}
          user={chrome.user}
          accountHref={chrome.accountHref}
          signInHref={chrome.signInHref}
          onSignOut={chrome.onSignOut}
          favouritesHref={localizePath(paths.favourites, locale)}
          cartHref={chrome.cartHref}
          cartCount={chrome.cartCount}
          onMenuOpen={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          renderLink={renderRouterLink}
        />
        {menuWanted ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              logo={logo}
              menu={chrome.menu}
              getLocaleHref={chrome.getLocaleHref}
              locales={root.languages}
              onLocaleSelect={chrome.onLocaleSelect}
              currency={chrome.currency}
              onCurrencyChange={chrome.onCurrencyChange}
              currencyFormAction={chrome.currencyFormAction}
              currencies={chrome.currencies}
              user={chrome.user}
              accountHref={chrome.accountHref}
              signInHref={chrome.signInHref}
              onSignOut={chrome.onSignOut}
              exchangeRate={<ExchangeRate rates={rates} {...(updatedAt ? { updatedAt } : {})} />}
              onNavigate={() => setMenuOpen(false)}
              renderLink={renderRouterLink}
            />
          </Suspense>
        ) : null}
      </>
    ) : null;

  const extras = renderSection(footerExtras(layout.footer), registry, root, widgetData);
  const footer =
    layout.footer.length > 0 ? (
      <>
        {extras ? <Container className="pb-6">{extras}</Container> : null}
        <ShopFooter root={root} layout={layout} logo={logo} />
      </>
    ) : null;
  return (
    <LayoutRegions
      header={header}
      left={renderSection(layout.left, registry, root, widgetData)}
      center={
        <>
          {children}
          {renderSection(layout.center, registry, root, widgetData)}
        </>
      }
      right={renderSection(layout.right, registry, root, widgetData)}
      footer={footer}
    />
  );
}
