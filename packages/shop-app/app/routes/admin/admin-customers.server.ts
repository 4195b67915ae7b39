import type { LoaderFunctionArgs } from "react-router";
import {
  customerListRequest,
  customerQuery,
} from "../../features/admin-customers/customer-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

/** A page of customers as the URL asks. */
export async function loader(args: LoaderFunctionArgs) {
  const query = customerQuery.parse(args.url);
  const customers = routeApi(args).shopApi.customer.getAdminCustomers;
  return { query, page: await unwrap(customers.$get({ query: customerListRequest(query) })) };
}
