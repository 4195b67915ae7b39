// The brands as the admin keeps them: the name (the same in every language), each language's seo
// link, order and state, added and changed in a dialog, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-brands.server.ts";

export { action, loader } from "./admin-brands.server.ts";

export const handle: AdminHandle = { admin: { menuId: "brands", title: "app.page.adminBrands" } };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminBrands") }];
}

export default function AdminBrands() {
  const { brands } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <TaxonomyPage
      caption={intl.formatMessage({ id: "app.page.adminBrands" })}
      items={brands.map((brand) => ({
        id: String(brand.id),
        names: { tr: brand.name, en: brand.name, ar: brand.name },
        seoLinks: {
          tr: brand.texts.tr?.seo_link ?? "",
          en: brand.texts.en?.seo_link ?? "",
          ar: brand.texts.ar?.seo_link ?? "",
        },
        isActive: brand.is_active,
        sortOrder: brand.sort_order,
      }))}
    />
  );
}
