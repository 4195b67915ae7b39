import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { LocaleQuery, SecurityEventEntry } from "../../contract/index.ts";
import { adminSecurity, errorResponses, okResponse } from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

export const events = createRoute({
  method: "get",
  path: "/security/events",
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
