import type { LoaderFunctionArgs } from "react-router";
import { pageOf } from "../lib/page-param.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /hesabim/siparislerim: the shopper's orders, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  return { orders: await api.orders(pageOf(args.url)) };
}
