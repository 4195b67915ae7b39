import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { LocaleQuery, OutboxEntry } from "../../contract/index.ts";
import { adminSecurity, errorResponses, okResponse } from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

export const messages = createRoute({
  method: "get",
  path: "/outbox/messages",
  tags: ["Outbox"],
  summary: "Messages to shoppers, newest first (admin)",
  description:
    "E-mails, SMS and WhatsApp messages the shop wrote. With no provider configured for a channel they are only here (sent_at null): on one machine this is where the admin reads a shopper's sign-in code or password-reset link. Filter by channel and recipient (an e-mail address, or a phone in E.164).",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: {
    query: LocaleQuery.extend({
      channel: z.enum(["email", "sms", "whatsapp"]).optional(),
      recipient: z.string().trim().min(1).max(320).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { ...okResponse(z.array(OutboxEntry), "The messages"), ...errorResponses(400, 401) },
});
