import { BellRing, Gift, Heart, House, LogOut, MapPin, Package, UserRound } from "lucide-react";
import { type ComponentProps, type ReactElement, useEffect, useRef } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";

const messages = defineUiMessages({
  nav: { id: "account.layout.nav", description: "Accessible name of the account's navigation" },
  greeting: { id: "account.layout.greeting", description: "Greeting above the title; {name}" },
  home: { id: "account.layout.home", description: "Nav link: the account's overview" },
  orders: { id: "account.layout.orders", description: "Nav link: my orders" },
  profile: { id: "account.layout.profile", description: "Nav link: my membership details" },
  addresses: { id: "account.layout.addresses", description: "Nav link: my addresses" },
  favourites: { id: "account.layout.favourites", description: "Nav link: my favourites" },
  giftCertificates: {
    id: "account.layout.giftCertificates",
    description: "Nav link: my gift certificates",
  },
  stockAlerts: {
    id: "account.layout.stockAlerts",
    description: "Nav link: my back-in-stock requests",
  },
  signOut: { id: "account.layout.signOut", description: "Button: sign out" },
});

/** The pages of the customer's area, in the navigation's order. */
export const ACCOUNT_SECTIONS = [
  "home",
  "orders",
  "profile",
  "addresses",
  "favourites",
  "giftCertificates",
  "stockAlerts",
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export type AccountLinkProps = ComponentProps<"a"> & { href: string };

const icons = {
  home: House,
  orders: Package,
  profile: UserRound,
  addresses: MapPin,
  favourites: Heart,
  giftCertificates: Gift,
  stockAlerts: BellRing,
};

export type AccountLayoutProps = Omit<ComponentProps<"div">, "title"> & {
  /** The page's heading (h1). */
  title: string;
  /** The signed-in customer's first name, greeted above the title. */
  customerName?: string;
  current: AccountSection;
  hrefs: Record<AccountSection, string>;
  renderLink?: (props: AccountLinkProps) => ReactElement;
  /** Renders the sign-out `<form>` (method post, the button as children) that ends the nav. */
  renderSignOutForm?: (props: ComponentProps<"form">) => ReactElement;
};

const item = cn(
  "flex min-h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-md border px-3 text-body-sm",
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
  "lg:min-h-11 lg:border-transparent lg:whitespace-normal [&_svg]:size-5 [&_svg]:shrink-0",
);

/**
 * The frame of the customer's area: the account's pages beside the content (a scrolling row above
 * it on phones), the page's title and a greeting.
 */
export function AccountLayout({
  title,
  customerName,
  current,
  hrefs,
  renderLink = defaultRenderLink,
  renderSignOutForm,
  className,
  children,
  ...props
}: AccountLayoutProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On phones the row scrolls: bring the current page's link into it.
    const list = listRef.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    list
      .querySelector<HTMLElement>("[aria-current=page]")
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);
  return (
    <div
      data-slot="account-layout"
      data-section={current}
      className={cn(
        "flex flex-col gap-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:gap-y-5",
        className,
      )}
      {...props}
    >
      <header
        data-slot="account-layout-header"
        className="flex min-w-0 flex-col gap-1 lg:col-start-2 lg:row-start-1"
      >
        {customerName && (
          <p
            data-slot="account-layout-greeting"
            className="text-body-sm text-fg-muted [overflow-wrap:anywhere]"
          >
            {intl.formatMessage(messages.greeting, { name: <bdi key="name">{customerName}</bdi> })}
          </p>
        )}
        <h1 className="text-heading-md font-semibold text-fg-strong [overflow-wrap:anywhere] md:text-heading-lg">
          {title}
        </h1>
      </header>
      <nav
        data-slot="account-layout-nav"
        aria-label={intl.formatMessage(messages.nav)}
        className="-mx-4 min-w-0 sm:mx-0 lg:sticky lg:top-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mx-0"
      >
        <ul
          ref={listRef}
          className="flex gap-2 scroll-px-4 overflow-x-auto px-4 pb-1 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-lg lg:border lg:border-border-subtle lg:bg-surface lg:p-2"
        >
          {ACCOUNT_SECTIONS.map((section) => {
            const Icon = icons[section];
            const isCurrent = section === current;
            return (
              <li key={section} className="flex">
                {renderLink({
                  href: hrefs[section],
                  "aria-current": isCurrent ? "page" : undefined,
                  "data-slot": "account-layout-link",
                  "data-section": section,
                  className: cn(
                    item,
                    "w-full",
                    isCurrent
                      ? "border-brand-muted bg-brand-subtle font-semibold text-brand-fg"
                      : "border-border-subtle bg-surface text-fg hover:bg-surface-muted hover:text-brand-fg lg:bg-transparent",
                  ),
                  children: (
                    <>
                      <Icon aria-hidden="true" />
                      {intl.formatMessage(messages[section])}
                    </>
                  ),
                } as AccountLinkProps)}
              </li>
            );
          })}
          {renderSignOutForm && (
            <li className="flex lg:mt-1 lg:border-t lg:border-border-subtle lg:pt-1">
              {renderSignOutForm({
                method: "post",
                className: "flex w-full",
                children: (
                  <button
                    type="submit"
                    data-slot="account-layout-sign-out"
                    className={cn(
                      item,
                      "w-full cursor-pointer border-border-subtle bg-surface text-fg-muted hover:bg-surface-muted hover:text-danger-fg lg:bg-transparent",
                    )}
                  >
                    <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                    {intl.formatMessage(messages.signOut)}
                  </button>
                ),
              })}
            </li>
          )}
        </ul>
      </nav>
      <div
        data-slot="account-layout-content"
        className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-2"
      >
        {children}
      </div>
    </div>
  );
}
