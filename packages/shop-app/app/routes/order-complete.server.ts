import type { LoaderFunctionArgs } from "react-router";
import { requireShopper } from "../features/guards/guards.server.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /siparis/tamamlandi/{code}: the thank-you of the shopper's own order (anyone else: 404). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = routeApi(args);
  requireShopper(args.context, args.url, locale);
  try {
    return { order: await api.orderDetail(args.params.code ?? "") };
  } catch (error) {
    if (isApiRequestError(error, "record_not_found"))
      throw new Response("Not found", { status: 404 });
    throw error;
  }
}
