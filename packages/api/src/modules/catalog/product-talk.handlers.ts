import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./product-talk.routes.ts";
import {
  addComment,
  answerQuestion,
  approveComment,
  askQuestion,
  listPendingComments,
  listPendingQuestions,
  QUESTION_LIMITS,
  rejectComment,
  rejectQuestion,
} from "./product-talk.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onAddComment: Handler<"addComment"> = async (c) => {
  const { customerId } = requireIdentity(c, ["customer"]);
  return c.json(ok(await addComment(c.var.db, customerId, c.req.valid("json"), c.var.lang)), 200);
};

export const onAskQuestion: Handler<"askQuestion"> = async (c) => {
  const { customerId } = requireIdentity(c, ["customer"]);
  await enforceLimit(
    c.var.db,
    `question:customer:${customerId}`,
    QUESTION_LIMITS.perCustomerPerHour,
    3600,
  );
  return c.json(ok(await askQuestion(c.var.db, customerId, c.req.valid("json"), c.var.lang)), 200);
};

export const onPendingComments: Handler<"pendingComments"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { page, limit } = c.req.valid("query");
  return c.json(ok(await listPendingComments(c.var.db, c.var.lang, page, limit)), 200);
};

export const onApproveComment: Handler<"approveComment"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await approveComment(c.var.db, c.req.valid("param").id)), 200);
};

export const onRejectComment: Handler<"rejectComment"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await rejectComment(c.var.db, c.req.valid("param").id)), 200);
};

export const onPendingQuestions: Handler<"pendingQuestions"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { page, limit } = c.req.valid("query");
  return c.json(ok(await listPendingQuestions(c.var.db, c.var.lang, page, limit)), 200);
};

export const onAnswerQuestion: Handler<"answerQuestion"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { answer } = c.req.valid("json");
  return c.json(ok(await answerQuestion(c.var.db, c.req.valid("param").id, answer)), 200);
};

export const onRejectQuestion: Handler<"rejectQuestion"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await rejectQuestion(c.var.db, c.req.valid("param").id)), 200);
};
