import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { modelInput, taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const [models, brands] = await Promise.all([api.adminModels(), api.adminBrands()]);
  return {
    models,
    brands: brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createModel(modelInput(form)),
    update: (id, form) => api.updateModel(id, modelInput(form)),
    remove: (id) => api.deleteModel(id),
  }));
}
