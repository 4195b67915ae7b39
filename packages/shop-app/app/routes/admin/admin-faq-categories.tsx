// The categories the FAQ is grouped under: a name per language and an order, added and changed
// in a dialog, deleted after a confirmation (not while they have questions).
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { NamedCategoryPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { loader } from "./admin-faq-categories.server.ts";

export { action, loader } from "./admin-faq-categories.server.ts";

export default function AdminFaqCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <NamedCategoryPage
      caption={intl.formatMessage({ id: "app.page.adminFaqCategories" })}
      categories={categories}
    />
  );
}
