import { z } from "@hono/zod-openapi";
import {
  AdminFaq,
  AdminFaqCategory,
  AdminFaqCategoryInput,
  AdminFaqInput,
  AdminFaqPage,
  AdminListRequest,
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

const posts = {
  tags: ["Admin: FAQ"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};
const saveNote =
  "The question and answer of each language (Turkish required; a language left out is removed). The answer is HTML, cleaned on the server: lists, links and emphasis stay; scripts, event handlers and javascript: links go. An unknown category is validation_error naming faq_category_id.";
const deleted = okResponse(z.object({ id: z.number().int() }), "Deleted");

export const list = createRoute({
  ...posts,
  method: "post",
  path: "/faq/getAdminFaqs",
  ...adminWrite,
  summary: "Every FAQ entry, shown or not, searched and a page at a time",
  description: "By category order, then the entries' order.",
  request: { query: LocaleQuery, body: jsonBody(AdminListRequest) },
  responses: { ...okResponse(AdminFaqPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  ...posts,
  method: "get",
  path: "/faq/getAdminFaq/{id}",
  ...privateRead,
  summary: "A FAQ entry with every language's question and answer",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminFaq, "The post"), ...errorResponses(401, 403, 404) },
});

export const add = createRoute({
  ...posts,
  method: "post",
  path: "/faq/add",
  ...adminWrite,
  summary: "Add a FAQ entry",
  description: saveNote,
  request: { query: LocaleQuery, body: jsonBody(AdminFaqInput) },
  responses: { ...okResponse(AdminFaq, "Created"), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  ...posts,
  method: "post",
  path: "/faq/update/{id}",
  ...adminWrite,
  summary: "Save a FAQ entry",
  description: saveNote,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminFaqInput) },
  responses: { ...okResponse(AdminFaq, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const remove = createRoute({
  ...posts,
  method: "post",
  path: "/faq/delete/{id}",
  ...adminWrite,
  summary: "Delete a FAQ entry",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...deleted, ...errorResponses(401, 403, 404) },
});

const categoryTags = { ...posts, tags: ["Admin: FAQ categories"] };

export const categories = createRoute({
  ...categoryTags,
  method: "post",
  path: "/faq_category/getAdminFaqCategories",
  ...adminWrite,
  summary: "Every FAQ category with its entries' count",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(AdminFaqCategory), "The list"), ...errorResponses(401, 403) },
});

export const categoryAdd = createRoute({
  ...categoryTags,
  method: "post",
  path: "/faq_category/add",
  ...adminWrite,
  summary: "Create a FAQ category",
  description:
    "Its name per language (Turkish required). A code left empty is made from the Turkish name; a taken one is validation_error (409) naming code with already_used.",
  request: { query: LocaleQuery, body: jsonBody(AdminFaqCategoryInput) },
  responses: {
    ...okResponse(AdminFaqCategory, "Created"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const categoryUpdate = createRoute({
  ...categoryTags,
  method: "post",
  path: "/faq_category/update/{id}",
  ...adminWrite,
  summary: "Save a FAQ category",
  description: "A language left out loses its name.",
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminFaqCategoryInput) },
  responses: {
    ...okResponse(AdminFaqCategory, "Saved"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const categoryRemove = createRoute({
  ...categoryTags,
  method: "post",
  path: "/faq_category/delete/{id}",
  ...adminWrite,
  summary: "Delete a FAQ category",
  description: "A category that still has entries is record_in_use (409).",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...deleted, ...errorResponses(401, 403, 404, 409) },
});
