import {
  LocaleQuery,
  SiteSettings,
  SiteSettingsParam,
  SiteSettingsQuery,
} from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { publicRead } from "../../lib/route-policy.ts";

export const getSettings = createRoute({
  method: "get",
  path: "/siteSettings/getSettings/{id}",
  ...publicRead,
  tags: ["Site settings"],
  summary: "A page's layout and the shop-wide settings",
  description:
    "`id` names the page (home, product, category, brand, search, campaign, content, blog, cart, checkout, account) or is its numeric id; a known page without a layout of its own gets the `default` layout. The headers X-Client-Type and X-Referrer of the specification's client are accepted and not used.",
  request: { params: SiteSettingsParam, query: LocaleQuery.extend(SiteSettingsQuery.shape) },
  responses: { ...okResponse(SiteSettings, "The page's settings"), ...errorResponses(400, 404) },
});
