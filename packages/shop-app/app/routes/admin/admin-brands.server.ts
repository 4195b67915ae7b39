import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { brandInput, taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

/** The brands, and the largest logo the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return {
    brands: await unwrap(routeApi(args).shopApi.brand.getAdminBrands.$post({ json: {} })),
    pictureMaxBytes: IMAGE_MAX_BYTES,
  };
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) => unwrap(api.brand.add.$post({ json: brandInput(form) })),
    update: (id, form) =>
      unwrap(api.brand.update[":id"].$post({ param: { id }, json: brandInput(form) })),
    remove: (id) => unwrap(api.brand.delete[":id"].$post({ param: { id } })),
  }));
}
