// The brands as the admin keeps them: the Turkish name and the others where written otherwise,
// each language's seo link and description, the logo, order and state, added and changed in a
// dialog, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { TaxonomyPage } from "../../features/admin-catalog/taxonomy-page.tsx";
import { perLanguage } from "../../lib/per-language.ts";
import type { loader } from "./admin-brands.server.ts";

export { action, loader } from "./admin-brands.server.ts";

export default function AdminBrands() {
  const { brands, pictureMaxBytes } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <TaxonomyPage
      caption={intl.formatMessage({ id: "app.page.adminBrands" })}
      withDescription
      picture="logo"
      pictureMaxBytes={pictureMaxBytes}
      items={brands.map((brand) => ({
        id: String(brand.id),
        // Another language's name is shown empty where the brand is written as in Turkish.
        names: { ...perLanguage(brand.texts, "name"), tr: brand.name },
        seoLinks: perLanguage(brand.texts, "seo_link"),
        descriptions: perLanguage(brand.texts, "description"),
        picture: brand.logo_path ?? "",
        isActive: brand.is_active,
        sortOrder: brand.sort_order,
      }))}
    />
  );
}
