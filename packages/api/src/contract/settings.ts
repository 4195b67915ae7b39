import { z } from "zod";
import { IsoDateTime } from "./common.ts";

export const LAYOUT_SECTION_NAMES = ["header", "left", "center", "right", "footer"] as const;
export type LayoutSection = (typeof LAYOUT_SECTION_NAMES)[number];

export const Widget = z
  .object({
    id: z.number().int(),
    key: z.string().meta({ description: "Stable name of the widget within its page." }),
    type: z.string().meta({
      description:
        "menu, logo, search, language_switcher, currency_switcher, account, cart, banner, slider, product_showcase, category_list, brand_list, blog_list, most_read, campaign_list, html, newsletter, page_links, exchange_rates, trust_badges. Unknown types are to be skipped.",
      example: "product_showcase",
    }),
    title: z.string().nullable().meta({ description: "Heading in the requested language." }),
    content: z
      .string()
      .nullable()
      .meta({ description: "Per-language content: the HTML of an html widget (admin-written)." }),
    config: z.record(z.string(), z.unknown()).meta({
      description:
        'Language-independent settings by type, e.g. { "showcaseId": 3 } for product_showcase.',
    }),
  })
  .meta({ id: "Widget" });
export type Widget = z.infer<typeof Widget>;

export const PageLink = z
  .object({ code: z.string(), url: z.string(), title: z.string() })
  .meta({ id: "PageLink", example: { code: "checkouts", url: "/cart", title: "Sepetim" } });
export type PageLink = z.infer<typeof PageLink>;

export const Setting = z
  .object({
    bodyHtml: z.string(),
    bodyScript: z.string(),
    headScript: z.string(),
    headScripts: z.array(z.string()),
    bodyScripts: z.array(z.string()),
    css: z.string(),
    favicon: z.string(),
    noImageProduct: z.string(),
  })
  .meta({ id: "Setting" });
export type Setting = z.infer<typeof Setting>;

export const SettingValue = z
  .object({ code: z.string(), value: z.string() })
  .meta({ id: "SettingValue", example: { code: "google_gtm_id", value: "GTM-XXXXXXX" } });

export const SiteSettings = z
  .object({
    page: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    header: z.array(Widget),
    left: z.array(Widget),
    center: z.array(Widget),
    right: z.array(Widget),
    footer: z.array(Widget),
    pageLinks: z.array(PageLink),
    setting: Setting,
    settings: z.array(SettingValue),
    updated_at: IsoDateTime,
  })
  .meta({ id: "SiteSettings" });
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SiteSettingsParam = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/, { error: "invalid_format" })
    .meta({
      description: "The page: home, product, category, brand, search, ... or its numeric id.",
      example: "home",
    }),
});

export const SiteSettingsQuery = z.object({
  customer: z
    .string()
    .max(40)
    .optional()
    .meta({ description: "Accepted for the spec's client; not used." }),
});
