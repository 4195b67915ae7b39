import type { LoaderFunctionArgs } from "react-router";
import { favouriteAction } from "../features/account/favourite-action.server.ts";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { pageOf } from "../lib/page-param.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { unwrap } from "../lib/shop-api.ts";

/** /hesabim/favorilerim: the member's favourite products, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  const page = pageOf(args.url);
  return {
    favourites: await unwrap(shopApi.customer.getCustomerFavorites.$post({ json: { page } })),
  };
}

export { favouriteAction as action };
