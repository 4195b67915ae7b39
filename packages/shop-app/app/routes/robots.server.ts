import type { LoaderFunctionArgs } from "react-router";
import { robotsTxt } from "../features/seo/sitemap.server.ts";
import { publicOrigin, serverDeps } from "../lib/request-context.server.ts";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request, serverDeps(context))), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
