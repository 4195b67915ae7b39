import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  namedCategoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { categories: await routeApi(args).api.adminContentCategories() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createContentCategory(namedCategoryInput(form)),
    update: (id, form) => api.updateContentCategory(id, namedCategoryInput(form)),
    remove: (id) => api.deleteContentCategory(id),
  }));
}
