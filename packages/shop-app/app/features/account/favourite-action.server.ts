// Adding and removing a favourite: the hearts post here with JavaScript (enhanced=1, answered
// with data), the favourites page's remove buttons without it (answered with a redirect back).
import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

type FavouriteActionResult = { ok: true } | { ok: false; code: ErrorCode };

export async function favouriteAction(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const form = await args.request.formData();
  const productId = Number(form.get("product_id"));
  const back = safeRedirectPath(form.get("return_to"), localizePath(paths.favourites, locale));
  let result: FavouriteActionResult = { ok: true };
  try {
    const param = { id: productId };
    const customer = shopApi.customer;
    if (form.get("intent") === "add")
      await unwrap(customer.addCustomerFavorite[":id"].$get({ param }));
    else await unwrap(customer.deleteCustomerFavorite[":id"].$get({ param }));
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    result = { ok: false, code: error.code };
  }
  if (form.get("enhanced") === "1") return data(result, result.ok ? 200 : 400);
  return redirect(back);
}
