import { z } from "zod";
import { IsoDateTime } from "./common.ts";

export const Language = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ example: "tr" }),
    name: z.string().meta({ example: "Türkçe" }),
    dir: z.enum(["ltr", "rtl"]),
    iso: z.string().meta({ example: "tr-TR" }),
    file: z.string().meta({ example: "tr.json" }),
    is_default: z.boolean(),
  })
  .meta({ id: "Language" });
export type Language = z.infer<typeof Language>;

export const Currency = z
  .object({
    id: z.number().int().meta({ example: 1 }),
    code: z.string().meta({ example: "TRY" }),
    symbol: z.string().meta({ example: "₺" }),
    name: z.string().meta({ example: "Türk lirası" }),
    decimals: z.number().int(),
    exchange_rate: z.string().meta({
      description: "What one unit costs in Turkish lira, exact decimal text.",
      example: "34.250000",
    }),
    rate_updated_at: IsoDateTime,
    is_default: z.boolean(),
  })
  .meta({ id: "Currency" });
export type Currency = z.infer<typeof Currency>;

export const ExchangeRateUpdate = z
  .object({
    exchange_rate: z
      .union([z.string(), z.number()], { error: "invalid_type" })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/, { error: "invalid_format" })
          .refine((v) => Number(v) > 0, { error: "too_small" }),
      )
      .meta({ description: "One unit in Turkish lira, up to 6 decimals.", example: "34.25" }),
  })
  .meta({ id: "ExchangeRateUpdate" });

export const Country = z
  .object({
    id: z.number().int(),
    iso2: z.string().meta({ example: "TR" }),
    name: z.string().meta({ example: "Türkiye" }),
    phone_code: z.string().nullable().meta({ example: "90" }),
  })
  .meta({ id: "Country" });
export type Country = z.infer<typeof Country>;

export const State = z
  .object({
    id: z.number().int(),
    country_id: z.number().int(),
    code: z.string().meta({ example: "34" }),
    name: z.string().meta({ example: "İstanbul" }),
  })
  .meta({ id: "State" });
export type State = z.infer<typeof State>;

export const City = z
  .object({
    id: z.number().int(),
    state_id: z.number().int(),
    name: z.string().meta({ example: "Kadıköy" }),
  })
  .meta({ id: "City" });
export type City = z.infer<typeof City>;

export type MenuItem = {
  id: number;
  code: string;
  type: "link" | "category" | "brand" | "content";
  target_id: number | null;
  title: string;
  url: string | null;
  seo_link: string | null;
  children: MenuItem[];
};

export const MenuItem: z.ZodType<MenuItem> = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(["link", "category", "brand", "content"]),
    target_id: z.number().int().nullable(),
    title: z.string(),
    url: z.string().nullable().meta({ description: "Set for link items, as written." }),
    seo_link: z
      .string()
      .nullable()
      .meta({ description: "The target's seo link in the requested language (no locale prefix)." }),
    get children(): z.ZodArray<z.ZodType<MenuItem>> {
      return z.array(MenuItem);
    },
  })
  .meta({ id: "MenuItem" });

export const Health = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), time: IsoDateTime })
  .meta({ id: "Health" });

export const Readiness = z
  .object({
    status: z.enum(["ready", "not_ready"]),
    database: z.boolean().meta({ description: "The database answers." }),
    migrations: z
      .boolean()
      .meta({ description: "The database holds every migration this version ships." }),
  })
  .meta({ id: "Readiness" });
export type Readiness = z.infer<typeof Readiness>;
