import { ChevronRight, Heart, MapPin, Package, UserRound } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import type { AccountLinkProps, AccountSection } from "../account-layout/account-layout.tsx";

const messages = defineUiMessages({
  welcome: {
    id: "account.home.welcome",
    description: "Intro of the account's overview: what the customer can do here",
  },
  ordersTitle: { id: "account.home.ordersTitle", description: "Card heading: my orders" },
  ordersText: { id: "account.home.ordersText", description: "Card line: follow, cancel, return" },
  profileTitle: { id: "account.home.profileTitle", description: "Card heading: my details" },
  profileText: {
    id: "account.home.profileText",
    description: "Card line: name, contact, password, deleting the account",
  },
  addressesTitle: { id: "account.home.addressesTitle", description: "Card heading: addresses" },
  addressesText: {
    id: "account.home.addressesText",
    description: "Card line: delivery and invoice addresses",
  },
  favouritesTitle: {
    id: "account.home.favouritesTitle",
    description: "Card heading: favourites",
  },
  favouritesText: {
    id: "account.home.favouritesText",
    description: "Card line: the products kept for later",
  },
  recentOrders: { id: "account.home.recentOrders", description: "Heading: the latest orders" },
  allOrders: { id: "account.home.allOrders", description: "Link: all of my orders" },
});

const cards = [
  { section: "orders", icon: Package, title: "ordersTitle", text: "ordersText" },
  { section: "profile", icon: UserRound, title: "profileTitle", text: "profileText" },
  { section: "addresses", icon: MapPin, title: "addressesTitle", text: "addressesText" },
  { section: "favourites", icon: Heart, title: "favouritesTitle", text: "favouritesText" },
] as const;

export type AccountHomeScreenProps = Omit<ComponentProps<"div">, "children"> & {
  hrefs: Record<AccountSection, string>;
  /** The latest orders (a short list), under the cards with a link to all of them. */
  recentOrders?: ReactNode;
  renderLink?: (props: AccountLinkProps) => ReactElement;
};

/** The customer's area at a glance: a card for each of its pages, and the latest orders. */
export function AccountHomeScreen({
  hrefs,
  recentOrders,
  renderLink = defaultRenderLink,
  className,
  ...props
}: AccountHomeScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <div
      data-slot="account-home-screen"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <p className="text-body text-fg-muted">{t("welcome")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map(({ section, icon: Icon, title, text }) => (
          <li key={section} className="flex">
            <div
              data-slot="account-home-card"
              data-section={section}
              className={cn(
                "relative flex w-full items-start gap-4 rounded-lg border border-border-subtle bg-surface p-4",
                "transition-shadow duration-fast ease-standard hover:shadow-md",
                "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus",
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand-fg [&_svg]:size-5"
              >
                <Icon />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h2 className="text-body-lg font-semibold text-fg-strong">
                  {renderLink({
                    href: hrefs[section],
                    className:
                      "outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-brand-fg",
                    children: t(title),
                  })}
                </h2>
                <p className="text-body-sm text-fg-muted">{t(text)}</p>
              </div>
              <ChevronRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-fg-subtle rtl:rotate-180"
              />
            </div>
          </li>
        ))}
      </ul>
      {recentOrders && (
        <section aria-labelledby="account-home-recent" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="account-home-recent" className="text-heading-sm font-semibold text-fg-strong">
              {t("recentOrders")}
            </h2>
            {renderLink({
              href: hrefs.orders,
              className:
                "inline-flex items-center gap-1 text-body-sm font-semibold text-brand-fg underline-offset-2 hover:underline",
              children: (
                <>
                  {t("allOrders")}
                  <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </>
              ),
            })}
          </div>
          {recentOrders}
        </section>
      )}
    </div>
  );
}
