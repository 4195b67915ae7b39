// /sitemap.xml: every product, category, brand, content page and blog post in every language,
// each with its hreflang alternates, plus the shop's own listing pages.
import type { XmlEntry } from "@shop/api/contract";
import {
  defaultLocale,
  getLocaleIso,
  type Locale,
  localeCodes,
  localizePath,
} from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface SitemapUrl {
  /** Locale-less path per locale. */
  paths: Partial<Record<Locale, string>>;
  lastmod?: string;
}

const shopPages = [
  paths.home,
  paths.campaign,
  paths.brands,
  paths.categories,
  paths.newArrivals,
  paths.blog,
  paths.faq,
  paths.contact,
];

function urlElements(url: SitemapUrl, origin: string): string[] {
  const localized = Object.entries(url.paths).map(
    ([locale, path]) =>
      [locale as Locale, new URL(localizePath(path, locale as Locale), origin).href] as const,
  );
  const alternates = localized
    .map(
      ([locale, href]) =>
        `<xhtml:link rel="alternate" hreflang="${getLocaleIso(locale)}" href="${escapeXml(href)}"/>`,
    )
    .join("");
  const fallback = localized.find(([locale]) => locale === defaultLocale);
  const xDefault = fallback
    ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback[1])}"/>`
    : "";
  return localized.map(
    ([, href]) =>
      `<url><loc>${escapeXml(href)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.slice(0, 10)}</lastmod>` : ""}${alternates}${xDefault}</url>`,
  );
}

export function sitemapXml(entries: XmlEntry[], origin: string): string {
  const urls: SitemapUrl[] = [
    ...shopPages.map((path) => ({
      paths: Object.fromEntries(localeCodes.map((locale) => [locale, path])),
    })),
    ...entries.map((entry) => ({
      paths: Object.fromEntries(entry.alternates.map((a) => [a.language, `/${a.seo_link}`])),
      lastmod: entry.updated_at,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.flatMap((url) => urlElements(url, origin)),
    "</urlset>",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /api/",
    "Disallow: /hesabim",
    "Disallow: /siparis",
    "Disallow: /cart",
    ...localeCodes
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) => [
        `Disallow: /${locale}/hesabim`,
        `Disallow: /${locale}/siparis`,
        `Disallow: /${locale}/cart`,
      ]),
    "Disallow: /*?q=",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
