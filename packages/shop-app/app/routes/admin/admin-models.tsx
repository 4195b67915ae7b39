// The models as the admin keeps them: a name and the brand it belongs to, and its state, added
// and changed in a dialog, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { loader } from "./admin-models.server.ts";

export { action, loader } from "./admin-models.server.ts";

export default function AdminModels() {
  const { models, brands } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <TaxonomyPage
      caption={intl.formatMessage({ id: "app.page.adminModels" })}
      withSeoLink={false}
      singleName
      withSortOrder={false}
      group={{ label: intl.formatMessage({ id: "app.admin.modelBrand" }), options: brands }}
      items={models.map((model) => ({
        id: String(model.id),
        names: { tr: model.name, en: model.name, ar: model.name },
        groupId: String(model.brand_id),
        isActive: model.is_active,
        sortOrder: 0,
      }))}
    />
  );
}
