import {
  AdminBlog,
  AdminBlogCategory,
  AdminBlogCategoryInput,
  AdminBlogInput,
  AdminBlogPage,
  AdminListRequest,
} from "../../contract/index.ts";
import { recordKind } from "../translated-record/index.ts";

const saveNote =
  "The texts of each language (Turkish required; a language left out is removed). The body is HTML, cleaned on the server: headings, lists, links, images and tables stay; scripts, event handlers and javascript: links go. An seo link left empty is made from the title, unique in its language; a taken one is validation_error (409) naming the field with already_used. An unknown category is validation_error naming blog_category_id.";

export const routes = recordKind({
  records: {
    tag: "Admin: blog",
    schema: AdminBlog,
    input: AdminBlogInput,
    list: {
      path: "/blog/getAdminBlogs",
      request: AdminListRequest,
      page: AdminBlogPage,
      summary: "Every blog post, published or not, searched and a page at a time",
      description: "Newest publication first.",
    },
    one: {
      path: "/blog/getAdminBlog/{id}",
      answer: "The post",
      summary: "A blog post as the edit screen holds it, with every language's texts",
    },
    add: { path: "/blog/add", summary: "Write a blog post", description: saveNote },
    update: { path: "/blog/update/{id}", summary: "Save a blog post", description: saveNote },
    remove: { path: "/blog/delete/{id}", summary: "Delete a blog post" },
  },
  categories: {
    tag: "Admin: blog categories",
    schema: AdminBlogCategory,
    input: AdminBlogCategoryInput,
    list: {
      path: "/blog_category/getAdminBlogCategories",
      summary: "Every blog category, active or not, with its posts' count",
    },
    add: {
      path: "/blog_category/add",
      summary: "Create a blog category",
      description:
        "Its name and seo link per language (Turkish required). An seo link left empty is made from the name; a taken one is validation_error (409) with already_used.",
    },
    update: {
      path: "/blog_category/update/{id}",
      summary: "Save a blog category",
      description: "A language left out loses its name and link.",
    },
    remove: {
      path: "/blog_category/delete/{id}",
      summary: "Delete a blog category",
      description: "A category that still has posts is record_in_use (409).",
      conflicts: [409],
    },
  },
});
