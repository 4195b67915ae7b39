import { z } from "zod";
import {
  ContactMessage,
  ContactMessageRequest,
  ContactMessageSent,
  ContentGroup,
  ContentListQuery,
  ContentPage,
  FaqGroup,
  IdParam,
  LocaleQuery,
  NewsletterConfirm,
  NewsletterConfirmation,
  NewsletterSubscribe,
  NewsletterSubscription,
  SeoParam,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { privateRead, publicRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Content"];

export const bySeoLink = createRoute({
  method: "get",
  path: "/contents/getContentBySeoLink/{seo}",
  ...publicRead,
  tags,
  summary: "A content page by its seo link",
  description:
    "The page (cookie policy, KVKK disclosure, agreements, corporate pages) in the requested language: title, `description` (the admin's HTML body), seo fields, and the page's links in every language (hreflang). A link of another language finds the page too; `seo_link` is then the requested language's. A missing or inactive page is record_not_found.",
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(ContentPage, "The page"), ...errorResponses(400, 404) },
});

export const byId = createRoute({
  method: "get",
  path: "/contents/{id}",
  ...publicRead,
  tags,
  summary: "A content page by id",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(ContentPage, "The page"), ...errorResponses(400, 404) },
});

export const list = createRoute({
  method: "get",
  path: "/contents",
  ...publicRead,
  tags,
  summary: "The content pages' links, grouped by category",
  description:
    "For the footer and the page lists: id, code, title and seo link of every active page with a text in the requested language (or in Turkish), grouped by content category in the admin's order; pages of no category come last. `footer=true` keeps only the pages shown in the footer.",
  request: { query: LocaleQuery.extend(ContentListQuery.shape) },
  responses: {
    ...okResponse(z.array(ContentGroup), "Groups of page links"),
    ...errorResponses(400),
  },
});

export const faq = createRoute({
  method: "get",
  path: "/faq",
  ...publicRead,
  tags,
  summary: "Frequently asked questions, grouped by category",
  description: "Answers are the admin's HTML. Categories without an active question are left out.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(FaqGroup), "The FAQ"), ...errorResponses() },
});

export const subscribe = createRoute({
  method: "post",
  path: "/newsletter/subscribe",
  ...uncached,
  tags,
  summary: "Subscribe an e-mail address to the newsletter",
  description:
    "Double opt-in. The specification's e-mail rule (invalid_email, in the requested language). The address is stored as pending and a single-use confirmation link (valid 7 days) is e-mailed in the request's language; newsletter/confirm confirms it. Subscribing again re-sends the link, but not within 5 minutes of the last one (confirmation_sent false); a confirmed address changes nothing and answers `already_subscribed: true`; an address that had unsubscribed starts over as pending. Limited per e-mail address and per client address and hour (too_many_attempts). A failure to store it is subscription_not_created.",
  request: { query: LocaleQuery, body: jsonBody(NewsletterSubscribe) },
  responses: {
    ...okResponse(NewsletterSubscription, "Pending confirmation (or confirmed already)"),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const confirmSubscription = createRoute({
  method: "post",
  path: "/newsletter/confirm",
  ...uncached,
  tags,
  summary: "Confirm a newsletter subscription with the e-mailed link's token",
  description:
    "Works once. A token that is unknown, used already, replaced by a newer link or older than 7 days is subscription_not_created (404).",
  request: { query: LocaleQuery, body: jsonBody(NewsletterConfirm) },
  responses: {
    ...okResponse(NewsletterConfirmation, "Confirmed"),
    ...errorResponses(400, 404, 415),
  },
});

export const contactSend = createRoute({
  method: "post",
  path: "/contact/send",
  ...uncached,
  tags,
  summary: "Send a message through the contact form",
  description:
    "Stored for the admin (contact/messages). Name, e-mail, subject and a message of 10 to 5,000 characters are required; the phone is optional. Limited per client address and hour and per e-mail address and day (too_many_attempts). `website` must stay empty: a robot that fills it in is answered as if the message were sent, and nothing is stored.",
  request: { query: LocaleQuery, body: jsonBody(ContactMessageRequest) },
  responses: {
    ...okResponse(ContactMessageSent, "Received"),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const contactMessages = createRoute({
  method: "get",
  path: "/contact/messages",
  ...privateRead,
  tags,
  summary: "The contact form's messages, newest first (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: {
    query: LocaleQuery.extend({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
  },
  responses: {
    ...okResponse(z.array(ContactMessage), "The messages"),
    ...errorResponses(400, 401),
  },
});
