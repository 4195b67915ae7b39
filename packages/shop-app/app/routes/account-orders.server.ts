import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../lib/route-api.server.ts";

export const PAGE_PARAM = "sayfa";

/** /hesabim/siparislerim: the shopper's orders, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const page = Math.max(1, Math.min(10_000, Number(args.url.searchParams.get(PAGE_PARAM)) || 1));
  return { orders: await api.orders(page) };
}
