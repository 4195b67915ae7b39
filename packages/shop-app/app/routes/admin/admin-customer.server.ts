import { data, type LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

/** One customer with what belongs to them; an id that is not a number is not found. */
export async function loader(args: LoaderFunctionArgs) {
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, 404);
  const customer = routeApi(args).shopApi.customer.getAdminCustomer[":id"];
  return { customer: await unwrap(customer.$get({ param: { id } })) };
}
