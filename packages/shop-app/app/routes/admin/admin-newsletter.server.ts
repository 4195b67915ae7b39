import type { LoaderFunctionArgs } from "react-router";
import {
  newsletterQueryOf,
  newsletterRequest,
} from "../../features/admin-customers/newsletter-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = newsletterQueryOf(args.url);
  return {
    query,
    page: await routeApi(args).api.newsletterSubscribers(newsletterRequest(query)),
  };
}
