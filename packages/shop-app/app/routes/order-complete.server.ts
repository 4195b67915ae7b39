import type { LoaderFunctionArgs } from "react-router";
import { requireShopper } from "../features/guards/guards.server.ts";
import { orderDetailOf } from "../features/orders/order-detail.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError } from "../lib/shop-api.ts";

/** /siparis/tamamlandi/{code}: the thank-you of the shopper's own order (anyone else: 404). */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireShopper(args.context, args.url, locale);
  try {
    return { order: await orderDetailOf(shopApi, args.params.code ?? "") };
  } catch (error) {
    if (isApiRequestError(error, "record_not_found"))
      throw new Response("Not found", { status: 404 });
    throw error;
  }
}
