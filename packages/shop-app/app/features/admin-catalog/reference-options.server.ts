// The choices of the admin's product forms and filters: categories as an indented tree, brands,
// models (with their brand) and suppliers, in the admin's language.
import type { LanguageCode } from "@shop/api/contract";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

export interface Option {
  value: string;
  label: string;
}

export async function referenceOptions(api: ShopApi, language: LanguageCode) {
  const [categories, brands, models, suppliers] = await Promise.all([
    unwrap(api.category.getAdminCategories.$post({ json: {} })),
    unwrap(api.brand.getAdminBrands.$post({ json: {} })),
    unwrap(api.model.getAdminModels.$post({ json: {} })),
    unwrap(api.supplier.getAdminSuppliers.$post({ json: {} })),
  ]);
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
