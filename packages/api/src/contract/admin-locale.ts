// The admin's shop-wide reference settings: the outbox of messages to shoppers (read, resend),
// the currencies with their exchange rates, and the shop's languages.
import { z } from "zod";
import { OutboxEntry } from "./otp.ts";
import { Currency } from "./reference.ts";

const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

export const AdminOutboxListQuery = z
  .object({
    page: Page,
    page_size: PageSize,
    channel: z.enum(["all", "email", "sms", "whatsapp"]).default("all"),
    status: z
      .enum(["all", ...OUTBOX_STATUSES, "undelivered"])
      .default("all")
      .meta({
        description:
          "pending: queued, not sent yet (perhaps waiting to be tried again); sent: a provider took it; failed: the sender gave up after its attempts; undelivered: a provider took it but reported it not delivered (delivery_status failed).",
      }),
    search: z
      .string()
      .trim()
      .max(320)
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: "Part of the recipient (an e-mail address or a phone)." }),
  })
  .meta({ id: "AdminOutboxListQuery" });
export type AdminOutboxListQuery = z.infer<typeof AdminOutboxListQuery>;

export const AdminOutboxPage = z
  .object({
    items: z.array(OutboxEntry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminOutboxPage" });
export type AdminOutboxPage = z.infer<typeof AdminOutboxPage>;

export const AdminCurrency = Currency.extend({
  is_active: z.boolean(),
  sort_order: z.number().int(),
}).meta({ id: "AdminCurrency" });
export type AdminCurrency = z.infer<typeof AdminCurrency>;

export const AdminCurrencyInput = z
  .object({
    is_active: z.boolean(),
    sort_order: z.number().int().min(0).max(1e6),
  })
  .meta({ id: "AdminCurrencyInput" });
export type AdminCurrencyInput = z.infer<typeof AdminCurrencyInput>;

export const AdminLanguage = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    dir: z.enum(["ltr", "rtl"]),
    iso: z.string(),
    is_default: z.boolean(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: "AdminLanguage" });
export type AdminLanguage = z.infer<typeof AdminLanguage>;

export const AdminLanguagesInput = z
  .object({
    languages: z
      .array(
        z.object({
          code: z.string().regex(/^[a-z]{2,3}$/),
          is_active: z.boolean(),
          is_default: z.boolean(),
          sort_order: z.number().int().min(0).max(1e6),
        }),
      )
      .min(1)
      .max(20),
  })
  .meta({ id: "AdminLanguagesInput" });
export type AdminLanguagesInput = z.infer<typeof AdminLanguagesInput>;

export const AdminFeedSettings = z
  .object({
    enabled: z.boolean().meta({ description: "Off: /xml answers 404 and lists nothing." }),
    in_stock_only: z.boolean().meta({ description: "Leave out products with no stock." }),
    category_ids: z.array(z.number().int().positive()).max(500).meta({
      description: "Only products in these categories or below them; empty: every category.",
    }),
    currency_id: z.number().int().positive().nullable().meta({
      description: "Prices always in this currency; null: in the currency the address asks for.",
    }),
  })
  .meta({ id: "AdminFeedSettings" });
export type AdminFeedSettings = z.infer<typeof AdminFeedSettings>;
