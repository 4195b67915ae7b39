// The admin area's pages under /admin, declared once: routes.ts serves each of them, and the
// admin frame builds its menu, the page's title, trail and current menu entry from here, so a
// page cannot be served and missing from the menu, nor listed in the menu and not served. Plain
// data: routes.ts reads it at build time, the admin frame in the browser.
import type { AdminMenuGroupSection, AdminSection } from "@shop/ui";
import { matchPath } from "react-router";
import type { AppMessageId } from "../i18n/messages.ts";

export interface AdminPage {
  /** Below /admin, as React Router matches it ("" is the dashboard). */
  path: string;
  /** The route module under routes/admin/. */
  file: string;
  /** Its heading in the admin frame and the document's title. */
  title: AppMessageId;
  /** The menu entry shown as the current one: its own, or its list's for a record's page. */
  menu: string;
  /**
   * Its entry in the admin menu, in the order of this list: the group it is in, the section whose
   * label and icon it shows, and the section it is listed under, if any.
   */
  nav?: { group: AdminMenuGroupId; section: AdminSection; under?: AdminSection };
}

/** The menu's groups in their order: the dashboard's has no heading. */
export const adminMenuGroups = [
  "overview",
  "sales",
  "catalog",
  "marketing",
  "content",
  "customers",
  "system",
] as const satisfies ReadonlyArray<AdminMenuGroupSection | "overview">;
export type AdminMenuGroupId = (typeof adminMenuGroups)[number];

/** The page's route id: one module can serve two pages (a new record's and an existing one's). */
export const adminRouteId = (page: AdminPage) => `admin/${page.path || "dashboard"}`;

export const adminPages: readonly AdminPage[] = [
  {
    path: "",
    file: "admin-home.tsx",
    title: "app.page.admin",
    menu: "dashboard",
    nav: { group: "overview", section: "dashboard" },
  },
  {
    path: "orders",
    file: "admin-orders.tsx",
    title: "app.page.adminOrders",
    menu: "orders",
    nav: { group: "sales", section: "orders" },
  },
  { path: "orders/:id", file: "admin-order.tsx", title: "app.page.adminOrder", menu: "orders" },
  {
    path: "refunds",
    file: "admin-refunds.tsx",
    title: "app.page.adminRefunds",
    menu: "refunds",
    nav: { group: "sales", section: "refunds" },
  },
  {
    path: "products",
    file: "admin-products.tsx",
    title: "app.page.adminProducts",
    menu: "product-list",
    nav: { group: "catalog", section: "productList", under: "products" },
  },
  {
    path: "products/new",
    file: "admin-product-edit.tsx",
    title: "app.page.adminProductNew",
    menu: "product-new",
    nav: { group: "catalog", section: "productNew", under: "products" },
  },
  {
    path: "products/import",
    file: "admin-product-import.tsx",
    title: "app.page.adminProductImport",
    menu: "product-import",
    nav: { group: "catalog", section: "productImport", under: "products" },
  },
  {
    path: "products/:id",
    file: "admin-product-edit.tsx",
    title: "app.page.adminProductEdit",
    menu: "product-list",
  },
  {
    path: "categories",
    file: "admin-categories.tsx",
    title: "app.page.adminCategories",
    menu: "categories",
    nav: { group: "catalog", section: "categories" },
  },
  {
    path: "brands",
    file: "admin-brands.tsx",
    title: "app.page.adminBrands",
    menu: "brands",
    nav: { group: "catalog", section: "brands" },
  },
  {
    path: "models",
    file: "admin-models.tsx",
    title: "app.page.adminModels",
    menu: "models",
    nav: { group: "catalog", section: "models" },
  },
  {
    path: "suppliers",
    file: "admin-suppliers.tsx",
    title: "app.page.adminSuppliers",
    menu: "suppliers",
    nav: { group: "catalog", section: "suppliers" },
  },
  {
    path: "properties",
    file: "admin-properties.tsx",
    title: "app.page.adminProperties",
    menu: "properties",
    nav: { group: "catalog", section: "properties" },
  },
  {
    path: "campaigns",
    file: "admin-campaigns.tsx",
    title: "app.page.adminCampaigns",
    menu: "campaigns",
    nav: { group: "marketing", section: "campaigns" },
  },
  {
    path: "campaigns/new",
    file: "admin-campaign-edit.tsx",
    title: "app.page.adminCampaignNew",
    menu: "campaigns",
  },
  {
    path: "campaigns/:id",
    file: "admin-campaign-edit.tsx",
    title: "app.page.adminCampaignEdit",
    menu: "campaigns",
  },
  {
    path: "coupons",
    file: "admin-coupons.tsx",
    title: "app.page.adminCoupons",
    menu: "coupons",
    nav: { group: "marketing", section: "coupons" },
  },
  {
    path: "gift-certificates",
    file: "admin-gift-certificates.tsx",
    title: "app.page.adminGiftCertificates",
    menu: "gift-certificates",
    nav: { group: "marketing", section: "giftCertificates" },
  },
  {
    path: "content",
    file: "admin-contents.tsx",
    title: "app.page.adminContents",
    menu: "content",
    nav: { group: "content", section: "content" },
  },
  {
    path: "content/new",
    file: "admin-content-edit.tsx",
    title: "app.page.adminContentNew",
    menu: "content",
  },
  {
    path: "content/:id",
    file: "admin-content-edit.tsx",
    title: "app.page.adminContentEdit",
    menu: "content",
  },
  {
    path: "content/categories",
    file: "admin-content-categories.tsx",
    title: "app.page.adminContentCategories",
    menu: "content-categories",
    nav: { group: "content", section: "contentCategories" },
  },
  {
    path: "blog",
    file: "admin-blog.tsx",
    title: "app.page.adminBlog",
    menu: "blog-posts",
    nav: { group: "content", section: "blogPosts", under: "blog" },
  },
  {
    path: "blog/new",
    file: "admin-blog-edit.tsx",
    title: "app.page.adminBlogNew",
    menu: "blog-posts",
  },
  {
    path: "blog/:id",
    file: "admin-blog-edit.tsx",
    title: "app.page.adminBlogEdit",
    menu: "blog-posts",
  },
  {
    path: "blog/categories",
    file: "admin-blog-categories.tsx",
    title: "app.page.adminBlogCategories",
    menu: "blog-categories",
    nav: { group: "content", section: "blogCategories", under: "blog" },
  },
  {
    path: "faq",
    file: "admin-faq.tsx",
    title: "app.page.adminFaq",
    menu: "faq-entries",
    nav: { group: "content", section: "faqEntries", under: "faq" },
  },
  {
    path: "faq/new",
    file: "admin-faq-edit.tsx",
    title: "app.page.adminFaqNew",
    menu: "faq-entries",
  },
  {
    path: "faq/:id",
    file: "admin-faq-edit.tsx",
    title: "app.page.adminFaqEdit",
    menu: "faq-entries",
  },
  {
    path: "faq/categories",
    file: "admin-faq-categories.tsx",
    title: "app.page.adminFaqCategories",
    menu: "faq-categories",
    nav: { group: "content", section: "faqCategories", under: "faq" },
  },
  {
    path: "menus",
    file: "admin-menus.tsx",
    title: "app.page.adminMenus",
    menu: "menus",
    nav: { group: "content", section: "menus" },
  },
  {
    path: "customers",
    file: "admin-customers.tsx",
    title: "app.page.adminCustomers",
    menu: "customers",
    nav: { group: "customers", section: "customers" },
  },
  {
    path: "customers/:id",
    file: "admin-customer.tsx",
    title: "app.page.adminCustomer",
    menu: "customers",
  },
  {
    path: "comments",
    file: "admin-comments.tsx",
    title: "app.page.adminComments",
    menu: "comments",
    nav: { group: "customers", section: "comments" },
  },
  {
    path: "questions",
    file: "admin-questions.tsx",
    title: "app.page.adminQuestions",
    menu: "questions",
    nav: { group: "customers", section: "questions" },
  },
  {
    path: "newsletter",
    file: "admin-newsletter.tsx",
    title: "app.page.adminNewsletter",
    menu: "newsletter",
    nav: { group: "customers", section: "newsletter" },
  },
  {
    path: "messages",
    file: "admin-messages.tsx",
    title: "app.page.adminMessages",
    menu: "messages",
    nav: { group: "customers", section: "messages" },
  },
  {
    path: "exchange-rates",
    file: "admin-exchange-rates.tsx",
    title: "app.page.adminExchangeRates",
    menu: "exchange-rates",
    nav: { group: "system", section: "exchangeRates" },
  },
  {
    path: "settings",
    file: "admin-site-settings.tsx",
    title: "app.page.adminSiteSettings",
    menu: "settings-general",
    nav: { group: "system", section: "settingsGeneral", under: "settings" },
  },
  {
    path: "settings/layout",
    file: "admin-site-layout.tsx",
    title: "app.page.adminLayout",
    menu: "settings-layout",
    nav: { group: "system", section: "settingsLayout", under: "settings" },
  },
  {
    path: "settings/payments",
    file: "admin-payments.tsx",
    title: "app.page.adminPayments",
    menu: "settings-payments",
    nav: { group: "system", section: "settingsPayments", under: "settings" },
  },
  {
    path: "settings/cargo",
    file: "admin-cargo.tsx",
    title: "app.page.adminCargo",
    menu: "settings-cargo",
    nav: { group: "system", section: "settingsCargo", under: "settings" },
  },
  {
    path: "settings/languages",
    file: "admin-languages.tsx",
    title: "app.page.adminLanguages",
    menu: "settings-languages",
    nav: { group: "system", section: "settingsLanguages", under: "settings" },
  },
  {
    path: "settings/feed",
    file: "admin-feed.tsx",
    title: "app.page.adminFeed",
    menu: "settings-feed",
    nav: { group: "system", section: "settingsFeed", under: "settings" },
  },
  {
    path: "outbox",
    file: "admin-outbox.tsx",
    title: "app.page.adminOutbox",
    menu: "outbox",
    nav: { group: "system", section: "outbox" },
  },
  {
    path: "audit",
    file: "admin-audit.tsx",
    title: "app.page.adminAudit",
    menu: "audit",
    nav: { group: "system", section: "audit" },
  },
];

/** Pages with a fixed path first, so that products/new is not taken for products/:id. */
const byPrecedence = [...adminPages].sort(
  (a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")),
);

/** The admin page at `pathname`, if one is declared there. */
export function adminPageAt(pathname: string, basePath: string): AdminPage | undefined {
  return byPrecedence.find((page) => matchPath(`${basePath}/${page.path}`, pathname));
}

/**
 * The pages from the dashboard down to the one at `pathname`, each with its address: the pages
 * whose path is the start of its path ("products" above "products/12"). Empty on the dashboard
 * and where no page is declared.
 */
export function adminTrail(
  pathname: string,
  basePath: string,
): Array<{ page: AdminPage; href: string }> {
  const current = adminPageAt(pathname, basePath);
  if (!current?.path) return [];
  const segments = pathname.slice(basePath.length + 1).split("/");
  // "" and "products" above "products/12": every start of the path but the whole of it.
  const above = segments.map((_, depth) => segments.slice(0, depth).join("/"));
  return [
    ...above.flatMap((path) => {
      const page = adminPages.find((candidate) => candidate.path === path);
      return page ? [{ page, href: path ? `${basePath}/${path}` : basePath }] : [];
    }),
    { page: current, href: pathname },
  ];
}
