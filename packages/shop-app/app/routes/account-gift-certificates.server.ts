import type { LoaderFunctionArgs } from "react-router";
import { requireCustomer } from "../features/guards/guards.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /hesabim/hediye-ceklerim: the gift certificates made out to the member. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = routeApi(args);
  requireCustomer(args.context, args.url, locale);
  return { certificates: await api.giftCertificates() };
}
