import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { loadWidgetData } from "../features/catalogue-widgets/widget-data.server.ts";
import { sendProductTalk } from "../features/product-page/product-talk.server.ts";
import type { PageLayout } from "../lib/root-data.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError } from "../lib/shop-api.ts";
import { loadSeoPage } from "./seo-page/load-seo-page.server.ts";

/** `/{seoLink}`: a product, category, brand, content page or blog post, looked up in that order, else 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  const seoLink = args.params.seoLink ?? "";
  try {
    const page = await loadSeoPage({
      shopApi,
      locale,
      currency,
      seoLink,
      url: args.url,
      request: args.request,
    });
    const layout = "layout" in page ? (page.layout as PageLayout | null) : null;
    return { ...page, widgetData: await loadWidgetData(shopApi, layout) };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A product page's review and question forms (the other kinds have no forms). */
export async function action(args: ActionFunctionArgs) {
  const { shopApi } = routeApi(args);
  return sendProductTalk(shopApi, await args.request.formData());
}
