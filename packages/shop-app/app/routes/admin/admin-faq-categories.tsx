// The categories the FAQ is grouped under: a name per language and an order, added and changed
// in a dialog, deleted after a confirmation (not while they have questions).
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { NamedCategoryPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-faq-categories.server.ts";

export { action, loader } from "./admin-faq-categories.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "faq-categories", title: "app.page.adminFaqCategories" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminFaqCategories") }];
}

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
