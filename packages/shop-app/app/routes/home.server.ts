import type { LoaderFunctionArgs } from "react-router";
import { loadPageLayout } from "../features/layout/page-layout.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  return { layout: await loadPageLayout(api, "home") };
}
