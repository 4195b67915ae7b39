import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { productListRequest, productQuery } from "../../features/admin-catalog/product-query.ts";
import { referenceOptions } from "../../features/admin-catalog/reference-options.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

/** A page of products as the URL asks, with the category and brand choices of the filters. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const query = productQuery.parse(args.url);
  const [page, references] = await Promise.all([
    unwrap(shopApi.product.getAdminProducts.$post({ json: productListRequest(query) })),
    referenceOptions(shopApi, locale),
  ]);
  return { query, page, categories: references.categories, brands: references.brands };
}

/** Deletes a product (the list's confirmed row action). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  const form = await args.request.formData();
  try {
    await unwrap(shopApi.product.delete[":id"].$post({ param: { id: Number(form.get("id")) } }));
    return { ok: true as const };
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data({ ok: false as const, code: error.code }, error.status);
  }
}
