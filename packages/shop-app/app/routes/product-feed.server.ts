import { CURRENCIES } from "@shop/api/contract";
import type { LoaderFunctionArgs } from "react-router";
import { productFeedXml } from "../features/seo/product-feed.server.ts";
import { defaultLocale, isLocale } from "../lib/locale.ts";
import { publicOrigin, serverDeps, serverShopApi } from "../lib/request-context.server.ts";
import { isApiRequestError, unwrap } from "../lib/shop-api.ts";
import { shopConfig } from "../lib/site-settings.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wantedLanguage = url.searchParams.get("language") ?? "";
  const language = isLocale(wantedLanguage) ? wantedLanguage : defaultLocale;
  const wantedCurrency = (url.searchParams.get("currency") ?? "").toUpperCase();
  const currency =
    CURRENCIES.find((c) => String(c.id) === wantedCurrency || c.code === wantedCurrency)?.id ?? 1;
  const shopApi = serverShopApi(context, request, { language, currency });
  const [items, settings] = await Promise.all([
    // The admin turned the feed off: the address is not found.
    unwrap(shopApi.xml.products.$get()).catch((error: unknown) => {
      if (isApiRequestError(error) && error.status === 404) return null;
      throw error;
    }),
    unwrap(shopApi.siteSettings.getSettings[":id"].$get({ param: { id: "home" } })),
  ]);
  if (items === null) return new Response("Not found", { status: 404 });
  const origin = publicOrigin(request, serverDeps(context));
  return new Response(productFeedXml(items, origin, shopConfig(settings).shopName), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
