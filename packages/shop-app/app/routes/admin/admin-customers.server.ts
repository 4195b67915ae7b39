import type { LoaderFunctionArgs } from "react-router";
import {
  customerListRequest,
  customerQueryOf,
} from "../../features/admin-customers/customer-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";

/** A page of customers as the URL asks. */
export async function loader(args: LoaderFunctionArgs) {
  const query = customerQueryOf(args.url);
  return { query, page: await routeApi(args).api.adminCustomers(customerListRequest(query)) };
}
