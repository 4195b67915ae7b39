import type { LoaderFunctionArgs } from "react-router";
import {
  newsletterQuery,
  newsletterRequest,
} from "../../features/admin-customers/newsletter-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  const query = newsletterQuery.parse(args.url);
  return {
    query,
    page: await unwrap(
      routeApi(args).shopApi.newsletter.subscribers.$get({ query: newsletterRequest(query) }),
    ),
  };
}
