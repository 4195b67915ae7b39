import { z } from "@hono/zod-openapi";
import {
  AdminCustomerDetail,
  AdminCustomerListQuery,
  AdminCustomerPage,
  IdParam,
  LocaleQuery,
  NewsletterSubscriberPage,
  NewsletterSubscriberQuery,
} from "../../contract/index.ts";
import { adminSecurity, createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const customers = { tags: ["Admin: customers"], security: adminSecurity };
const newsletter = { tags: ["Admin: newsletter"], security: adminSecurity };

export const list = createRoute({
  method: "get",
  path: "/customer/getAdminCustomers",
  ...privateRead,
  ...customers,
  summary: "Every customer, searched, sorted and a page at a time (admin)",
  description:
    "Search finds part of the name and surname, the e-mail or the phone (spaces and dashes in a phone number are ignored). Deleted accounts are listed anonymised.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(AdminCustomerListQuery.shape) },
  responses: { ...okResponse(AdminCustomerPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  method: "get",
  path: "/customer/getAdminCustomer/{id}",
  ...privateRead,
  ...customers,
  summary: "A customer with their orders, addresses, favourites, comments and gift certificates",
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(AdminCustomerDetail, "The customer"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const subscribers = createRoute({
  method: "get",
  path: "/newsletter/subscribers",
  ...privateRead,
  ...newsletter,
  summary: "The newsletter's subscribers, newest first (admin)",
  description:
    "status: confirmed (double opt-in done, receives the newsletter), pending (link not used yet) or unsubscribed.",
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(NewsletterSubscriberQuery.shape) },
  responses: {
    ...okResponse(NewsletterSubscriberPage, "A page"),
    ...errorResponses(400, 401, 403),
  },
});

export const exportSubscribers = createRoute({
  method: "get",
  path: "/newsletter/subscribers/export",
  ...privateRead,
  ...newsletter,
  summary: "Every subscriber the filter finds as a CSV file (admin)",
  description:
    "UTF-8 with a byte order mark (Excel), comma-separated, CRLF line ends, RFC 4180 quoting; a field starting with = + - or @ gets a leading apostrophe so a spreadsheet does not run it.",
  middleware: [authenticate(["admin"])] as const,
  request: {
    query: LocaleQuery.extend({
      search: NewsletterSubscriberQuery.shape.search,
      status: NewsletterSubscriberQuery.shape.status,
    }),
  },
  responses: {
    200: {
      description: "The CSV file",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403),
  },
});
