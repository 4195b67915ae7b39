import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  namedCategoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { categories: await routeApi(args).api.adminFaqCategories() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createFaqCategory(namedCategoryInput(form)),
    update: (id, form) => api.updateFaqCategory(id, namedCategoryInput(form)),
    remove: (id) => api.deleteFaqCategory(id),
  }));
}
