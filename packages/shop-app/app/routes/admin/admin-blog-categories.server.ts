import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  blogCategoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { categories: await routeApi(args).api.adminBlogCategories() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createBlogCategory(blogCategoryInput(form)),
    update: (id, form) => api.updateBlogCategory(id, blogCategoryInput(form)),
    remove: (id) => api.deleteBlogCategory(id),
  }));
}
