import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { brandInput, dialogErrors } from "../../features/admin-catalog/taxonomy-form.server.ts";
import type { TaxonomyActionResult } from "../../features/admin-catalog/taxonomy-page.tsx";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { brands: await routeApi(args).api.adminBrands() };
}

export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const id = Number(form.get("id")) || null;
  try {
    if (form.get("intent") === "delete" && id) await api.deleteBrand(id);
    else if (id) await api.updateBrand(id, brandInput(form));
    else await api.createBrand(brandInput(form));
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
