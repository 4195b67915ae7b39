// The stories' admin menu: every section the specification names, as the app's pages declare it.
import type { AdminMenuGroup } from "./admin-menu.ts";

export function storyAdminMenu(basePath = "/admin"): AdminMenuGroup[] {
  const to = (path: string) => `${basePath}${path}`;
  return [
    { id: "overview", items: [{ id: "dashboard", section: "dashboard", href: to("") }] },
    {
      id: "sales",
      section: "sales",
      items: [
        { id: "orders", section: "orders", href: to("/orders") },
        { id: "refunds", section: "refunds", href: to("/refunds") },
      ],
    },
    {
      id: "catalog",
      section: "catalog",
      items: [
        {
          id: "products",
          section: "products",
          children: [
            { id: "product-list", section: "productList", href: to("/products") },
            { id: "product-new", section: "productNew", href: to("/products/new") },
            { id: "product-import", section: "productImport", href: to("/products/import") },
          ],
        },
        { id: "categories", section: "categories", href: to("/categories") },
        { id: "brands", section: "brands", href: to("/brands") },
        { id: "models", section: "models", href: to("/models") },
        { id: "suppliers", section: "suppliers", href: to("/suppliers") },
        { id: "properties", section: "properties", href: to("/properties") },
      ],
    },
    {
      id: "marketing",
      section: "marketing",
      items: [
        { id: "campaigns", section: "campaigns", href: to("/campaigns") },
        { id: "coupons", section: "coupons", href: to("/coupons") },
        { id: "gift-certificates", section: "giftCertificates", href: to("/gift-certificates") },
      ],
    },
    {
      id: "content",
      section: "content",
      items: [
        { id: "content", section: "content", href: to("/content") },
        {
          id: "content-categories",
          section: "contentCategories",
          href: to("/content/categories"),
        },
        {
          id: "blog",
          section: "blog",
          children: [
            { id: "blog-posts", section: "blogPosts", href: to("/blog") },
            { id: "blog-categories", section: "blogCategories", href: to("/blog/categories") },
          ],
        },
        {
          id: "faq",
          section: "faq",
          children: [
            { id: "faq-entries", section: "faqEntries", href: to("/faq") },
            { id: "faq-categories", section: "faqCategories", href: to("/faq/categories") },
          ],
        },
        { id: "menus", section: "menus", href: to("/menus") },
      ],
    },
    {
      id: "customers",
      section: "customers",
      items: [
        { id: "customers", section: "customers", href: to("/customers") },
        { id: "comments", section: "comments", href: to("/comments") },
        { id: "questions", section: "questions", href: to("/questions") },
        { id: "newsletter", section: "newsletter", href: to("/newsletter") },
        { id: "messages", section: "messages", href: to("/messages") },
      ],
    },
    {
      id: "system",
      section: "system",
      items: [
        { id: "exchange-rates", section: "exchangeRates", href: to("/exchange-rates") },
        {
          id: "settings",
          section: "settings",
          children: [
            { id: "settings-general", section: "settingsGeneral", href: to("/settings") },
            { id: "settings-layout", section: "settingsLayout", href: to("/settings/layout") },
            {
              id: "settings-payments",
              section: "settingsPayments",
              href: to("/settings/payments"),
            },
            { id: "settings-cargo", section: "settingsCargo", href: to("/settings/cargo") },
            {
              id: "settings-languages",
              section: "settingsLanguages",
              href: to("/settings/languages"),
            },
            { id: "settings-feed", section: "settingsFeed", href: to("/settings/feed") },
          ],
        },
        { id: "outbox", section: "outbox", href: to("/outbox") },
        { id: "audit", section: "audit", href: to("/audit") },
      ],
    },
  ];
}
