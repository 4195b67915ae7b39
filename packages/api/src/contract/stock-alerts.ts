// A customer's back-in-stock requests (productLetMeNow) as their account lists them.
import { z } from "zod";
import { IsoDateTime } from "./common.ts";

export const StockAlert = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    sub_product_id: z.number().int().nullable(),
    name: z.string().nullable().meta({ description: "The product's name in the asked language." }),
    seo_link: z.string().nullable(),
    image: z.string().nullable().meta({ description: "The small picture's URL path." }),
    in_stock: z.boolean(),
    created_at: IsoDateTime,
    notified_at: IsoDateTime.nullable().meta({
      description: "When the shopper was told it is back; null while waiting.",
    }),
  })
  .meta({ id: "StockAlert" });

export const StockAlertCancelled = z
  .object({ id: z.number().int(), cancelled: z.literal(true) })
  .meta({ id: "StockAlertCancelled" });

export type StockAlert = z.infer<typeof StockAlert>;
export type StockAlertCancelled = z.infer<typeof StockAlertCancelled>;
