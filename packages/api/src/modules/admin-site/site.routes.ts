import { z } from "@hono/zod-openapi";
import {
  AdminPageLayout,
  AdminPageLayoutInput,
  AdminPageLink,
  AdminPageLinksInput,
  AdminSiteSettings,
  AdminSiteSettingsInput,
  LocaleQuery,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const admin = {
  tags: ["Admin: site settings"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};

const PageParam = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/, { error: "invalid_format" })
    .meta({
      description: "The page's code (site_pages): home, product, default, ...",
      example: "home",
    }),
});

export const readSite = createRoute({
  ...admin,
  method: "get",
  path: "/siteSettings/getAdminSettings",
  ...privateRead,
  summary: "The shop-wide settings: verification, GTM id, scripts, CSS, favicon, placeholder",
  request: { query: LocaleQuery },
  responses: { ...okResponse(AdminSiteSettings, "The settings"), ...errorResponses(401, 403) },
});

export const updateSite = createRoute({
  ...admin,
  method: "post",
  path: "/siteSettings/updateAdminSettings",
  ...adminWrite,
  summary: "Save the shop-wide settings",
  description:
    "The body HTML is cleaned like a content page; the head and body scripts and the CSS are kept as written (only an admin can change them; the storefront's CSP lets exactly these scripts run). The GTM id is GTM- followed by 4 to 12 letters or digits.",
  request: { query: LocaleQuery, body: jsonBody(AdminSiteSettingsInput) },
  responses: { ...okResponse(AdminSiteSettings, "Saved"), ...errorResponses(400, 401, 403) },
});

export const readLayout = createRoute({
  ...admin,
  method: "get",
  path: "/siteSettings/getAdminLayout/{page}",
  ...privateRead,
  summary: "A page's layout to arrange, with the list of pages and widget kinds",
  request: { params: PageParam, query: LocaleQuery },
  responses: {
    ...okResponse(AdminPageLayout, "The layout"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const saveLayout = createRoute({
  ...admin,
  method: "post",
  path: "/siteSettings/saveAdminLayout/{page}",
  ...adminWrite,
  summary: "Save a page's layout: widgets added, removed and reordered in one go",
  description:
    "Every section lists its widgets in order. A widget with an id must be one of this page's (invalid_value on its id otherwise); one without is added; the page's widgets left out are deleted. A type outside the known widget kinds is invalid_value.",
  request: { params: PageParam, query: LocaleQuery, body: jsonBody(AdminPageLayoutInput) },
  responses: {
    ...okResponse(AdminPageLayout, "Saved"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const readLinks = createRoute({
  ...admin,
  method: "get",
  path: "/siteSettings/getAdminPageLinks",
  ...privateRead,
  summary: "The page links (pageLinks), active or not, with their titles and addresses",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(AdminPageLink), "The links"), ...errorResponses(401, 403) },
});

export const saveLinks = createRoute({
  ...admin,
  method: "post",
  path: "/siteSettings/saveAdminPageLinks",
  ...adminWrite,
  summary: "Save the page links, in order",
  description:
    "Replaces the list: a link is kept by its code, links left out are deleted. The Turkish title and address are required; another language left empty falls back to Turkish.",
  request: { query: LocaleQuery, body: jsonBody(AdminPageLinksInput) },
  responses: {
    ...okResponse(z.array(AdminPageLink), "Saved"),
    ...errorResponses(400, 401, 403),
  },
});
