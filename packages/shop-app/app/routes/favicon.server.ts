import { type LoaderFunctionArgs, redirect } from "react-router";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import { unwrap } from "../lib/shop-api.ts";

// The shop's mark in its brand colour, for a shop whose admin has not uploaded a favicon yet.
const DEFAULT_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b44f08"/><path d="M10 12h12l-1 13H11z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/><path d="M13 12a3 3 0 0 1 6 0" fill="none" stroke="#fff" stroke-width="2.2"/></svg>`;

/** /favicon.ico: the site settings' favicon, else the default mark (browsers ask on every visit). */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const favicon = await unwrap(
    shopApi.siteSettings.getSettings[":id"].$get({ param: { id: "default" } }),
  )
    .then((settings) => settings.setting.favicon)
    .catch(() => null);
  const own = favicon ? safeRedirectPath(favicon, "") : "";
  if (own) {
    return redirect(encodeURI(own), { headers: { "Cache-Control": "public, max-age=86400" } });
  }
  return new Response(DEFAULT_ICON, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
