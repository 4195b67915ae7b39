// What the root loader gives every page (see root.server.ts).
import type { Currency, MenuItem, Widget } from "@shop/api/contract";
import type { CustomerSnapshot } from "../state/customer.ts";
import type { Locale } from "./locale.ts";

/** A page's five layout sections and the page links (site settings). */
export interface PageLayout {
  page: string;
  header: Widget[];
  left: Widget[];
  center: Widget[];
  right: Widget[];
  footer: Widget[];
  pageLinks: Array<{ code: string; url: string; title: string }>;
}

export interface ShopHead {
  favicon: string | null;
  googleSiteVerification: string | null;
  shopName: string;
}

export interface RootData {
  locale: Locale;
  dir: "ltr" | "rtl";
  origin: string;
  customer: CustomerSnapshot;
  layout: PageLayout;
  head: ShopHead;
  /** The shop's time zone (IANA name, site settings): every date and time shown is in it. */
  timeZone: string;
  currencies: Currency[];
  /** The languages the admin keeps on, in the switcher's order. */
  languages: Locale[];
  menu: MenuItem[];
  cookieConsent: boolean;
  /**
   * The page's locale's messages, ui and app (the admin area's only on its pages), as JSON text
   * (catalogueFromJson): the only catalogue the browser gets.
   */
  messages: string;
}

export const ROOT_ROUTE_ID = "root";
