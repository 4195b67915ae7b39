import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  supplierInput,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { suppliers: await routeApi(args).api.adminSuppliers() };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createSupplier(supplierInput(form)),
    update: (id, form) => api.updateSupplier(id, supplierInput(form)),
    remove: (id) => api.deleteSupplier(id),
  }));
}
