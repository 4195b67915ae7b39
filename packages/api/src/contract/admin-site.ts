// The admin's site settings: the shop-wide `setting` object and code/value settings (general), and
// each page's layout (five sections of ordered widgets) with the page links. The storefront reads
// them through siteSettings/getSettings/{page}.
import { z } from "zod";
import { LANGUAGE_CODES } from "./common.ts";
import type { FieldErrorCode } from "./errors.ts";
import { LAYOUT_SECTION_NAMES } from "./settings.ts";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from "./validators.ts";

/** A script or picture address: http(s) or a path on the shop. */
const Address = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, { error: "invalid_format" });
const OptionalAddress = z.union([z.literal(""), Address]);
const Code = (max: number) => z.string().trim().max(max);

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const AdminSiteSettings = z
  .object({
    shop_name: z.string(),
    google_site_verification: z.string(),
    google_gtm_id: z.string(),
    time_zone: z.string().meta({
      description:
        "The shop's time zone (IANA name): every date and time shoppers and admins read, and the shop's days.",
    }),
    favicon: z.string(),
    no_image_product: z.string(),
    css: z.string(),
    head_script: z.string(),
    body_script: z.string(),
    body_html: z.string(),
    head_scripts: z.array(z.string()),
    body_scripts: z.array(z.string()),
  })
  .meta({ id: "AdminSiteSettings" });
export type AdminSiteSettings = z.infer<typeof AdminSiteSettings>;

export const AdminSiteSettingsInput = z
  .object({
    shop_name: Code(100),
    google_site_verification: Code(200)
      .regex(/^[A-Za-z0-9_-]*$/, { error: "invalid_format" })
      .meta({ description: "The content of Google's verification meta tag; empty: none." }),
    google_gtm_id: Code(20)
      .toUpperCase()
      .regex(/^(GTM-[A-Z0-9]{4,12})?$/, { error: "invalid_format" })
      .meta({
        description:
          "GTM-XXXX; empty: none. Loaded by the storefront only once the shopper accepted cookies.",
      }),
    time_zone: z
      .string()
      .trim()
      .refine(isTimeZone, { error: "invalid_value" })
      .default(DEFAULT_SHOP_TIME_ZONE)
      .meta({ description: "An IANA time zone name, such as Europe/Istanbul (the default)." }),
    favicon: OptionalAddress.meta({ description: "A picture path (/uploads/...) or URL." }),
    no_image_product: OptionalAddress.meta({
      description: "The picture shown for a product without pictures.",
    }),
    css: z.string().max(100_000).default(""),
    head_script: z.string().max(100_000).default("").meta({
      description: "Markup put into <head> as it is; its scripts are allowed by the CSP.",
    }),
    body_script: z.string().max(100_000).default(""),
    body_html: z
      .string()
      .max(100_000)
      .default("")
      .meta({ description: "HTML shown at the start of <body>; cleaned like content pages." }),
    head_scripts: z.array(Address).max(20).default([]),
    body_scripts: z.array(Address).max(20).default([]),
  })
  .meta({ id: "AdminSiteSettingsInput" });
export type AdminSiteSettingsInput = z.input<typeof AdminSiteSettingsInput>;

const Texts = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string()])) as Record<
    (typeof LANGUAGE_CODES)[number],
    z.ZodString
  >,
);
const TextsInput = z
  .object(
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, z.string().max(20_000).default("")]),
    ) as Record<(typeof LANGUAGE_CODES)[number], z.ZodDefault<z.ZodString>>,
  )
  .partial()
  .default({});

export const AdminWidget = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: z.string(),
    is_active: z.boolean(),
    config: z.record(z.string(), z.unknown()),
    title: Texts.meta({ description: "Heading per language; empty: none." }),
    content: Texts.meta({ description: "HTML (html widget) or alt text per language." }),
    inherited: z.boolean().meta({
      description: "Shown from the default page, since this page leaves the section empty.",
    }),
  })
  .meta({ id: "AdminWidget" });
export type AdminWidget = z.infer<typeof AdminWidget>;

export const AdminSitePage = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: "AdminSitePage" });
export type AdminSitePage = z.infer<typeof AdminSitePage>;

type Sections<T> = Record<(typeof LAYOUT_SECTION_NAMES)[number], T>;
const sections = <T extends z.ZodType>(item: T) =>
  z.object(
    Object.fromEntries(LAYOUT_SECTION_NAMES.map((name) => [name, z.array(item)])) as Sections<
      z.ZodArray<T>
    >,
  );

export const AdminPageLayout = z
  .object({
    page: AdminSitePage,
    pages: z.array(AdminSitePage),
    widget_types: z.array(z.string()),
    sections: sections(AdminWidget),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPageLayout" });
export type AdminPageLayout = z.infer<typeof AdminPageLayout>;

const WIDGET_LIMIT_MAX = 24;
const isId = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;
const isPath = (value: unknown) =>
  typeof value === "string" && /^(\/(?!\/)|https:\/\/)\S*$/.test(value);

/** The config keys the storefront reads that do not read, as [path, field code] pairs. */
function widgetConfigProblems(
  type: string,
  config: Record<string, unknown>,
): Array<[string, FieldErrorCode]> {
  const problems: Array<[string, FieldErrorCode]> = [];
  const has = (key: string) => config[key] !== undefined && config[key] !== null;
  if (type === "product_showcase" && !has("showcaseId")) problems.push(["showcaseId", "required"]);
  for (const key of ["showcaseId", "parentId"])
    if (has(key) && !isId(config[key])) problems.push([key, "invalid_value"]);
  for (const key of ["categoryIds", "brandIds"])
    if (has(key) && !(Array.isArray(config[key]) && (config[key] as unknown[]).every(isId)))
      problems.push([key, "invalid_value"]);
  if (has("limit") && !(isId(config.limit) && (config.limit as number) <= WIDGET_LIMIT_MAX))
    problems.push(["limit", "invalid_value"]);
  if ((type === "banner" || type === "slider") && has("items")) {
    if (!Array.isArray(config.items)) problems.push(["items", "invalid_value"]);
    else
      config.items.forEach((item: unknown, index) => {
        const entry = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
        if (!isPath(entry.image)) problems.push([`items.${index}.image`, "invalid_value"]);
        if (entry.link !== undefined && entry.link !== "" && !isPath(entry.link))
          problems.push([`items.${index}.link`, "invalid_value"]);
      });
  }
  return problems;
}

export const AdminWidgetInput = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "A widget of this page to keep; absent: a new widget." }),
    type: z.string().regex(/^[a-z][a-z0-9_]*$/, { error: "invalid_format" }),
    is_active: z.boolean().default(true),
    config: z.record(z.string(), z.unknown()).default({}),
    title: TextsInput,
    content: TextsInput,
  })
  .superRefine((widget, context) => {
    for (const [key, message] of widgetConfigProblems(widget.type, widget.config))
      context.addIssue({ code: "custom", path: ["config", ...key.split(".")], message });
  })
  .meta({
    id: "AdminWidgetInput",
    description:
      "config keys the storefront reads are checked: showcaseId (required for product_showcase) and parentId are ids, categoryIds and brandIds lists of ids, limit 1 to 24, a banner's or slider's items each an image path (/… or https://…) with an optional link of the same kind; other keys are kept as sent.",
  });
export type AdminWidgetInput = z.input<typeof AdminWidgetInput>;

export const AdminPageLayoutInput = z
  .object({
    sections: z.object(
      Object.fromEntries(
        LAYOUT_SECTION_NAMES.map((name) => [name, z.array(AdminWidgetInput).max(50).default([])]),
      ) as Sections<z.ZodDefault<z.ZodArray<typeof AdminWidgetInput>>>,
    ),
  })
  .meta({
    id: "AdminPageLayoutInput",
    description:
      "The page's whole layout in order: widgets with an id are kept (moved), new ones added, the page's widgets left out deleted. An empty section shows the default page's.",
  });
export type AdminPageLayoutInput = z.input<typeof AdminPageLayoutInput>;

export const AdminPageLink = z
  .object({
    id: z.number().int(),
    code: z.string(),
    is_active: z.boolean(),
    title: Texts,
    url: Texts,
  })
  .meta({ id: "AdminPageLink" });
export type AdminPageLink = z.infer<typeof AdminPageLink>;

const Url = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+|\/(?!\/)\S*|mailto:\S+|tel:\S+)$/, { error: "invalid_format" });

export const AdminPageLinkInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[a-z][a-z0-9_]*$/, { error: "invalid_format" }),
    is_active: z.boolean().default(true),
    title: z.object({ tr: Code(100).min(1), en: Code(100), ar: Code(100) }),
    url: z.object({
      tr: Url,
      en: z.union([z.literal(""), Url]),
      ar: z.union([z.literal(""), Url]),
    }),
  })
  .meta({ id: "AdminPageLinkInput" });
export type AdminPageLinkInput = z.input<typeof AdminPageLinkInput>;

export const AdminPageLinksInput = z
  .object({ links: z.array(AdminPageLinkInput).max(100) })
  .meta({ id: "AdminPageLinksInput" });
export type AdminPageLinksInput = z.input<typeof AdminPageLinksInput>;
