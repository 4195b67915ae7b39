import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  categoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { categories: await routeApi(args).api.adminCategories() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createCategory(categoryInput(form)),
    update: (id, form) => api.updateCategory(id, categoryInput(form)),
    remove: (id) => api.deleteCategory(id),
  }));
}
