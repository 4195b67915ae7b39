import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { dashboard: await routeApi(args).api.adminDashboard() };
}
