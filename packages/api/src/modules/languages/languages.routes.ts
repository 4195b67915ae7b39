import { z } from "zod";
import { AdminLanguage, AdminLanguagesInput, Language, LocaleQuery } from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, publicRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

export const list = createRoute({
  method: "get",
  path: "/language",
  ...publicRead,
  tags: ["Reference data"],
  summary: "The shop's languages (code, name, direction, ISO tag)",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(Language), "Active languages, default first"),
    ...errorResponses(),
  },
});

const admin = {
  tags: ["Admin: settings"],
  security: adminSecurity,
};

export const adminList = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "get",
  path: "/language/getAdminList",
  ...privateRead,
  summary: "Every language of the shop, active or not, in the switcher's order (admin)",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(AdminLanguage), "The languages"),
    ...errorResponses(401, 403),
  },
});

export const update = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "post",
  path: "/language/updateSettings",
  ...adminWrite,
  summary: "Turn languages on or off, choose the default and the order (admin)",
  description:
    "The whole list at once. No language on is no_active_language; the default off is default_inactive; not exactly one default, or an unknown code, is validation_error. The storefront's language switcher offers the active ones at once.",
  request: { query: LocaleQuery, body: jsonBody(AdminLanguagesInput) },
  responses: {
    ...okResponse(z.array(AdminLanguage), "Saved"),
    ...errorResponses(400, 401, 403),
  },
});
