import { z } from "zod";
import {
  AdminOutboxListQuery,
  AdminOutboxPage,
  IdParam,
  LocaleQuery,
  OutboxEntry,
} from "../../contract/index.ts";
import { adminSecurity, createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { adminWrite, privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

export const messages = createRoute({
  method: "get",
  path: "/outbox/messages",
  ...privateRead,
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

const admin = {
  tags: ["Admin: outbox"],
  security: adminSecurity,
};

export const adminList = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "get",
  path: "/outbox/getAdminList",
  ...privateRead,
  summary: "The outbox a page at a time, filtered by channel, status and recipient (admin)",
  description:
    "Newest first. status pending: queued, not sent yet; sent: a provider took it; failed: the sender gave up after its attempts (last_error says why). search finds part of the recipient, regardless of case.",
  request: { query: LocaleQuery.extend(AdminOutboxListQuery.shape) },
  responses: { ...okResponse(AdminOutboxPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const read = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "get",
  path: "/outbox/get/{id}",
  ...privateRead,
  summary: "One message of the outbox, with its subject and body (admin)",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(OutboxEntry, "The message"), ...errorResponses(401, 403, 404) },
});

export const resend = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "post",
  path: "/outbox/resend/{id}",
  ...adminWrite,
  summary: "Send a message again (admin)",
  description:
    "A copy of the message joins the outbox as a new, unsent message (the answer); the original stays as it was. The admin's log records the resend with the original's id.",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(OutboxEntry, "The new copy"), ...errorResponses(401, 403, 404) },
});

export const retry = createRoute({
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  method: "post",
  path: "/outbox/retry/{id}",
  ...adminWrite,
  summary: "Try an unsent message again now (admin)",
  description:
    "A failed message is queued again for one more attempt; a pending one is tried at once instead of after its backoff; a sent one whose delivery failed (delivery_status failed) is queued again, its report cleared. The answer is the message as queued. 404 for an unknown message or a sent one not reported undelivered (resend copies it). The admin's log records the retry.",
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(OutboxEntry, "The message, queued"),
    ...errorResponses(401, 403, 404),
  },
});

const webhook = { tags: ["Webhooks"] };
const WEBHOOK_NOTE =
  "Only when WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set (else 404). The app's webhook URL in Meta's dashboard, subscribed to the messages field.";

export const whatsappVerify = createRoute({
  ...webhook,
  method: "get",
  path: "/webhooks/whatsapp",
  ...uncached,
  summary: "WhatsApp Cloud API: Meta's webhook verification",
  description: `${WEBHOOK_NOTE} Answers hub.challenge as text when hub.mode is subscribe and hub.verify_token is the shop's verify token; 403 otherwise.`,
  request: {
    query: z.object({
      "hub.mode": z.string().optional(),
      "hub.verify_token": z.string().optional(),
      "hub.challenge": z.string().max(200).optional(),
    }),
  },
  responses: {
    200: { description: "The challenge", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(403, 404),
  },
});

export const whatsappStatuses = createRoute({
  ...webhook,
  method: "post",
  path: "/webhooks/whatsapp",
  ...uncached,
  summary: "WhatsApp Cloud API: message statuses (sent, delivered, read, failed)",
  description: `${WEBHOOK_NOTE} The body is Meta's webhook notification (object whatsapp_business_account, entry[].changes[].value.statuses[]), read as raw bytes: X-Hub-Signature-256 must be sha256= and the HMAC-SHA256 of those bytes under the app secret (401 otherwise). Each status is recorded against the message with that wamid; a repeated or out-of-order status changes nothing (a delivered message never goes back to sent), and statuses about unknown messages are skipped. Answered 200 with how many messages changed.`,
  request: {
    headers: z.object({ "x-hub-signature-256": z.string().optional() }),
  },
  responses: {
    ...okResponse(z.object({ changed: z.number().int() }), "Received"),
    ...errorResponses(400, 401, 404),
  },
});
