// The blog's contract (specification section 7, under blog/): published posts with their
// category, cover, date and view count, in the requested language. Bodies are the admin's HTML.
import { z } from "zod";
import { Alternate, LinkRef } from "./catalog.ts";
import { IsoDateTime } from "./common.ts";

/** Most posts one call answers (getLimit, otherBlogs, get_most_read, a page of a list). */
export const BLOG_MAX_LIMIT = 24;
export const BLOG_DEFAULT_PAGE_SIZE = 9;
export const BLOG_MOST_READ_DEFAULT = 5;

const limit = (description: string) =>
  z
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .min(1, { error: "too_small" })
    .transform((v) => Math.min(v, BLOG_MAX_LIMIT))
    .optional()
    .meta({ description });

export const BlogPost = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    image_path: z.string().nullable().meta({ description: "Cover, large (1200 × 630)." }),
    image_path_m: z.string().nullable().meta({ description: "Cover, medium (600 × 315)." }),
    image_path_s: z.string().nullable().meta({ description: "Cover, small S (300 × 158)." }),
    category: LinkRef.meta({ description: "The post's blog category." }),
    author_name: z.string().nullable(),
    published_at: z.string().meta({
      format: "date",
      description: "YYYY-MM-DD, the shop's day (its time zone setting).",
      example: "2025-10-02",
    }),
    view_count: z.number().int(),
    seo_title: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    seo_description: z.string().nullable(),
    seo_link: z.string().meta({ description: "The link in the requested language." }),
  })
  .meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogPostDetail = BlogPost.extend({
  body: z.string().meta({ description: "HTML written by an admin." }),
  alternates: z.array(Alternate).meta({
    description: "The same post's seo link in every language that has it (hreflang).",
  }),
  updated_at: IsoDateTime,
}).meta({ id: "BlogPostDetail" });
export type BlogPostDetail = z.infer<typeof BlogPostDetail>;

export const BlogCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    seo_link: z.string(),
    seo_title: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    seo_description: z.string().nullable(),
    post_count: z.number().int().meta({ description: "Published posts in the category." }),
  })
  .meta({ id: "BlogCategory" });
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogPage = z
  .object({
    items: z.array(BlogPost),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "BlogPage" });
export type BlogPage = z.infer<typeof BlogPage>;

export const BlogPageRequest = z
  .object({
    page: z
      .number({ error: "invalid_type" })
      .int({ error: "invalid_type" })
      .min(1, { error: "too_small" })
      .max(1_000_000, { error: "too_big" })
      .optional()
      .meta({ description: "1-based page number (default 1).", example: 1 }),
    limit: limit(
      `Posts per page, ${BLOG_DEFAULT_PAGE_SIZE} by default; more than ${BLOG_MAX_LIMIT} is served as ${BLOG_MAX_LIMIT}.`,
    ),
  })
  .meta({ id: "BlogPageRequest" });
export type BlogPageRequest = z.infer<typeof BlogPageRequest>;

export const BlogCountParam = z.object({
  n: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .min(1, { error: "too_small" })
    .max(2_147_483_647, { error: "too_big" })
    .transform((v) => Math.min(v, BLOG_MAX_LIMIT))
    .meta({
      description: `How many posts; more than ${BLOG_MAX_LIMIT} is served as ${BLOG_MAX_LIMIT}.`,
      example: 3,
    }),
});

export const OtherBlogsQuery = z.object({
  exclude: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .positive({ error: "invalid_value" })
    .max(2_147_483_647, { error: "invalid_value" })
    .optional()
    .meta({ description: "The post being read, left out of the answer.", example: 1 }),
});

export const MostReadQuery = z.object({
  limit: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .min(1, { error: "too_small" })
    .max(2_147_483_647, { error: "too_big" })
    .transform((v) => Math.min(v, BLOG_MAX_LIMIT))
    .optional()
    .meta({ description: `How many posts, ${BLOG_MOST_READ_DEFAULT} by default.` }),
});

export const BlogViewed = z
  .object({ id: z.number().int(), view_count: z.number().int() })
  .meta({ id: "BlogViewed" });
export type BlogViewed = z.infer<typeof BlogViewed>;
