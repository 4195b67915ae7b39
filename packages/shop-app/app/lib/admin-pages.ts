// The admin area's pages under /admin, declared once: routes.ts serves each of them and the
// admin menu leads only to the ones served, so a new page cannot be served and missing from
// the menu, nor listed in the menu and not served. Plain data: routes.ts reads it at build time
// and the admin frame in the browser.

export interface AdminPage {
  /** Below /admin, as React Router matches it ("" is the dashboard). */
  path: string;
  /** The route module under routes/admin/. */
  file: string;
  /** A route id of its own, for a module that serves two paths. */
  id?: string;
}

export const adminPages: readonly AdminPage[] = [
  { path: "", file: "admin-home.tsx" },
  { path: "products", file: "admin-products.tsx" },
  { path: "products/new", file: "admin-product-edit.tsx", id: "admin-product-new" },
  { path: "products/import", file: "admin-product-import.tsx" },
  { path: "products/:id", file: "admin-product-edit.tsx" },
  { path: "categories", file: "admin-categories.tsx" },
  { path: "brands", file: "admin-brands.tsx" },
  { path: "content", file: "admin-contents.tsx" },
  { path: "content/categories", file: "admin-content-categories.tsx" },
  { path: "content/new", file: "admin-content-edit.tsx", id: "admin-content-new" },
  { path: "content/:id", file: "admin-content-edit.tsx" },
  { path: "blog", file: "admin-blog.tsx" },
  { path: "blog/new", file: "admin-blog-edit.tsx", id: "admin-blog-new" },
  { path: "blog/categories", file: "admin-blog-categories.tsx" },
  { path: "blog/:id", file: "admin-blog-edit.tsx" },
  { path: "faq", file: "admin-faq.tsx" },
  { path: "faq/new", file: "admin-faq-edit.tsx", id: "admin-faq-new" },
  { path: "faq/categories", file: "admin-faq-categories.tsx" },
  { path: "faq/:id", file: "admin-faq-edit.tsx" },
  { path: "menus", file: "admin-menus.tsx" },
  { path: "audit", file: "admin-audit.tsx" },
  { path: "comments", file: "admin-comments.tsx" },
  { path: "questions", file: "admin-questions.tsx" },
  { path: "customers", file: "admin-customers.tsx" },
  { path: "customers/:id", file: "admin-customer.tsx" },
  { path: "newsletter", file: "admin-newsletter.tsx" },
  { path: "messages", file: "admin-messages.tsx" },
  { path: "models", file: "admin-models.tsx" },
  { path: "suppliers", file: "admin-suppliers.tsx" },
  { path: "properties", file: "admin-properties.tsx" },
  { path: "orders", file: "admin-orders.tsx" },
  { path: "orders/:id", file: "admin-order.tsx" },
  { path: "refunds", file: "admin-refunds.tsx" },
  { path: "settings", file: "admin-site-settings.tsx" },
  { path: "settings/layout", file: "admin-site-layout.tsx" },
  { path: "settings/payments", file: "admin-payments.tsx" },
  { path: "settings/cargo", file: "admin-cargo.tsx" },
  { path: "settings/languages", file: "admin-languages.tsx" },
  { path: "settings/feed", file: "admin-feed.tsx" },
  { path: "exchange-rates", file: "admin-exchange-rates.tsx" },
  { path: "outbox", file: "admin-outbox.tsx" },
  { path: "coupons", file: "admin-coupons.tsx" },
  { path: "campaigns", file: "admin-campaigns.tsx" },
  { path: "campaigns/new", file: "admin-campaign-edit.tsx", id: "admin-campaign-new" },
  { path: "campaigns/:id", file: "admin-campaign-edit.tsx" },
  { path: "gift-certificates", file: "admin-gift-certificates.tsx" },
];

/** The addresses of the pages a link can lead to as they are (no `:id` to fill in). */
export function adminPageHrefs(basePath: string): Set<string> {
  return new Set(
    adminPages
      .filter((page) => !page.path.includes(":"))
      .map((page) => (page.path ? `${basePath}/${page.path}` : basePath)),
  );
}
