// The admin's content pages (spec section 7: contents, contents_category). The admin sees every
// page, active or not, with the texts of every language; the HTML body is sanitised on the
// server before it is stored, whatever the client sent.
import { z } from "zod";
import { optionalText, RecordId } from "./admin-fields.ts";
import { IsoDateTime } from "./common.ts";
import { requiredText } from "./identity.ts";

export const AdminContentListRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    search: z
      .string()
      .trim()
      .max(100)
      .optional()
      .meta({ description: "Part of a title (any language) or the code." }),
  })
  .meta({ id: "AdminContentListRequest" });
export type AdminContentListRequest = z.infer<typeof AdminContentListRequest>;

export const AdminContentRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string().meta({ description: "In the requested language, else Turkish." }),
    category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    is_active: z.boolean(),
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminContentRow" });
export type AdminContentRow = z.infer<typeof AdminContentRow>;

export const AdminContentPage = z
  .object({
    items: z.array(AdminContentRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminContentPage" });
export type AdminContentPage = z.infer<typeof AdminContentPage>;

export const AdminContentTexts = z.object({
  title: requiredText(200),
  body: z
    .string()
    .max(200_000)
    .default("")
    .meta({ description: "HTML; scripts, event handlers and javascript: links are removed." }),
  seo_link: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\p{Ll}\p{Lo}\p{Nd}]+(-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u, { error: "invalid_format" })
    .optional()
    .or(z.literal(""))
    .transform((v) => v || null)
    .meta({ description: "Lower case words joined by hyphens; made from the title when empty." }),
  seo_title: optionalText(200),
  seo_description: optionalText(400),
});

export const AdminContentInput = z
  .object({
    content_category_id: RecordId.nullish().transform((v) => v ?? null),
    sort_order: z.number().int().min(0).max(1e6).default(0),
    is_active: z.boolean().default(true),
    show_in_footer: z.boolean().default(true),
    texts: z.object({
      tr: AdminContentTexts,
      en: AdminContentTexts.optional(),
      ar: AdminContentTexts.optional(),
    }),
  })
  .meta({ id: "AdminContentInput" });
export type AdminContentInput = z.infer<typeof AdminContentInput>;

const AdminContentText = z.object({
  title: z.string(),
  body: z.string(),
  seo_link: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type AdminContentText = z.infer<typeof AdminContentText>;

export const AdminContent = z
  .object({
    id: z.number().int(),
    code: z.string(),
    content_category_id: z.number().int().nullable(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    show_in_footer: z.boolean(),
    texts: z.object({
      tr: AdminContentText.optional(),
      en: AdminContentText.optional(),
      ar: AdminContentText.optional(),
    }),
    updated_at: IsoDateTime,
  })
  .meta({ id: "AdminContent" });
export type AdminContent = z.infer<typeof AdminContent>;

export const AdminContentCategory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: "In the requested language, else Turkish." }),
    sort_order: z.number().int(),
    names: z.object({
      tr: z.string().optional(),
      en: z.string().optional(),
      ar: z.string().optional(),
    }),
    content_count: z.number().int(),
  })
  .meta({ id: "AdminContentCategory" });
export type AdminContentCategory = z.infer<typeof AdminContentCategory>;

const CategoryName = requiredText(100);

export const AdminContentCategoryInput = z
  .object({
    code: z
      .string()
      .trim()
      .max(64)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "invalid_format" })
      .optional()
      .or(z.literal(""))
      .transform((v) => v || undefined)
      .meta({ description: "Made from the Turkish name when empty." }),
    sort_order: z.number().int().min(0).max(1e6).default(0),
    names: z.object({ tr: CategoryName, en: CategoryName.optional(), ar: CategoryName.optional() }),
  })
  .meta({ id: "AdminContentCategoryInput" });
export type AdminContentCategoryInput = z.infer<typeof AdminContentCategoryInput>;
