// The content pages' contract (corporate pages, agreements, the cookie policy), the FAQ and the
// newsletter's subscription. Bodies are the admin's HTML, given as written.
import { z } from "zod";
import { Alternate } from "./catalog.ts";
import { IsoDateTime, LANGUAGE_CODES } from "./common.ts";
import { requiredText } from "./identity.ts";
import { isValidEmail, isValidPhone } from "./validators.ts";

export const ContentCategoryRef = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: "ContentCategoryRef" });

export const ContentPage = z
  .object({
    id: z.number().int(),
    code: z.string().meta({
      description: "Stable name: cookie-policy, kvkk, about, ...",
      example: "cookie-policy",
    }),
    title: z.string().meta({ example: "Çerez Politikası" }),
    description: z.string().meta({ description: "The page's body: HTML written by an admin." }),
    seo_title: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    seo_description: z.string().nullable(),
    seo_link: z
      .string()
      .meta({ description: "The link in the requested language.", example: "cerez-politikasi" }),
    category: ContentCategoryRef.nullable(),
    alternates: z.array(Alternate).meta({
      description: "The same page's seo link in every language that has it (hreflang).",
    }),
    updated_at: IsoDateTime,
  })
  .meta({ id: "ContentPage" });
export type ContentPage = z.infer<typeof ContentPage>;

export const ContentLink = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    seo_link: z.string(),
  })
  .meta({
    id: "ContentLink",
    example: {
      id: 3,
      code: "cookie-policy",
      title: "Çerez Politikası",
      seo_link: "cerez-politikasi",
    },
  });
export type ContentLink = z.infer<typeof ContentLink>;

export const ContentGroup = z
  .object({
    category: ContentCategoryRef.nullable().meta({
      description: "null for the pages that belong to no category (listed last).",
    }),
    contents: z.array(ContentLink),
  })
  .meta({ id: "ContentGroup" });
export type ContentGroup = z.infer<typeof ContentGroup>;

export const ContentListQuery = z.object({
  footer: z
    .enum(["true", "false"], { error: "invalid_value" })
    .optional()
    .meta({ description: "true: only the pages the admin shows in the footer." }),
});

export const FaqItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    question: z.string(),
    answer: z.string().meta({ description: "HTML written by an admin." }),
  })
  .meta({ id: "FaqItem" });
export type FaqItem = z.infer<typeof FaqItem>;

export const FaqGroup = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    items: z.array(FaqItem),
  })
  .meta({ id: "FaqGroup" });
export type FaqGroup = z.infer<typeof FaqGroup>;

/** The footer's form: the specification's e-mail rule (isValidEmail). */
export const NewsletterSubscribe = z
  .object({
    email: z
      .string({ error: "invalid_type" })
      .trim()
      .min(1, { error: "required" })
      .refine(isValidEmail, { error: "invalid_email" })
      .meta({ example: "ayse.yilmaz@example.com" }),
  })
  .meta({ id: "NewsletterSubscribe" });
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribe>;

export const NewsletterSubscription = z
  .object({
    email: z.string().meta({ description: "As first subscribed." }),
    language: z.enum(LANGUAGE_CODES),
    already_subscribed: z.boolean().meta({
      description: "true when the address was already subscribed and confirmed: nothing changed.",
    }),
    status: z.enum(["pending", "confirmed"]).meta({
      description: "pending until the e-mailed link is followed (double opt-in).",
    }),
    confirmation_sent: z.boolean().meta({
      description:
        "A confirmation link was e-mailed now; false when one went out in the last minutes (it is not sent again yet) or the address is confirmed.",
    }),
    subscribed_at: IsoDateTime.meta({ description: "When the address first subscribed." }),
  })
  .meta({ id: "NewsletterSubscription" });
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export const NewsletterConfirm = z
  .object({ token: z.string().trim().min(1, { error: "required" }).max(200) })
  .meta({ id: "NewsletterConfirm" });

export const NewsletterConfirmation = z
  .object({
    email: z.string(),
    language: z.enum(LANGUAGE_CODES),
    confirmed_at: IsoDateTime,
  })
  .meta({ id: "NewsletterConfirmation" });
export type NewsletterConfirmation = z.infer<typeof NewsletterConfirmation>;

// The contact form. `website` is a field people never see (hidden from sight and from assistive
// technology): a robot that fills it in is answered as if sent, and nothing is stored.
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ContactMessageRequest = z
  .object({
    name: requiredText(100).meta({ example: "Ayşe Yılmaz" }),
    email: z
      .string({ error: "invalid_type" })
      .trim()
      .min(1, { error: "required" })
      .max(254, { error: "too_long" })
      .refine(isValidEmail, { error: "invalid_email" })
      .meta({ example: "ayse.yilmaz@example.com" }),
    phone: z
      .string({ error: "invalid_type" })
      .trim()
      .max(30, { error: "too_long" })
      .refine((v) => v === "" || isValidPhone(v), { error: "invalid_phone" })
      .optional(),
    subject: requiredText(150).meta({ example: "Siparişim hakkında" }),
    message: z
      .string({ error: "invalid_type" })
      .trim()
      .min(10, { error: "too_short" })
      .max(CONTACT_MESSAGE_MAX_LENGTH, { error: "too_long" }),
    website: z.string().max(500).optional().meta({
      description: "Leave empty: a trap for robots, hidden from people.",
    }),
  })
  .meta({ id: "ContactMessageRequest" });
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

export const ContactMessageSent = z
  .object({ received_at: IsoDateTime })
  .meta({ id: "ContactMessageSent" });
export type ContactMessageSent = z.infer<typeof ContactMessageSent>;

export const ContactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    language: z.enum(LANGUAGE_CODES),
    created_at: IsoDateTime,
    read_at: IsoDateTime.nullable(),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof ContactMessage>;
