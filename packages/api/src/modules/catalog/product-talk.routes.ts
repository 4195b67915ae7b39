import { z } from "zod";
import {
  AddProductComment,
  AskProductQuestion,
  CommentReceived,
  IdParam,
  LocaleQuery,
  PendingComment,
  PendingQuestion,
  QuestionAnswer,
  QuestionReceived,
  ReviewDecision,
  ReviewQueueQuery,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Catalogue: comments and questions"];
const adminTags = ["Admin: comments and questions"];

export const addComment = createRoute({
  method: "post",
  path: "/product/addProductComment",
  ...uncached,
  tags,
  summary: "A signed-in customer comments on a product and rates it (1 to 5)",
  description:
    "Text and an integer rate from 1 to 5 are both required (comment_or_score_missing, 400); the product must be one the shop shows (no_product_to_comment, 404); one comment per product and customer, kept by a unique index (already_commented, 409, also for the loser of two simultaneous submissions). show_name false masks the author's name when shown. The comment is shown, and counts in the product's rating, only once an admin approves it.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AddProductComment) },
  responses: {
    ...okResponse(CommentReceived, "Received, waiting for approval"),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export const askQuestion = createRoute({
  method: "post",
  path: "/product/addProductQuestion",
  ...uncached,
  tags,
  summary: "A signed-in customer asks a question about a product",
  description:
    "The question is required (question_missing, 400) and the product must be one the shop shows (no_product_to_comment, 404). It is stored in the request's language and shown under getProductSSS once an admin answers it. Limited per customer and hour (too_many_attempts).",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AskProductQuestion) },
  responses: {
    ...okResponse(QuestionReceived, "Received, waiting for an answer"),
    ...errorResponses(400, 401, 403, 404, 415, 429),
  },
});

export const pendingComments = createRoute({
  method: "get",
  path: "/product/comment/pending",
  ...privateRead,
  tags: adminTags,
  summary: "Comments waiting for review, oldest first (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(ReviewQueueQuery.shape) },
  responses: {
    ...okResponse(z.array(PendingComment), "The comments"),
    ...errorResponses(400, 401),
  },
});

export const approveComment = createRoute({
  method: "post",
  path: "/product/comment/approve/{id}",
  ...adminWrite,
  tags: adminTags,
  summary: "Approve a comment: it is shown and counts in the product's rating (admin)",
  description: "A comment that does not exist or is approved already is record_not_found (404).",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(ReviewDecision, "Approved"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const rejectComment = createRoute({
  method: "post",
  path: "/product/comment/reject/{id}",
  ...adminWrite,
  tags: adminTags,
  summary: "Reject a comment, pending or approved: it is removed (admin)",
  description:
    "The customer may then write another one. An approved comment taken back leaves the product's rating.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(ReviewDecision, "Rejected"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const pendingQuestions = createRoute({
  method: "get",
  path: "/product/question/pending",
  ...privateRead,
  tags: adminTags,
  summary: "Customers' questions waiting for an answer, oldest first (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery.extend(ReviewQueueQuery.shape) },
  responses: {
    ...okResponse(z.array(PendingQuestion), "The questions"),
    ...errorResponses(400, 401),
  },
});

export const answerQuestion = createRoute({
  method: "post",
  path: "/product/question/answer/{id}",
  ...adminWrite,
  tags: adminTags,
  summary: "Answer a question, which approves it: getProductSSS shows it (admin)",
  description: "Answering again replaces the answer.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(QuestionAnswer) },
  responses: {
    ...okResponse(ReviewDecision, "Answered and approved"),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

export const rejectQuestion = createRoute({
  method: "post",
  path: "/product/question/reject/{id}",
  ...adminWrite,
  tags: adminTags,
  summary: "Reject a question: it is removed (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(ReviewDecision, "Rejected"),
    ...errorResponses(400, 401, 403, 404),
  },
});
