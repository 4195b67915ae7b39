import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useRouteLoaderData } from "react-router";
import { formatAppMessage } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { ROOT_ROUTE_ID, type RootData } from "../lib/root-data.ts";

export { keepCatalogueAfterCartWrite as shouldRevalidate } from "../features/listing/catalogue-revalidation.ts";
export { loader } from "./home.server.ts";

/** The home page's head: title, Open Graph, and the shop as an Organization and a WebSite. */
export function meta(args: MetaArgs) {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | RootData
    | undefined;
  const { locale } = splitLocale(args.location.pathname);
  const title = pageTitle(args, "app.page.home");
  const description = formatAppMessage(locale, "app.meta.homeDescription");
  if (!root) return [{ title }];
  const home = new URL(localizePath(paths.home, locale), root.origin).href;
  const searchUrl = new URL(localizePath(paths.search, locale), root.origin).href;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: home },
    { property: "og:site_name", content: root.head.shopName },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "Organization",
            "@id": `${root.origin}/#organization`,
            name: root.head.shopName,
            url: root.origin,
            ...(root.head.favicon ? { logo: new URL(root.head.favicon, root.origin).href } : {}),
          },
          {
            "@type": "WebSite",
            "@id": `${root.origin}/#website`,
            name: root.head.shopName,
            url: home,
            inLanguage: locale,
            publisher: { "@id": `${root.origin}/#organization` },
            potentialAction: {
              "@type": "SearchAction",
              target: { "@type": "EntryPoint", urlTemplate: `${searchUrl}?q={search_term_string}` },
              "query-input": "required name=search_term_string",
            },
          },
        ],
      },
    },
  ];
}

/**
 * The home page is its layout: the center section's widgets, rendered by the shell. Its heading,
 * the shop's name, is for screen readers and the outline (the widgets' headings are its sections).
 */
export default function Home() {
  const intl = useIntl();
  const shopName = useRouteLoaderData<RootData>(ROOT_ROUTE_ID)?.head.shopName;
  return <h1 className="sr-only">{shopName || intl.formatMessage({ id: "app.page.home" })}</h1>;
}
