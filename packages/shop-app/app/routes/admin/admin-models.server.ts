import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { modelInput, taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const [models, brands] = await Promise.all([
    unwrap(shopApi.model.getAdminModels.$post({ json: {} })),
    unwrap(shopApi.brand.getAdminBrands.$post({ json: {} })),
  ]);
  return {
    models,
    brands: brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => unwrap(api.model.add.$post({ json: modelInput(form) })),
    update: (id, form) =>
      unwrap(api.model.update[":id"].$post({ param: { id }, json: modelInput(form) })),
    remove: (id) => unwrap(api.model.delete[":id"].$post({ param: { id } })),
  }));
}
