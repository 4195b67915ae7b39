// Site settings (spec section 3), read by siteSettings/getSettings/{page}:
//
// site_pages            one row per page kind whose layout the admin arranges. `code` is the
//                       {id} of getSettings: home, product, category, brand, search, campaign,
//                       content, blog, cart, checkout, account, default (used for any page
//                       without its own layout).
// page_widgets          the ordered widgets of a page's five sections. (page_id, key) is the
//                       natural key seeds upsert by; `section` is header | left | center | right
//                       | footer; widgets are shown by `sort_order` ascending within a section.
//                       `type` names the widget (WIDGET_TYPES below) and `config` holds its
//                       language-independent settings, by type:
//                         product_showcase  { "showcaseId": number }       (showcases.id)
//                         banner | slider   { "items": [{ "image": "/uploads/...", "imageM"?,
//                                               "imageS"?, "link"?: "/seo-link" }] }
//                         category_list     { "categoryIds"?: number[], "parentId"?: number }
//                         brand_list        { "brandIds"?: number[], "limit"?: number }
//                         blog_list         { "limit": number, "blogCategoryId"?: number }
//                         most_read         { "limit": number }
//                         campaign_list     { "limit"?: number }
//                         menu, html, newsletter, page_links, exchange_rates, trust_badges,
//                         logo, search, language_switcher, currency_switcher, account, cart: {}
//                       (a reader ignores keys it does not know; an unknown type is skipped).
//                       A section a page leaves empty is inherited from the `default` page, whose
//                       header and footer the reference seed fills (keys default-header-*,
//                       default-footer-*): a page declares only the sections that are its own.
// page_widget_translations  per language: `title` (shown above the widget, optional) and
//                       `content` (the HTML of an html widget, a banner's alt text, ...).
// page_links            the spec's pageLinks: code (e.g. checkouts, cart, login, register,
//                       cookie_policy), with a title and a url per language in
//                       page_link_translations (url is the path in that language, e.g. /cart
//                       and /en/cart).
// site_setting          exactly one row (id = 1): the spec's `setting` object.
// settings              the spec's code/value list (google_site_verification, google_gtm_id,
//                       shop_name, ...). Only rows with is_public are sent to the storefront.
// menu_items            the header menu as a tree (parent_id), ordered by sort_order. A
//                       category, brand or content item points at its target by target_id and
//                       takes its link from the target's seo_link in the asked language; a
//                       `link` item carries its url in menu_item_translations.
// app_meta              markers of one-time work (for instance when the demo shop was seeded).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

const updated = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const LAYOUT_SECTIONS = ["header", "left", "center", "right", "footer"] as const;

export const WIDGET_TYPES = [
  "menu",
  "logo",
  "search",
  "language_switcher",
  "currency_switcher",
  "account",
  "cart",
  "banner",
  "slider",
  "product_showcase",
  "category_list",
  "brand_list",
  "blog_list",
  "most_read",
  "campaign_list",
  "html",
  "newsletter",
  "page_links",
  "exchange_rates",
  "trust_badges",
] as const;

export const PAGE_CODES = [
  "default",
  "home",
  "product",
  "category",
  "brand",
  "search",
  "campaign",
  "content",
  "blog",
  "cart",
  "checkout",
  "account",
] as const;

export const sitePages = pgTable("site_pages", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("site_pages_code_key"),
  // The admin's label for the page kind.
  name: text("name").notNull(),
  updatedAt: updated(),
});

export const pageWidgets = pgTable(
  "page_widgets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer("page_id")
      .notNull()
      .references(() => sitePages.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    section: text("section").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    type: text("type").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updated(),
  },
  (t) => [
    unique("page_widgets_key").on(t.pageId, t.key),
    index("page_widgets_page_idx").on(t.pageId, t.section, t.sortOrder),
    check(
      "page_widgets_section_check",
      sql`${t.section} IN ('header', 'left', 'center', 'right', 'footer')`,
    ),
    check("page_widgets_type_check", sql`${t.type} ~ '^[a-z][a-z0-9_]*$'`),
  ],
);

export const pageWidgetTranslations = pgTable(
  "page_widget_translations",
  {
    pageWidgetId: integer("page_widget_id")
      .notNull()
      .references(() => pageWidgets.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    title: text("title"),
    content: text("content"),
  },
  (t) => [
    primaryKey({
      name: "page_widget_translations_pk",
      columns: [t.pageWidgetId, t.languageCode],
    }),
  ],
);

export const pageLinks = pgTable("page_links", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("page_links_code_key"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const pageLinkTranslations = pgTable(
  "page_link_translations",
  {
    pageLinkId: integer("page_link_id")
      .notNull()
      .references(() => pageLinks.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    primaryKey({ name: "page_link_translations_pk", columns: [t.pageLinkId, t.languageCode] }),
  ],
);

export const siteSetting = pgTable(
  "site_setting",
  {
    id: smallint("id").primaryKey().default(1),
    // Admin-written HTML and scripts, rendered as the admin's (not escaped) by the storefront.
    bodyHtml: text("body_html").notNull().default(""),
    bodyScript: text("body_script").notNull().default(""),
    headScript: text("head_script").notNull().default(""),
    // Script URLs loaded in <head> and at the end of <body>, in order.
    headScripts: jsonb("head_scripts").$type<string[]>().notNull().default([]),
    bodyScripts: jsonb("body_scripts").$type<string[]>().notNull().default([]),
    css: text("css").notNull().default(""),
    favicon: text("favicon").notNull().default(""),
    // The picture shown for a product without images.
    noImageProduct: text("no_image_product").notNull().default(""),
    updatedAt: updated(),
  },
  (t) => [check("site_setting_single_row", sql`${t.id} = 1`)],
);

export const settings = pgTable(
  "settings",
  {
    code: text("code").primaryKey(),
    value: text("value").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(true),
    updatedAt: updated(),
  },
  (t) => [check("settings_code_check", sql`${t.code} ~ '^[a-z][a-z0-9_]*$'`)],
);

export const MENU_ITEM_TYPES = ["link", "category", "brand", "content"] as const;

export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, {
      onDelete: "cascade",
    }),
    code: text("code").notNull().unique("menu_items_code_key"),
    type: text("type").notNull().default("link"),
    // categories.id, brands.id or contents.id, as `type` says; null for a link.
    targetId: integer("target_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("menu_items_parent_idx").on(t.parentId, t.sortOrder),
    check("menu_items_type_check", sql`${t.type} IN ('link', 'category', 'brand', 'content')`),
    check("menu_items_target_check", sql`${t.type} = 'link' OR ${t.targetId} IS NOT NULL`),
  ],
);

export const menuItemTranslations = pgTable(
  "menu_item_translations",
  {
    menuItemId: integer("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    // Null: the target's own name in that language.
    title: text("title"),
    // Required for a link item; ignored for the others.
    url: text("url"),
  },
  (t) => [
    primaryKey({ name: "menu_item_translations_pk", columns: [t.menuItemId, t.languageCode] }),
  ],
);

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updated(),
});
