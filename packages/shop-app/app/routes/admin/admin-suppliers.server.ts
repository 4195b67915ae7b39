import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  supplierInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return {
    suppliers: await unwrap(routeApi(args).shopApi.supplier.getAdminSuppliers.$post({ json: {} })),
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => unwrap(api.supplier.add.$post({ json: supplierInput(form) })),
    update: (id, form) =>
      unwrap(api.supplier.update[":id"].$post({ param: { id }, json: supplierInput(form) })),
    remove: (id) => unwrap(api.supplier.delete[":id"].$post({ param: { id } })),
  }));
}
