import { z } from "zod";
import {
  BlogCategory,
  BlogCountParam,
  BlogPage,
  BlogPageRequest,
  BlogPost,
  BlogPostDetail,
  BlogViewed,
  IdParam,
  LocaleQuery,
  MostReadQuery,
  OtherBlogsQuery,
  SeoParam,
} from "../../contract/index.ts";
import { createRoute, errorResponses, jsonBody, okResponse } from "../../lib/openapi.ts";
import { publicRead, uncached } from "../../lib/route-policy.ts";

const tags = ["Blog"];
const onlyPublished =
  "Only published posts: active, with a publication time that has come, in an active category. Texts in the requested language, or in Turkish where a post has no translation.";

/** The list calls' body is optional: no body (or `{}`) is the first page. */
const pageBody = { ...jsonBody(BlogPageRequest), required: false };

export const latest = createRoute({
  method: "get",
  path: "/blog/getLimit/{n}",
  ...publicRead,
  tags,
  summary: "The newest n posts",
  description: onlyPublished,
  request: { params: BlogCountParam, query: LocaleQuery },
  responses: { ...okResponse(z.array(BlogPost), "Newest first"), ...errorResponses(400) },
});

export const others = createRoute({
  method: "get",
  path: "/blog/otherBlogs/{n}",
  ...publicRead,
  tags,
  summary: "n posts other than the one being read",
  description: `The post \`exclude\` names is left out; posts of its category come first, then the newest. ${onlyPublished}`,
  request: { params: BlogCountParam, query: LocaleQuery.extend(OtherBlogsQuery.shape) },
  responses: { ...okResponse(z.array(BlogPost), "Other posts"), ...errorResponses(400) },
});

export const all = createRoute({
  method: "post",
  path: "/blog/active_all",
  ...publicRead,
  tags,
  summary: "A page of every published post",
  description: `Newest first. A page past the end answers no items (with the total). ${onlyPublished}`,
  request: { query: LocaleQuery, body: pageBody },
  responses: { ...okResponse(BlogPage, "The page"), ...errorResponses(400, 413, 415) },
});

export const categories = createRoute({
  method: "get",
  path: "/blog/getBlogCategories",
  ...publicRead,
  tags,
  summary: "The blog's categories",
  description: "Active categories in the admin's order, with their published posts' count.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(BlogCategory), "Categories"), ...errorResponses() },
});

export const byCategory = createRoute({
  method: "post",
  path: "/blog/active_all_by_category/{id}",
  ...publicRead,
  tags,
  summary: "A page of one category's posts",
  description: `Newest first; an unknown or inactive category is record_not_found. ${onlyPublished}`,
  request: { params: IdParam, query: LocaleQuery, body: pageBody },
  responses: { ...okResponse(BlogPage, "The page"), ...errorResponses(400, 404, 413, 415) },
});

export const mostRead = createRoute({
  method: "get",
  path: "/blog/get_most_read",
  ...publicRead,
  tags,
  summary: "The most read posts",
  description: `By view count, then newest (the most-read panel). ${onlyPublished}`,
  request: { query: LocaleQuery.extend(MostReadQuery.shape) },
  responses: { ...okResponse(z.array(BlogPost), "Most viewed first"), ...errorResponses(400) },
});

export const viewed = createRoute({
  method: "get",
  path: "/blog/viewed/{id}",
  ...uncached,
  tags,
  summary: "Count a view of a post",
  description:
    "Adds one to the post's view count (each call counts; the client calls it once per reading) and answers the new count. A post that is not published is record_not_found.",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(BlogViewed, "The new count"), ...errorResponses(400, 404) },
});

export const bySeoLink = createRoute({
  method: "get",
  path: "/blog/getBySeoLink/{seo}",
  ...publicRead,
  tags,
  summary: "A post by its seo link",
  description: `The language's link first, then another language's; \`seo_link\` is the requested language's, \`alternates\` the links in every language (hreflang). ${onlyPublished}`,
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(BlogPostDetail, "The post"), ...errorResponses(400, 404) },
});

export const byId = createRoute({
  method: "get",
  path: "/blog/{id}",
  ...publicRead,
  tags,
  summary: "A post",
  description: `With its HTML body and its links in every language. ${onlyPublished}`,
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(BlogPostDetail, "The post"), ...errorResponses(400, 404) },
});
