import type { LoaderFunctionArgs } from "react-router";
import { favouriteAction } from "../features/account/favourite-action.server.ts";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

export const PAGE_PARAM = "sayfa";

/** /hesabim/favorilerim: the member's favourite products, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const page = Math.max(1, Math.min(10_000, Number(args.url.searchParams.get(PAGE_PARAM)) || 1));
  return { favourites: await api.favourites(page) };
}

export { favouriteAction as action };
