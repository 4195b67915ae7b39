import { z } from "zod";
import {
  AdminChangePage,
  AdminChangesQuery,
  LocaleQuery,
  SecurityEventEntry,
} from "../../contract/index.ts";
import { adminSecurity, createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

export const events = createRoute({
  method: "get",
  path: "/security/events",
  ...privateRead,
  tags: ["Security"],
  summary: "The security-event log, newest first (admin)",
  description:
    "Sign-ins (successes, failures with their reason, tries refused while slowed down or over an address's limit), registrations and every admin write (method, path, status), with who and from which address. No secrets are ever recorded.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: {
    query: LocaleQuery.extend({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: {
    ...okResponse(z.array(SecurityEventEntry), "The events"),
    ...errorResponses(400, 401),
  },
});

export const changes = createRoute({
  method: "get",
  path: "/admin/changes",
  ...privateRead,
  tags: ["Security"],
  summary: "The audit log: every row an admin changed, with before and after, newest first (admin)",
  description:
    "Each insert, update and delete an admin's request made, by table and row, with who and when; filter by table, row and admin. Passwords, token hashes and two-factor secrets are never copied.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.merge(AdminChangesQuery) },
  responses: {
    ...okResponse(AdminChangePage, "The changes"),
    ...errorResponses(400, 401),
  },
});
