import { z } from "@hono/zod-openapi";
import {
  AdminContent,
  AdminContentCategory,
  AdminContentCategoryInput,
  AdminContentInput,
  AdminContentListRequest,
  AdminContentPage,
  IdParam,
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

const pages = {
  tags: ["Admin: content pages"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};
const saveNote =
  "The texts of each language (Turkish required; a language left out is removed). The body is HTML, cleaned on the server: headings, lists, links, images and tables stay; scripts, event handlers and javascript: links go. An seo link left empty is made from the title, unique in its language; a taken one is validation_error (409) naming the field with already_used.";

export const list = createRoute({
  ...pages,
  method: "post",
  path: "/contents/getAdminContents",
  ...adminWrite,
  summary: "Every content page, active or not, searched and a page at a time",
  request: { query: LocaleQuery, body: jsonBody(AdminContentListRequest) },
  responses: { ...okResponse(AdminContentPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  ...pages,
  method: "get",
  path: "/contents/getAdminContent/{id}",
  ...privateRead,
  summary: "A content page as the edit screen holds it, with every language's texts",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminContent, "The page"), ...errorResponses(401, 403, 404) },
});

export const add = createRoute({
  ...pages,
  method: "post",
  path: "/contents/add",
  ...adminWrite,
  summary: "Create a content page",
  description: saveNote,
  request: { query: LocaleQuery, body: jsonBody(AdminContentInput) },
  responses: { ...okResponse(AdminContent, "Created"), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  ...pages,
  method: "post",
  path: "/contents/update/{id}",
  ...adminWrite,
  summary: "Save a content page",
  description: saveNote,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminContentInput) },
  responses: { ...okResponse(AdminContent, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const remove = createRoute({
  ...pages,
  method: "post",
  path: "/contents/delete/{id}",
  ...adminWrite,
  summary: "Delete a content page",
  description: "Menu items that pointed at it no longer show.",
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(z.object({ id: z.number().int() }), "Deleted"),
    ...errorResponses(401, 403, 404),
  },
});

export const categories = createRoute({
  ...pages,
  method: "post",
  path: "/contents_category/getAdminContentCategories",
  ...adminWrite,
  summary: "The content categories a page can be filed under",
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(AdminContentCategory), "The list"),
    ...errorResponses(401, 403),
  },
});

const categoryTags = { ...pages, tags: ["Admin: content categories"] };

export const categoryAdd = createRoute({
  ...categoryTags,
  method: "post",
  path: "/contents_category/add",
  ...adminWrite,
  summary: "Create a content category",
  description:
    "Its name per language (Turkish required). A code left empty is made from the Turkish name; a taken one is validation_error (409) naming code with already_used.",
  request: { query: LocaleQuery, body: jsonBody(AdminContentCategoryInput) },
  responses: {
    ...okResponse(AdminContentCategory, "Created"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const categoryUpdate = createRoute({
  ...categoryTags,
  method: "post",
  path: "/contents_category/update/{id}",
  ...adminWrite,
  summary: "Save a content category",
  description: "A language left out of the names loses its name.",
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminContentCategoryInput) },
  responses: {
    ...okResponse(AdminContentCategory, "Saved"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const categoryRemove = createRoute({
  ...categoryTags,
  method: "post",
  path: "/contents_category/delete/{id}",
  ...adminWrite,
  summary: "Delete a content category",
  description: "Its pages stay, filed under no category.",
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(z.object({ id: z.number().int() }), "Deleted"),
    ...errorResponses(401, 403, 404),
  },
});
