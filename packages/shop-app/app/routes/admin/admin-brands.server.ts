import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { brandInput, taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";

/** The brands, and the largest logo the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return { brands: await routeApi(args).api.adminBrands(), pictureMaxBytes: IMAGE_MAX_BYTES };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => api.createBrand(brandInput(form)),
    update: (id, form) => api.updateBrand(id, brandInput(form)),
    remove: (id) => api.deleteBrand(id),
  }));
}
