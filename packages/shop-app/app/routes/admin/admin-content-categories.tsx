// The categories content pages are filed under (the footer's groups): a name per language and an
// order, added and changed in a dialog, deleted after a confirmation (their pages stay, filed
// under none).
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { NamedCategoryPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-content-categories.server.ts";

export { action, loader } from "./admin-content-categories.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "content-categories", title: "app.page.adminContentCategories" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminContentCategories") }];
}

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
