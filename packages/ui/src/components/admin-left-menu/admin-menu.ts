import type { ComponentType, ReactNode } from "react";
import type { AdminMenuGroupSection, AdminSection } from "./admin-menu-sections.ts";

type AdminMenuLabel =
  | {
      /** A known section: its label and icon come from the library. */
      section: AdminSection;
      /** Overrides the section's label. */
      label?: ReactNode;
    }
  | { section?: undefined; label: ReactNode };

export type AdminMenuItem = AdminMenuLabel & {
  /** Unique in the whole menu; `activeId` names one of these. */
  id: string;
  /** Where the item leads. An item with children and no href only opens and closes them. */
  href?: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  /** Shown at the end of the row (a Badge with a count of new orders, say). */
  badge?: ReactNode;
  children?: AdminMenuItem[];
};

export type AdminMenuGroup = {
  id: string;
  items: AdminMenuItem[];
} & (
  | { section: AdminMenuGroupSection; label?: ReactNode }
  | { section?: undefined; label?: ReactNode }
);

/**
 * The admin area's standard menu (every section the specification names), under `basePath`.
 * The app may use it as it is, filter it by the admin's permissions, or build its own.
 */
export function createAdminMenu(basePath = "/admin"): AdminMenuGroup[] {
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

/** The ids of the items above `id`, outermost first; empty when `id` is not in the menu. */
export function ancestorsOf(groups: AdminMenuGroup[], id: string | undefined): string[] {
  if (!id) return [];
  const walk = (items: AdminMenuItem[], path: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.id === id) return path;
      if (item.children) {
        const found = walk(item.children, [...path, item.id]);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const group of groups) {
    const found = walk(group.items, []);
    if (found) return found;
  }
  return [];
}

/**
 * The menu without the items whose address `keep` refuses (sections the app does not serve yet),
 * and without the parents and groups that are left empty.
 */
export function filterAdminMenu(
  groups: AdminMenuGroup[],
  keep: (href: string) => boolean,
): AdminMenuGroup[] {
  const items = (list: AdminMenuItem[]): AdminMenuItem[] =>
    list.flatMap((item) => {
      const children = item.children ? items(item.children) : undefined;
      const kept = item.href !== undefined && keep(item.href);
      if (!kept && !children?.length) return [];
      const { children: _children, href, ...rest } = item;
      return [
        {
          ...rest,
          ...(kept ? { href } : {}),
          ...(children?.length ? { children } : {}),
        } as AdminMenuItem,
      ];
    });
  return groups.flatMap((group) => {
    const kept = items(group.items);
    return kept.length ? [{ ...group, items: kept }] : [];
  });
}
