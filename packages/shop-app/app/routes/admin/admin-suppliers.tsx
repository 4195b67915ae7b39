// The suppliers as the admin keeps them: a name and its state, added and changed in a dialog,
// deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { loader } from "./admin-suppliers.server.ts";

export { action, loader } from "./admin-suppliers.server.ts";

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
