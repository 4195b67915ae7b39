// The gift certificates (and personal coupons) that belong to a customer, as their account lists
// them.
import { z } from "zod";
import { IsoDateTime } from "./common.ts";

export const GiftCertificate = z
  .object({
    code: z.string(),
    kind: z.enum(["coupon", "gift_certificate"]),
    discount_type: z.enum(["percent", "amount"]),
    discount_percent: z.number().int().nullable(),
    discount_amount: z.number().int().nullable().meta({ description: "Minor units." }),
    currency_id: z.number().int(),
    min_cart_amount: z.number().int().nullable(),
    max_cart_amount: z.number().int().nullable(),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime.nullable(),
    status: z.enum(["usable", "used", "expired"]).meta({
      description:
        "usable now; used: no use left (for everyone or for this customer); expired: ended or switched off. A certificate whose period has not begun is left out.",
    }),
  })
  .meta({ id: "GiftCertificate" });
export type GiftCertificate = z.infer<typeof GiftCertificate>;
