// Adding and removing a favourite: the hearts post here with JavaScript (enhanced=1, answered
// with data), the favourites page's remove buttons without it (answered with a redirect back).
import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { isApiRequestError } from "../../lib/api-client.ts";
import { localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";

type FavouriteActionResult = { ok: true } | { ok: false; code: ErrorCode };

export async function favouriteAction(args: ActionFunctionArgs) {
  const { api, locale } = routeApi(args);
  const form = await args.request.formData();
  const productId = Number(form.get("product_id"));
  const back = safeRedirectPath(form.get("return_to"), localizePath(paths.favourites, locale));
  let result: FavouriteActionResult = { ok: true };
  try {
    if (form.get("intent") === "add") await api.addFavourite(productId);
    else await api.removeFavourite(productId);
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    result = { ok: false, code: error.code };
  }
  if (form.get("enhanced") === "1") return data(result, result.ok ? 200 : 400);
  return redirect(back);
}
