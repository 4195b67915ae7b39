// The blog's categories as the admin keeps them: a name and seo link per language, order and
// state, added and changed in a dialog, deleted after a confirmation (not while they have posts).
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { loader } from "./admin-blog-categories.server.ts";

export { action, loader } from "./admin-blog-categories.server.ts";

export default function AdminBlogCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <TaxonomyPage
      caption={intl.formatMessage({ id: "app.page.adminBlogCategories" })}
      items={categories.map((category) => ({
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
        isActive: category.is_active,
        sortOrder: category.sort_order,
      }))}
    />
  );
}
