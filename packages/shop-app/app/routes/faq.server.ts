import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../lib/route-api.server.ts";

/** /sss: the frequently asked questions, grouped by category. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  return { groups: await api.faq() };
}
