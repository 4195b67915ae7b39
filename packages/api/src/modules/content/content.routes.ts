import { createRoute } from "@hono/zod-openapi";
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
  NewsletterSubscribe,
  NewsletterSubscription,
  SeoParam,
} from "../../contract/index.ts";
import { adminSecurity, errorResponses, jsonBody, okResponse } from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Content"];

export const bySeoLink = createRoute({
  method: "get",
  path: "/contents/getContentBySeoLink/{seo}",
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
  tags,
  summary: "A content page by id",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(ContentPage, "The page"), ...errorResponses(400, 404) },
});

export const list = createRoute({
  method: "get",
  path: "/contents",
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
  tags,
  summary: "Frequently asked questions, grouped by category",
  description: "Answers are the admin's HTML. Categories without an active question are left out.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(FaqGroup), "The FAQ"), ...errorResponses() },
});

export const subscribe = createRoute({
  method: "post",
  path: "/newsletter/subscribe",
  tags,
  summary: "Subscribe an e-mail address to the newsletter",
  description:
    "The specification's e-mail rule (invalid_email, in the requested language). Subscribing an address again (whatever its case) changes nothing and answers `already_subscribed: true`; an address that had unsubscribed is subscribed again. The newsletter's language is the request's. Limited per e-mail address and per client address and hour (too_many_attempts).",
  request: { query: LocaleQuery, body: jsonBody(NewsletterSubscribe) },
  responses: {
    ...okResponse(NewsletterSubscription, "Subscribed (or already was)"),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const contactSend = createRoute({
  method: "post",
  path: "/contact/send",
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
