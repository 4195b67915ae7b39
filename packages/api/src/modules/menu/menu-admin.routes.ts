import { z } from "@hono/zod-openapi";
import { AdminMenuItem, AdminMenuItemInput, IdParam, LocaleQuery } from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const admin = {
  tags: ["Admin: header menu"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};
const saveNote =
  "A link needs its Turkish label (texts.tr.title) and address (texts.tr.url), each required; a category, brand or content item needs target_id (required, or invalid_value when there is no such row) and shows the target's name where it has no label. A parent that does not exist, or is the item itself or under it, is invalid_value on parent_id. A language left out loses its label.";

export const list = createRoute({
  ...admin,
  method: "post",
  path: "/header_menu/list",
  ...adminWrite,
  summary: "Every header menu item, on or off, in tree order",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(AdminMenuItem), "The items"), ...errorResponses(401, 403) },
});

export const add = createRoute({
  ...admin,
  method: "post",
  path: "/header_menu/add",
  ...adminWrite,
  summary: "Add a header menu item",
  description: saveNote,
  request: { query: LocaleQuery, body: jsonBody(AdminMenuItemInput) },
  responses: { ...okResponse(AdminMenuItem, "Added"), ...errorResponses(400, 401, 403) },
});

export const update = createRoute({
  ...admin,
  method: "post",
  path: "/header_menu/update/{id}",
  ...adminWrite,
  summary: "Save a header menu item",
  description: saveNote,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminMenuItemInput) },
  responses: { ...okResponse(AdminMenuItem, "Saved"), ...errorResponses(400, 401, 403, 404) },
});

export const remove = createRoute({
  ...admin,
  method: "post",
  path: "/header_menu/delete/{id}",
  ...adminWrite,
  summary: "Delete a header menu item and the items under it",
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(z.object({ id: z.number().int() }), "Deleted"),
    ...errorResponses(401, 403, 404),
  },
});
