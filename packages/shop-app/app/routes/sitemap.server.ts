import type { LoaderFunctionArgs } from "react-router";
import { sitemapXml } from "../features/seo/sitemap.server.ts";
import { defaultLocale } from "../lib/locale.ts";
import { publicOrigin, serverDeps, serverShopApi } from "../lib/request-context.server.ts";
import { unwrap } from "../lib/shop-api.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopApi = serverShopApi(context, request, { language: defaultLocale, currency: 1 });
  const entries = await unwrap(shopApi.xml.entries.$get());
  return new Response(sitemapXml(entries, publicOrigin(request, serverDeps(context))), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
