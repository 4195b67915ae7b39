import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  namedCategoryInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return {
    categories: await unwrap(routeApi(args).shopApi.faq_category.getAdminFaqCategories.$post()),
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => unwrap(api.faq_category.add.$post({ json: namedCategoryInput(form) })),
    update: (id, form) =>
      unwrap(
        api.faq_category.update[":id"].$post({ param: { id }, json: namedCategoryInput(form) }),
      ),
    remove: (id) => unwrap(api.faq_category.delete[":id"].$post({ param: { id } })),
  }));
}
