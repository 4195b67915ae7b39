import { translatedRecordRouter } from "../translated-record/index.ts";
import { routes } from "./blog-admin.routes.ts";
import { categories, listAdminBlogs, posts } from "./blog-admin.service.ts";

/** The admin's blog posts and the categories they are filed under. */
export const adminBlogRouter = translatedRecordRouter(routes, {
  list: listAdminBlogs,
  ...posts,
  categories,
});
