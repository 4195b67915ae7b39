import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import {
  categoryInput,
  dialogErrors,
  taxonomyAction,
} from "../../features/admin-catalog/taxonomy-form.server.ts";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

/** The tree, and the largest picture the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return {
    categories: await categoriesOf(routeApi(args).shopApi),
    pictureMaxBytes: IMAGE_MAX_BYTES,
  };
}

const categoriesOf = (api: ShopApi) => unwrap(api.category.getAdminCategories.$post({ json: {} }));

const move = (api: ShopApi, id: number, json: { parent_id: number | null; position: number }) =>
  unwrap(api.category.move[":id"].$post({ param: { id }, json }));

/** After its siblings: where a new category, or one given another parent in the dialog, goes. */
const LAST = 100_000;

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "move") {
    const { shopApi } = routeApi(args);
    const parent = String(form.get("parent_id") ?? "");
    try {
      await move(shopApi, Number(form.get("id")), {
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
      const created = await unwrap(api.category.add.$post({ json: categoryInput(form) }));
      await move(api, created.id, { parent_id: created.parent_id, position: LAST });
    },
    update: async (id, form) => {
      // What the dialog does not hold (order, menu flag, seo description…) the API keeps.
      const current = (await categoriesOf(api)).find((category) => category.id === id);
      const saved = await unwrap(
        api.category.update[":id"].$post({ param: { id }, json: categoryInput(form) }),
      );
      if (current && saved.parent_id !== current.parent_id)
        await move(api, id, { parent_id: saved.parent_id, position: LAST });
    },
    remove: (id) => unwrap(api.category.delete[":id"].$post({ param: { id } })),
  }));
}
