import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";

/** /cikis (POST): the API revokes the token and clears its cookie; the shopper goes home. */
export async function action(args: ActionFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  try {
    await unwrap(shopApi.customerToken.logout.$post());
  } catch (error) {
    // Signed out already (an expired token): home all the same.
    if (!isApiRequestError(error) || error.status >= 500) throw error;
  }
  return redirect(localizePath(paths.home, locale));
}

/** A GET (a typed address) signs nobody out. */
export function loader(args: LoaderFunctionArgs) {
  const { locale } = routeApi(args);
  return redirect(localizePath(paths.home, locale));
}
