import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../lib/route-api.server.ts";
import { unwrap } from "../lib/shop-api.ts";

/** /sss: the frequently asked questions, grouped by category. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  return { groups: await unwrap(shopApi.faq.$get()) };
}
