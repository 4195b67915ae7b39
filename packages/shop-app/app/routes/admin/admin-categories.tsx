// The category tree as the admin keeps it: dragged or moved from the keyboard to another place,
// names, seo links, descriptions and seo titles in each language, picture, parent and state added
// and changed in a dialog, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { CategoryTreePage } from "../../features/admin-catalog/category-tree-page.tsx";
import { perLanguage } from "../../lib/per-language.ts";
import type { loader } from "./admin-categories.server.ts";

export { action, loader } from "./admin-categories.server.ts";

export default function AdminCategories() {
  const { categories, pictureMaxBytes } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const items = categories.map((category) => ({
    id: String(category.id),
    names: perLanguage(category.texts, "name"),
    seoLinks: perLanguage(category.texts, "seo_link"),
    descriptions: perLanguage(category.texts, "description"),
    seoTitles: perLanguage(category.texts, "seo_title"),
    picture: category.image_path ?? "",
    parentId: category.parent_id === null ? null : String(category.parent_id),
    isActive: category.is_active,
    productCount: category.product_count,
  }));
  return (
    <CategoryTreePage
      caption={intl.formatMessage({ id: "app.page.adminCategories" })}
      items={items}
      pictureMaxBytes={pictureMaxBytes}
    />
  );
}
