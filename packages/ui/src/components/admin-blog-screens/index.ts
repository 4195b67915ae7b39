export {
  ADMIN_BLOG_TEXT_FIELDS,
  AdminBlogEditScreen,
  type AdminBlogEditScreenProps,
  type AdminBlogTexts,
  type AdminBlogValues,
} from "./admin-blog-edit-screen.tsx";
export {
  AdminBlogListScreen,
  type AdminBlogListScreenProps,
  type AdminBlogQuery,
  type AdminBlogRow,
} from "./admin-blog-list-screen.tsx";
