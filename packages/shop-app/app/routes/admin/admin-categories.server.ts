import type { AdminCategory } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import {
  categoryInput,
  dialogErrors,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { categories: await routeApi(args).api.adminCategories() };
}

/** After its siblings: where a new category, or one given another parent in the dialog, goes. */
const LAST = 100_000;

/**
 * The dialog only holds names, seo links, parent and state: the rest of a category (order, menu,
 * picture, descriptions and seo texts) is kept as it is.
 */
function keep(current: AdminCategory, form: FormData) {
  const input = categoryInput(form);
  const texts = Object.fromEntries(
    Object.entries(input.texts).map(([language, typed]) => {
      const was = current.texts[language as keyof AdminCategory["texts"]];
      return [
        language,
        {
          ...typed,
          description: was?.description ?? null,
          seo_title: was?.seo_title ?? null,
          seo_description: was?.seo_description ?? null,
          seo_keywords: was?.seo_keywords ?? null,
        },
      ];
    }),
    // The kept texts ride along: the API's input takes them beside the dialog's name and link.
  ) as unknown as typeof input.texts;
  return {
    ...input,
    code: current.code,
    sort_order: current.sort_order,
    show_in_menu: current.show_in_menu,
    image_path: current.image_path,
    texts,
  };
}

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
      const current = (await api.adminCategories()).find((category) => category.id === id);
      if (!current) return api.updateCategory(id, categoryInput(form));
      const saved = await api.updateCategory(id, keep(current, form));
      if (saved.parent_id !== current.parent_id)
        await api.moveCategory(id, { parent_id: saved.parent_id, position: LAST });
    },
    remove: (id) => api.deleteCategory(id),
  }));
}
