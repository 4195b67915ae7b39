import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { isApiRequestError } from "../lib/api-client.ts";
import { localizePath } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /cikis (POST): the API revokes the token and clears its cookie; the shopper goes home. */
export async function action(args: ActionFunctionArgs) {
  const { api, locale } = routeApi(args);
  try {
    await api.customerLogout();
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
