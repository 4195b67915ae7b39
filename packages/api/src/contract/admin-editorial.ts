// The admin's editorial writes beyond content pages: blog posts and their categories, FAQ
// entries and their categories, and the header menu. Texts per language (Turkish required);
// HTML bodies and answers are sanitised on the server before they are stored.
import { z } from "zod";
import { AdminContentCategoryInput } from "./admin-content.ts";
import { optionalText, RecordId, seoLinkInput } from "./admin-fields.ts";
import { IsoDateTime } from "./common.ts";
import { requiredText } from "./identity.ts";

const SeoLink = seoLinkInput(
  "Lower case words joined by hyphens; made from the title when empty.",
  { nullable: false },
);
const Html = z
  .string()
  .max(200_000)
  .default("")
  .meta({ description: "HTML; scripts, event handlers and javascript: links are removed." });
const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ tr: schema, en: schema.optional(), ar: schema.optional() });
const perLanguageOut = <T extends z.ZodType>(schema: T) =>
  z.object({ tr: schema.optional(), en: schema.optional(), ar: schema.optional() });

export const AdminListRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    search: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: "Part of a title or question (any language) or the code." }),
    category_id: RecordId.optional().meta({ description: "Only this category's rows." }),
  })
  .meta({ id: "AdminListRequest" });
export type AdminListRequest = z.infer<typeof AdminListRequest>;

const pageOf = <T extends z.ZodType>(row: T, id: string) =>
  z
    .object({
      items: z.array(row),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
      page_count: z.number().int(),
    })
    .meta({ id });

// ---------------------------------------------------------------------------------------------
// Blog posts

export const AdminBlogRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string().meta({ description: "In the requested language, else Turkish." }),
    category: z.object({ id: z.number().int(), name: z.string() }),
    is_active: z.boolean(),
    published_at: IsoDateTime,
    view_count: z.number().int(),
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminBlogRow" });
export type AdminBlogRow = z.infer<typeof AdminBlogRow>;

export const AdminBlogPage = pageOf(AdminBlogRow, "AdminBlogPage");
export type AdminBlogPage = z.infer<typeof AdminBlogPage>;

export const AdminBlogTexts = z.object({
  title: requiredText(200),
  summary: optionalText(500),
  body: Html,
  seo_link: SeoLink,
  seo_title: optionalText(200),
  seo_keywords: optionalText(300),
  seo_description: optionalText(400),
});

const UploadPath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, { error: "invalid_format" })
  .optional()
  .or(z.literal(""))
  .nullable()
  .transform((v) => v || null)
  .meta({ description: "The cover: a path under /uploads/ or an https address." });

export const AdminBlogInput = z
  .object({
    blog_category_id: RecordId,
    author_name: optionalText(100),
    image_path: UploadPath,
    is_active: z.boolean().default(true),
    published_at: z.iso
      .datetime({ offset: true, error: "invalid_format" })
      .optional()
      .or(z.literal(""))
      .transform((v) => v || undefined)
      .meta({ description: "When it shows on the storefront; now when left out." }),
    texts: perLanguage(AdminBlogTexts),
  })
  .meta({ id: "AdminBlogInput" });
export type AdminBlogInput = z.infer<typeof AdminBlogInput>;

const AdminBlogText = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  seo_link: z.string(),
  seo_title: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type AdminBlogText = z.infer<typeof AdminBlogText>;

export const AdminBlog = z
  .object({
    id: z.number().int(),
    code: z.string(),
    blog_category_id: z.number().int(),
    author_name: z.string().nullable(),
    image_path: z.string().nullable(),
    is_active: z.boolean(),
    published_at: IsoDateTime,
    view_count: z.number().int(),
    texts: perLanguageOut(AdminBlogText),
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminBlog" });
export type AdminBlog = z.infer<typeof AdminBlog>;

// ---------------------------------------------------------------------------------------------
// Blog categories

const CategoryName = requiredText(100);

export const AdminBlogCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: "In the requested language, else Turkish." }),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    texts: perLanguageOut(z.object({ name: z.string(), seo_link: z.string() })),
    post_count: z.number().int(),
  })
  .meta({ id: "AdminBlogCategory" });
export type AdminBlogCategory = z.infer<typeof AdminBlogCategory>;

export const AdminBlogCategoryInput = z
  .object({
    sort_order: z.number().int().min(0).max(1e6).default(0),
    is_active: z.boolean().default(true),
    texts: perLanguage(z.object({ name: CategoryName, seo_link: SeoLink })),
  })
  .meta({ id: "AdminBlogCategoryInput" });
export type AdminBlogCategoryInput = z.infer<typeof AdminBlogCategoryInput>;

// ---------------------------------------------------------------------------------------------
// FAQ

export const AdminFaqRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    question: z.string().meta({ description: "In the requested language, else Turkish." }),
    category: z.object({ id: z.number().int(), name: z.string() }),
    sort_order: z.number().int(),
    is_active: z.boolean(),
  })
  .meta({ id: "AdminFaqRow" });
export type AdminFaqRow = z.infer<typeof AdminFaqRow>;

export const AdminFaqPage = pageOf(AdminFaqRow, "AdminFaqPage");
export type AdminFaqPage = z.infer<typeof AdminFaqPage>;

export const AdminFaqInput = z
  .object({
    faq_category_id: RecordId,
    sort_order: z.number().int().min(0).max(1e6).default(0),
    is_active: z.boolean().default(true),
    texts: perLanguage(
      z.object({
        question: requiredText(300),
        answer: z
          .string()
          .trim()
          .min(1)
          .max(200_000)
          .meta({ description: "HTML, cleaned as a body is." }),
      }),
    ),
  })
  .meta({ id: "AdminFaqInput" });
export type AdminFaqInput = z.infer<typeof AdminFaqInput>;

export const AdminFaq = z
  .object({
    id: z.number().int(),
    code: z.string(),
    faq_category_id: z.number().int(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    texts: perLanguageOut(z.object({ question: z.string(), answer: z.string() })),
  })
  .meta({ id: "AdminFaq" });
export type AdminFaq = z.infer<typeof AdminFaq>;

export const AdminFaqCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: "In the requested language, else Turkish." }),
    sort_order: z.number().int(),
    names: perLanguageOut(z.string()),
    faq_count: z.number().int(),
  })
  .meta({ id: "AdminFaqCategory" });
export type AdminFaqCategory = z.infer<typeof AdminFaqCategory>;

/** A FAQ category is named and ordered as a content category is. */
export const AdminFaqCategoryInput = AdminContentCategoryInput;
export type AdminFaqCategoryInput = z.infer<typeof AdminFaqCategoryInput>;

// ---------------------------------------------------------------------------------------------
// Header menu

export const MENU_ITEM_KINDS = ["link", "category", "brand", "content"] as const;

export const AdminMenuItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    parent_id: z.number().int().nullable(),
    type: z.enum(MENU_ITEM_KINDS),
    target_id: z.number().int().nullable(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    depth: z.number().int().meta({ description: "0 at the top; the list comes in tree order." }),
    title: z.string().meta({
      description: "The label in the requested language, else Turkish, else the target's name.",
    }),
    texts: perLanguageOut(z.object({ title: z.string().nullable(), url: z.string().nullable() })),
  })
  .meta({ id: "AdminMenuItem" });
export type AdminMenuItem = z.infer<typeof AdminMenuItem>;

const MenuUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, { error: "invalid_format" })
  .optional()
  .or(z.literal(""))
  .nullable()
  .transform((v) => v || null)
  .meta({ description: "A path on the shop (/…) or an http(s) address." });

export const AdminMenuItemInput = z
  .object({
    parent_id: RecordId.nullish().transform((v) => v ?? null),
    type: z.enum(MENU_ITEM_KINDS).default("link"),
    target_id: RecordId.nullish()
      .transform((v) => v ?? null)
      .meta({ description: "The category, brand or content page; required unless a link." }),
    sort_order: z.number().int().min(0).max(1e6).default(0),
    is_active: z.boolean().default(true),
    texts: z.object({
      tr: z.object({ title: optionalText(100), url: MenuUrl }).optional(),
      en: z.object({ title: optionalText(100), url: MenuUrl }).optional(),
      ar: z.object({ title: optionalText(100), url: MenuUrl }).optional(),
    }),
  })
  .meta({ id: "AdminMenuItemInput" });
export type AdminMenuItemInput = z.infer<typeof AdminMenuItemInput>;
