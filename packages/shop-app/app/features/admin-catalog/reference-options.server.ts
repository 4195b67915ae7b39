// The choices of the admin's product forms and filters: categories as an indented tree, brands,
// models (with their brand) and suppliers, in the admin's language.
import type { LanguageCode } from "@shop/api/contract";
import type { ApiClient } from "../../lib/api-client.ts";

export interface Option {
  value: string;
  label: string;
}

export async function referenceOptions(api: ApiClient) {
  const [categories, brands, models, suppliers] = await Promise.all([
    api.adminCategories(),
    api.adminBrands(),
    api.adminModels(),
    api.adminSuppliers(),
  ]);
  const language = api.language as LanguageCode;
  return {
    categories: categories.map(
      (category): Option => ({
        value: String(category.id),
        label: `${"\u2003".repeat(category.depth)}${
          category.texts[language]?.name ?? category.texts.tr?.name ?? category.code
        }`,
      }),
    ),
    brands: brands.map((brand): Option => ({ value: String(brand.id), label: brand.name })),
    models: models.map(
      (model): Option => ({ value: String(model.id), label: `${model.brand_name} ${model.name}` }),
    ),
    suppliers: suppliers.map(
      (supplier): Option => ({ value: String(supplier.id), label: supplier.name }),
    ),
  };
}
