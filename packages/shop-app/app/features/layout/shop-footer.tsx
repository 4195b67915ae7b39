// The footer section of the site settings as the ui Footer: page links, newsletter form (when the
// section has a newsletter widget), trust badges (when it has them). Other widgets of the section
// (exchange rates, HTML blocks) are rendered above it.
import type { Widget } from "@shop/api/contract";
import { Footer, type NewsletterStatus } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type ReactNode, useState } from "react";
import { localizeHref } from "../../lib/locale.ts";
import type { PageLayout, RootData } from "../../lib/root-data.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";

const FOOTER_OWN = new Set(["page_links", "newsletter", "trust_badges"]);

/** Page links by their code: shopping links, legal texts (beside the copyright), the rest. */
const SHOPPING = new Set([
  "home",
  "checkouts",
  "cart",
  "login",
  "register",
  "campaigns",
  "order_tracking",
]);
const LEGAL = new Set([
  "cookie_policy",
  "kvkk",
  "membership_agreement",
  "distance_sales",
  "privacy",
  "terms",
]);

export function footerExtras(widgets: Widget[]): Widget[] {
  return widgets.filter((widget) => !FOOTER_OWN.has(widget.type));
}

export function ShopFooter({
  root,
  layout,
  logo,
}: {
  root: RootData;
  layout: PageLayout;
  logo: ReactNode;
}) {
  const types = new Set(layout.footer.map((widget) => widget.type));
  const [status, setStatus] = useState<NewsletterStatus>("idle");
  const subscribe = async (email: string) => {
    setStatus("submitting");
    try {
      const { createShopApi, unwrap } = await import("../../lib/shop-api.ts");
      const shopApi = createShopApi({
        origin: window.location.origin,
        language: root.locale,
        currency: 1,
      });
      await unwrap(shopApi.newsletter.subscribe.$post({ json: { email } }));
      setStatus("success");
    } catch (error) {
      console.warn("newsletter subscription failed", error);
      setStatus("error");
    }
  };
  const intl = useIntl();
  const pageLinks = types.has("page_links") ? layout.pageLinks : [];
  const item = (link: PageLayout["pageLinks"][number]) => ({
    title: link.title,
    url: localizeHref(link.url, root.locale),
  });
  const shopping = pageLinks.filter((link) => SHOPPING.has(link.code)).map(item);
  const legal = pageLinks.filter((link) => LEGAL.has(link.code)).map(item);
  const corporate = pageLinks
    .filter((link) => !SHOPPING.has(link.code) && !LEGAL.has(link.code))
    .map(item);
  const columns = [
    { title: intl.formatMessage({ id: "app.footer.shopping" }), links: shopping },
    { title: intl.formatMessage({ id: "app.footer.corporate" }), links: corporate },
  ].filter((column) => column.links.length > 0);
  return (
    <Footer
      shopName={root.head.shopName}
      logo={logo}
      columns={columns}
      legalLinks={legal}
      {...(types.has("newsletter")
        ? { onSubscribe: (email: string) => void subscribe(email), newsletterStatus: status }
        : {})}
      showTrustBadges={types.has("trust_badges")}
      renderLink={renderRouterLink}
    />
  );
}
