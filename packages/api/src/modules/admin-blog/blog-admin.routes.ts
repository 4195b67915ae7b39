import { z } from "@hono/zod-openapi";
import {
  AdminBlog,
  AdminBlogCategory,
  AdminBlogCategoryInput,
  AdminBlogInput,
  AdminBlogPage,
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
  tags: ["Admin: blog"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};
const saveNote =
  "The texts of each language (Turkish required; a language left out is removed). The body is HTML, cleaned on the server: headings, lists, links, images and tables stay; scripts, event handlers and javascript: links go. An seo link left empty is made from the title, unique in its language; a taken one is validation_error (409) naming the field with already_used. An unknown category is validation_error naming blog_category_id.";
const deleted = okResponse(z.object({ id: z.number().int() }), "Deleted");

export const list = createRoute({
  ...posts,
  method: "post",
  path: "/blog/getAdminBlogs",
  ...adminWrite,
  summary: "Every blog post, published or not, searched and a page at a time",
  description: "Newest publication first.",
  request: { query: LocaleQuery, body: jsonBody(AdminListRequest) },
  responses: { ...okResponse(AdminBlogPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  ...posts,
  method: "get",
  path: "/blog/getAdminBlog/{id}",
  ...privateRead,
  summary: "A blog post as the edit screen holds it, with every language's texts",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminBlog, "The post"), ...errorResponses(401, 403, 404) },
});

export const add = createRoute({
  ...posts,
  method: "post",
  path: "/blog/add",
  ...adminWrite,
  summary: "Write a blog post",
  description: saveNote,
  request: { query: LocaleQuery, body: jsonBody(AdminBlogInput) },
  responses: { ...okResponse(AdminBlog, "Created"), ...errorResponses(400, 401, 403, 409) },
});

export const update = createRoute({
  ...posts,
  method: "post",
  path: "/blog/update/{id}",
  ...adminWrite,
  summary: "Save a blog post",
  description: saveNote,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminBlogInput) },
  responses: { ...okResponse(AdminBlog, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const remove = createRoute({
  ...posts,
  method: "post",
  path: "/blog/delete/{id}",
  ...adminWrite,
  summary: "Delete a blog post",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...deleted, ...errorResponses(401, 403, 404) },
});

const categoryTags = { ...posts, tags: ["Admin: blog categories"] };

export const categories = createRoute({
  ...categoryTags,
  method: "post",
  path: "/blog_category/getAdminBlogCategories",
  ...adminWrite,
  summary: "Every blog category, active or not, with its posts' count",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(AdminBlogCategory), "The list"), ...errorResponses(401, 403) },
});

export const categoryAdd = createRoute({
  ...categoryTags,
  method: "post",
  path: "/blog_category/add",
  ...adminWrite,
  summary: "Create a blog category",
  description:
    "Its name and seo link per language (Turkish required). An seo link left empty is made from the name; a taken one is validation_error (409) with already_used.",
  request: { query: LocaleQuery, body: jsonBody(AdminBlogCategoryInput) },
  responses: {
    ...okResponse(AdminBlogCategory, "Created"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const categoryUpdate = createRoute({
  ...categoryTags,
  method: "post",
  path: "/blog_category/update/{id}",
  ...adminWrite,
  summary: "Save a blog category",
  description: "A language left out loses its name and link.",
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminBlogCategoryInput) },
  responses: {
    ...okResponse(AdminBlogCategory, "Saved"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const categoryRemove = createRoute({
  ...categoryTags,
  method: "post",
  path: "/blog_category/delete/{id}",
  ...adminWrite,
  summary: "Delete a blog category",
  description: "A category that still has posts is record_in_use (409).",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...deleted, ...errorResponses(401, 403, 404, 409) },
});
