import {
  AdminContent,
  AdminContentCategory,
  AdminContentCategoryInput,
  AdminContentInput,
  AdminContentListRequest,
  AdminContentPage,
} from "../../contract/index.ts";
import { recordKind } from "../translated-record/index.ts";

const saveNote =
  "The texts of each language (Turkish required; a language left out is removed). The body is HTML, cleaned on the server: headings, lists, links, images and tables stay; scripts, event handlers and javascript: links go. An seo link left empty is made from the title, unique in its language; a taken one is validation_error (409) naming the field with already_used.";

export const routes = recordKind({
  records: {
    tag: "Admin: content pages",
    schema: AdminContent,
    input: AdminContentInput,
    list: {
      path: "/contents/getAdminContents",
      request: AdminContentListRequest,
      page: AdminContentPage,
      summary: "Every content page, active or not, searched and a page at a time",
    },
    one: {
      path: "/contents/getAdminContent/{id}",
      answer: "The page",
      summary: "A content page as the edit screen holds it, with every language's texts",
    },
    add: { path: "/contents/add", summary: "Create a content page", description: saveNote },
    update: {
      path: "/contents/update/{id}",
      summary: "Save a content page",
      description: saveNote,
    },
    remove: {
      path: "/contents/delete/{id}",
      summary: "Delete a content page",
      description: "Menu items that pointed at it no longer show.",
    },
  },
  categories: {
    tag: "Admin: content categories",
    // the page form reads the list, so it is documented with the pages
    listTag: "Admin: content pages",
    schema: AdminContentCategory,
    input: AdminContentCategoryInput,
    list: {
      path: "/contents_category/getAdminContentCategories",
      summary: "The content categories a page can be filed under",
    },
    add: {
      path: "/contents_category/add",
      summary: "Create a content category",
      description:
        "Its name per language (Turkish required). A code left empty is made from the Turkish name; a taken one is validation_error (409) naming code with already_used.",
    },
    update: {
      path: "/contents_category/update/{id}",
      summary: "Save a content category",
      description: "A language left out of the names loses its name.",
    },
    // its pages are left under no category, so nothing refuses it
    remove: {
      path: "/contents_category/delete/{id}",
      summary: "Delete a content category",
      description: "Its pages stay, filed under no category.",
      conflicts: [],
    },
  },
});
