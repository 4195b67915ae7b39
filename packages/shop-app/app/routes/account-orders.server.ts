import type { LoaderFunctionArgs } from "react-router";
import { pageOf } from "../lib/page-param.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { unwrap } from "../lib/shop-api.ts";

/** /hesabim/siparislerim: the shopper's orders, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const json = { page: pageOf(args.url), limit: 10 };
  return { orders: await unwrap(shopApi.getOrders.$post({ json })) };
}
