// The suppliers as the admin keeps them: a name and its state, added and changed in a dialog,
// deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-suppliers.server.ts";

export { action, loader } from "./admin-suppliers.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "suppliers", title: "app.page.adminSuppliers" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminSuppliers") }];
}

export default function AdminSuppliers() {
  const { suppliers } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <TaxonomyPage
      caption={intl.formatMessage({ id: "app.page.adminSuppliers" })}
      withSeoLink={false}
      singleName
      withSortOrder={false}
      items={suppliers.map((supplier) => ({
        id: String(supplier.id),
        names: { tr: supplier.name, en: supplier.name, ar: supplier.name },
        isActive: supplier.is_active,
        sortOrder: 0,
      }))}
    />
  );
}
