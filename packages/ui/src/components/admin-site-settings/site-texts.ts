import { defineUiMessages } from "../../i18n/define-messages.ts";

export const SITE_LANGUAGES = ["tr", "en", "ar"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export type SiteTexts = Record<SiteLanguage, string>;

export const emptySiteTexts = (): SiteTexts => ({ tr: "", en: "", ar: "" });

export const languageMessages = defineUiMessages({
  tr: { id: "admin.site.language.tr" },
  en: { id: "admin.site.language.en" },
  ar: { id: "admin.site.language.ar" },
});

/** The page kinds the shop arranges (site_pages.code), named in the admin's language. */
export const pageNameMessages = defineUiMessages({
  default: { id: "admin.site.pageName.default" },
  home: { id: "admin.site.pageName.home" },
  product: { id: "admin.site.pageName.product" },
  category: { id: "admin.site.pageName.category" },
  brand: { id: "admin.site.pageName.brand" },
  search: { id: "admin.site.pageName.search" },
  campaign: { id: "admin.site.pageName.campaign" },
  content: { id: "admin.site.pageName.content" },
  blog: { id: "admin.site.pageName.blog" },
  cart: { id: "admin.site.pageName.cart" },
  checkout: { id: "admin.site.pageName.checkout" },
  account: { id: "admin.site.pageName.account" },
});

export const LAYOUT_SECTIONS = ["header", "left", "center", "right", "footer"] as const;
export type LayoutSectionName = (typeof LAYOUT_SECTIONS)[number];

export const sectionMessages = defineUiMessages({
  header: { id: "admin.site.section.header" },
  left: { id: "admin.site.section.left" },
  center: { id: "admin.site.section.center" },
  right: { id: "admin.site.section.right" },
  footer: { id: "admin.site.section.footer" },
});

export const widgetMessages = defineUiMessages({
  menu: { id: "admin.site.widget.menu" },
  logo: { id: "admin.site.widget.logo" },
  search: { id: "admin.site.widget.search" },
  language_switcher: { id: "admin.site.widget.language_switcher" },
  currency_switcher: { id: "admin.site.widget.currency_switcher" },
  account: { id: "admin.site.widget.account" },
  cart: { id: "admin.site.widget.cart" },
  banner: { id: "admin.site.widget.banner" },
  slider: { id: "admin.site.widget.slider" },
  product_showcase: { id: "admin.site.widget.product_showcase" },
  category_list: { id: "admin.site.widget.category_list" },
  brand_list: { id: "admin.site.widget.brand_list" },
  blog_list: { id: "admin.site.widget.blog_list" },
  most_read: { id: "admin.site.widget.most_read" },
  campaign_list: { id: "admin.site.widget.campaign_list" },
  html: { id: "admin.site.widget.html" },
  newsletter: { id: "admin.site.widget.newsletter" },
  page_links: { id: "admin.site.widget.page_links" },
  exchange_rates: { id: "admin.site.widget.exchange_rates" },
  trust_badges: { id: "admin.site.widget.trust_badges" },
});
