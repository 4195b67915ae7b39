import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./outbox.routes.ts";
import {
  listMessages,
  listMessagesForAdmin,
  readMessage,
  resendMessage,
  retryMessage,
} from "./outbox.service.ts";
import { receiveStatuses, verifySubscription } from "./whatsapp-webhook.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onMessages: Handler<"messages"> = async (c) =>
  c.json(ok(await listMessages(c.var.db, c.req.valid("query"))), 200);

export const onAdminList: Handler<"adminList"> = async (c) =>
  c.json(ok(await listMessagesForAdmin(c.var.db, c.req.valid("query"))), 200);

export const onRead: Handler<"read"> = async (c) =>
  c.json(ok(await readMessage(c.var.db, c.req.valid("param").id)), 200);

export const onResend: Handler<"resend"> = async (c) => {
  const { adminId } = requireIdentity(c, ["admin"]);
  return c.json(ok(await resendMessage(c.var.db, adminId, c.req.valid("param").id)), 200);
};

export const onRetry: Handler<"retry"> = async (c) => {
  const { adminId } = requireIdentity(c, ["admin"]);
  return c.json(ok(await retryMessage(c.var.db, adminId, c.req.valid("param").id)), 200);
};

const webhookSettings = (c: { var: AppEnv["Variables"] }) => {
  const settings = c.var.config.whatsappWebhook;
  if (!settings) throw new ApiError("record_not_found", 404);
  return settings;
};

export const onWhatsappVerify: Handler<"whatsappVerify"> = async (c) => {
  const query = c.req.valid("query");
  const challenge = verifySubscription(webhookSettings(c), {
    mode: query["hub.mode"],
    token: query["hub.verify_token"],
    challenge: query["hub.challenge"],
  });
  return c.text(challenge, 200);
};

export const onWhatsappStatuses: Handler<"whatsappStatuses"> = async (c) => {
  const settings = webhookSettings(c);
  // The signature covers the bytes Meta sent: the body is read raw, before any parsing.
  const raw = await c.req.text();
  const changed = await receiveStatuses(
    c.var.db,
    settings,
    raw,
    c.req.header("x-hub-signature-256"),
    c.var.config.logger,
  );
  return c.json(ok({ changed }), 200);
};
