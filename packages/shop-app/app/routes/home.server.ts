import type { LoaderFunctionArgs } from "react-router";
import { loadWidgetData } from "../features/catalogue-widgets/widget-data.server.ts";
import { loadPageLayout } from "../lib/page-layout.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const layout = await loadPageLayout(shopApi, "home");
  return { layout, widgetData: await loadWidgetData(shopApi, layout) };
}
