import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  blogCategoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return {
    categories: await unwrap(routeApi(args).shopApi.blog_category.getAdminBlogCategories.$post()),
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => unwrap(api.blog_category.add.$post({ json: blogCategoryInput(form) })),
    update: (id, form) =>
      unwrap(
        api.blog_category.update[":id"].$post({ param: { id }, json: blogCategoryInput(form) }),
      ),
    remove: (id) => unwrap(api.blog_category.delete[":id"].$post({ param: { id } })),
  }));
}
