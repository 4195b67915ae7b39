// The admin's customer calls: the customer list (searched, sorted and paged on the server), one
// customer with what belongs to them, and the newsletter's subscribers (with a CSV export).
import { z } from "zod";
import { Address } from "./addresses.ts";
import { IsoDateTime } from "./common.ts";
import { GiftCertificate } from "./gift-certificates.ts";
import { OrderSummary } from "./orders.ts";

const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);
const Search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const AdminCustomerListQuery = z
  .object({
    page: Page,
    page_size: PageSize,
    search: Search.meta({ description: "Part of the name and surname, the e-mail or the phone." }),
    sort: z.enum(["name", "email", "created", "last_login", "orders"]).default("created"),
    direction: z.enum(["asc", "desc"]).default("desc"),
  })
  .meta({ id: "AdminCustomerListQuery" });
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;

export const AdminCustomerRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    is_active: z.boolean(),
    deleted: z.boolean().meta({ description: "The member deleted the account (anonymised)." }),
    order_count: z.number().int(),
    created_at: IsoDateTime,
    last_login_at: IsoDateTime.nullable(),
  })
  .meta({ id: "AdminCustomerRow" });
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

export const AdminCustomerPage = z
  .object({
    items: z.array(AdminCustomerRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "AdminCustomerPage" });
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

export const AdminCustomerComment = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string().nullable(),
    text: z.string().meta({ description: "The shopper's text: render escaped." }),
    rate: z.number().int(),
    is_approved: z.boolean(),
    created_at: IsoDateTime,
  })
  .meta({ id: "AdminCustomerComment" });

export const AdminCustomerFavourite = z
  .object({
    product_id: z.number().int(),
    product_name: z.string().nullable(),
    sku: z.string(),
    created_at: IsoDateTime,
  })
  .meta({ id: "AdminCustomerFavourite" });

export const AdminCustomerDetail = AdminCustomerRow.extend({
  language: z.string(),
  marketing_consent: z.boolean(),
  phone_confirmed: z.boolean(),
  orders: z.array(OrderSummary).meta({ description: "Newest first, the last 50." }),
  addresses: z.array(Address),
  favourites: z.array(AdminCustomerFavourite),
  comments: z.array(AdminCustomerComment),
  gift_certificates: z.array(GiftCertificate),
}).meta({ id: "AdminCustomerDetail" });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const NEWSLETTER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;

export const NewsletterSubscriberQuery = z
  .object({
    page: Page,
    page_size: PageSize,
    search: Search.meta({ description: "Part of the e-mail address." }),
    status: z.enum(["all", ...NEWSLETTER_STATUSES]).default("all"),
  })
  .meta({ id: "NewsletterSubscriberQuery" });
export type NewsletterSubscriberQuery = z.infer<typeof NewsletterSubscriberQuery>;

export const NewsletterSubscriber = z
  .object({
    id: z.number().int(),
    email: z.string(),
    language: z.string(),
    status: z.enum(NEWSLETTER_STATUSES),
    created_at: IsoDateTime,
    confirmed_at: IsoDateTime.nullable(),
    unsubscribed_at: IsoDateTime.nullable(),
  })
  .meta({ id: "NewsletterSubscriber" });
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

export const NewsletterSubscriberPage = z
  .object({
    items: z.array(NewsletterSubscriber),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "NewsletterSubscriberPage" });
export type NewsletterSubscriberPage = z.infer<typeof NewsletterSubscriberPage>;
