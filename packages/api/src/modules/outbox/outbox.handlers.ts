import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
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
