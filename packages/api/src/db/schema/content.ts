// Editorial content: the blog (categories, posts with view counts), the FAQ, content pages
// such as the cookie policy, the KVKK disclosure and the agreements, and the newsletter's
// subscribers. Bodies are admin-written HTML per language; each page-reachable translation has a
// seo link unique in its language.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  languageCode,
  searchVectorSql,
  seoColumns,
  tsvector,
  updatedAt,
} from "./catalog.ts";

// ---------------------------------------------------------------------------------------------
// Blog

export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("blog_categories_code_key"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const blogCategoryTranslations = pgTable(
  "blog_category_translations",
  {
    blogCategoryId: integer("blog_category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({
      name: "blog_category_translations_pk",
      columns: [t.blogCategoryId, t.languageCode],
    }),
    unique("blog_category_translations_seo_link_key").on(t.languageCode, t.seoLink),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("blog_posts_code_key"),
    blogCategoryId: integer("blog_category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    authorName: text("author_name"),
    // URL paths under /uploads, as product images: large, medium, small (S).
    imagePath: text("image_path"),
    imagePathM: text("image_path_m"),
    imagePathS: text("image_path_s"),
    isActive: boolean("is_active").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    // Feeds the most-read panel; counted by blog/viewed/{id}.
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_category_idx").on(t.blogCategoryId, t.publishedAt),
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_views_idx").on(t.viewCount),
    check("blog_posts_view_count_check", sql`${t.viewCount} >= 0`),
  ],
);

export const blogPostTranslations = pgTable(
  "blog_post_translations",
  {
    blogPostId: integer("blog_post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    title: text("title").notNull(),
    summary: text("summary"),
    body: text("body").notNull(),
    ...seoColumns(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(() =>
        searchVectorSql([
          ["title", "A"],
          ["seo_keywords", "B"],
          ["summary", "C"],
          ["body", "D"],
        ]),
      ),
  },
  (t) => [
    primaryKey({ name: "blog_post_translations_pk", columns: [t.blogPostId, t.languageCode] }),
    unique("blog_post_translations_seo_link_key").on(t.languageCode, t.seoLink),
    index("blog_post_translations_search_idx").using("gin", t.searchVector),
  ],
);

// ---------------------------------------------------------------------------------------------
// FAQ

export const faqCategories = pgTable("faq_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("faq_categories_code_key"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const faqCategoryTranslations = pgTable(
  "faq_category_translations",
  {
    faqCategoryId: integer("faq_category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({
      name: "faq_category_translations_pk",
      columns: [t.faqCategoryId, t.languageCode],
    }),
  ],
);

export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull().unique("faqs_code_key"),
    faqCategoryId: integer("faq_category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "restrict" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("faqs_category_idx").on(t.faqCategoryId, t.sortOrder)],
);

export const faqTranslations = pgTable(
  "faq_translations",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    question: text("question").notNull(),
    // HTML, written by an admin.
    answer: text("answer").notNull(),
  },
  (t) => [primaryKey({ name: "faq_translations_pk", columns: [t.faqId, t.languageCode] })],
);

// ---------------------------------------------------------------------------------------------
// Content pages (spec: contents, contents_category): corporate pages, agreements, policies.
// The footer groups them by category.

export const contentCategories = pgTable("content_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("content_categories_code_key"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const contentCategoryTranslations = pgTable(
  "content_category_translations",
  {
    contentCategoryId: integer("content_category_id")
      .notNull()
      .references(() => contentCategories.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({
      name: "content_category_translations_pk",
      columns: [t.contentCategoryId, t.languageCode],
    }),
  ],
);

export const contents = pgTable(
  "contents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Stable name the code asks for (cookie-policy, kvkk, membership-agreement, ...).
    code: text("code").notNull().unique("contents_code_key"),
    contentCategoryId: integer("content_category_id").references(() => contentCategories.id, {
      onDelete: "set null",
    }),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    showInFooter: boolean("show_in_footer").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contents_category_idx").on(t.contentCategoryId, t.sortOrder)],
);

export const contentTranslations = pgTable(
  "content_translations",
  {
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    title: text("title").notNull(),
    // HTML, written by an admin.
    body: text("body").notNull(),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ name: "content_translations_pk", columns: [t.contentId, t.languageCode] }),
    unique("content_translations_seo_link_key").on(t.languageCode, t.seoLink),
  ],
);

// ---------------------------------------------------------------------------------------------
// Newsletter (the footer's form). One row per address, whatever its case; unsubscribing keeps
// the row (with the time), and subscribing again clears it.

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // As typed (trimmed); compared and kept unique in lower case.
    email: text("email").notNull(),
    // The language the address subscribed in: the newsletter is written in it.
    languageCode: languageCode(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // Double opt-in: the newsletter goes only to confirmed addresses. The e-mailed link carries a
    // token whose SHA-256 is kept here until it is used (single use).
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_confirm_token_key").on(t.confirmTokenHash),
  ],
);

// ---------------------------------------------------------------------------------------------
// Messages sent through the storefront's contact form, for the admin to read and answer by
// e-mail (or phone). read_at: when an admin marked it read.

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // The language the shopper wrote from: the answer is written in it.
    languageCode: languageCode(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
