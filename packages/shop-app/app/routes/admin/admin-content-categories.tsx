// The categories content pages are filed under (the footer's groups): a name per language and an
// order, added and changed in a dialog, deleted after a confirmation (their pages stay, filed
// under none).
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { NamedCategoryPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { loader } from "./admin-content-categories.server.ts";

export { action, loader } from "./admin-content-categories.server.ts";

export default function AdminContentCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <NamedCategoryPage
      caption={intl.formatMessage({ id: "app.page.adminContentCategories" })}
      categories={categories}
    />
  );
}
