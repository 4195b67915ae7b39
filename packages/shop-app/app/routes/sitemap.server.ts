import type { LoaderFunctionArgs } from "react-router";
import { sitemapXml } from "../features/seo/sitemap.server.ts";
import { defaultLocale } from "../lib/locale.ts";
import { publicOrigin, serverApi, serverDeps } from "../lib/request-context.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(context, request, { language: defaultLocale, currency: 1 });
  const entries = await api.sitemapEntries();
  return new Response(sitemapXml(entries, publicOrigin(request, serverDeps(context))), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
