import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "../features/guards/guards.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { adminOrderOf } from "./admin/admin-order.server.ts";

/** The packing slip stands outside the admin frame (nothing but the sheet prints), so it asks for the admin itself. */
export async function loader(args: LoaderFunctionArgs) {
  requireAdmin(args.context, args.url);
  return { order: await adminOrderOf(routeApi(args).shopApi, args.params.id) };
}
