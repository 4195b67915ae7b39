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
    // The update is saved whole: the contact details the dialog does not show are sent as they are.
    update: async (id, form) => {
      const current = (await api.adminSuppliers()).find((supplier) => supplier.id === id);
      return api.updateSupplier(id, {
        ...(current
          ? {
              code: current.code,
              contact_name: current.contact_name,
              email: current.email,
              phone: current.phone,
              tax_office: current.tax_office,
              tax_number: current.tax_number,
              address: current.address,
            }
          : {}),
        ...supplierInput(form),
      });
    },
    remove: (id) => api.deleteSupplier(id),
  }));
}
