// The category tree as the admin keeps it: dragged or moved from the keyboard to another place,
// names and seo links in each language, parent and state added and changed in a dialog, deleted
// after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { CategoryTreePage } from "../../features/admin-catalog/category-tree-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-categories.server.ts";

export { action, loader } from "./admin-categories.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "categories", title: "app.page.adminCategories" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminCategories") }];
}

export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const items = categories.map((category) => ({
    id: String(category.id),
    names: {
      tr: category.texts.tr?.name ?? "",
      en: category.texts.en?.name ?? "",
      ar: category.texts.ar?.name ?? "",
    },
    seoLinks: {
      tr: category.texts.tr?.seo_link ?? "",
      en: category.texts.en?.seo_link ?? "",
      ar: category.texts.ar?.seo_link ?? "",
    },
    parentId: category.parent_id === null ? null : String(category.parent_id),
    isActive: category.is_active,
    productCount: category.product_count,
  }));
  return (
    <CategoryTreePage
      caption={intl.formatMessage({ id: "app.page.adminCategories" })}
      items={items}
    />
  );
}
