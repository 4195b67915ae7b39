import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { brandInput, taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { brands: await routeApi(args).api.adminBrands() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createBrand(brandInput(form)),
    update: (id, form) => api.updateBrand(id, brandInput(form)),
    remove: (id) => api.deleteBrand(id),
  }));
}
