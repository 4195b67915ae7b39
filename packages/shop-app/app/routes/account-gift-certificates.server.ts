import type { LoaderFunctionArgs } from "react-router";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { unwrap } from "../lib/shop-api.ts";

/** /hesabim/hediye-ceklerim: the gift certificates made out to the member. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  return { certificates: await unwrap(shopApi.customer.getGiftCertificates.$get()) };
}
