import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import {
  categoryInput,
  dialogErrors,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

/** The tree, and the largest picture the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return {
    categories: await routeApi(args).api.adminCategories(),
    pictureMaxBytes: IMAGE_MAX_BYTES,
  };
}

/** After its siblings: where a new category, or one given another parent in the dialog, goes. */
const LAST = 100_000;

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "move") {
    const { api } = routeApi(args);
    const parent = String(form.get("parent_id") ?? "");
    try {
      await api.moveCategory(Number(form.get("id")), {
        parent_id: parent ? Number(parent) : null,
        position: Number(form.get("position")) || 0,
      });
      return { ok: true } satisfies TaxonomyActionResult;
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500) throw error;
      const result: TaxonomyActionResult = {
        ok: false,
        code: error.code,
        errors: dialogErrors(error),
      };
      return data(result, error.status);
    }
  }
  return taxonomyAction(args, (api) => ({
    create: async (form) => {
      const created = await api.createCategory(categoryInput(form));
      await api.moveCategory(created.id, { parent_id: created.parent_id, position: LAST });
    },
    update: async (id, form) => {
      // What the dialog does not hold (order, menu flag, seo description…) the API keeps.
      const current = (await api.adminCategories()).find((category) => category.id === id);
      const saved = await api.updateCategory(id, categoryInput(form));
      if (current && saved.parent_id !== current.parent_id)
        await api.moveCategory(id, { parent_id: saved.parent_id, position: LAST });
    },
    remove: (id) => api.deleteCategory(id),
  }));
}
