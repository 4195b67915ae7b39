import {
  AdminFaq,
  AdminFaqCategory,
  AdminFaqCategoryInput,
  AdminFaqInput,
  AdminFaqPage,
  AdminListRequest,
} from "../../contract/index.ts";
import { recordKind } from "../translated-record/index.ts";

const saveNote =
  "The question and answer of each language (Turkish required; a language left out is removed). The answer is HTML, cleaned on the server: lists, links and emphasis stay; scripts, event handlers and javascript: links go. An unknown category is validation_error naming faq_category_id.";

export const routes = recordKind({
  records: {
    tag: "Admin: FAQ",
    schema: AdminFaq,
    input: AdminFaqInput,
    list: {
      path: "/faq/getAdminFaqs",
      request: AdminListRequest,
      page: AdminFaqPage,
      summary: "Every FAQ entry, shown or not, searched and a page at a time",
      description: "By category order, then the entries' order.",
    },
    one: {
      path: "/faq/getAdminFaq/{id}",
      answer: "The post",
      summary: "A FAQ entry with every language's question and answer",
    },
    add: { path: "/faq/add", summary: "Add a FAQ entry", description: saveNote },
    update: { path: "/faq/update/{id}", summary: "Save a FAQ entry", description: saveNote },
    remove: { path: "/faq/delete/{id}", summary: "Delete a FAQ entry" },
  },
  categories: {
    tag: "Admin: FAQ categories",
    schema: AdminFaqCategory,
    input: AdminFaqCategoryInput,
    list: {
      path: "/faq_category/getAdminFaqCategories",
      summary: "Every FAQ category with its entries' count",
    },
    add: {
      path: "/faq_category/add",
      summary: "Create a FAQ category",
      description:
        "Its name per language (Turkish required). A code left empty is made from the Turkish name; a taken one is validation_error (409) naming code with already_used.",
    },
    update: {
      path: "/faq_category/update/{id}",
      summary: "Save a FAQ category",
      description: "A language left out loses its name.",
    },
    remove: {
      path: "/faq_category/delete/{id}",
      summary: "Delete a FAQ category",
      description: "A category that still has entries is record_in_use (409).",
      conflicts: [409],
    },
  },
});
