// What shoppers write about a product (comments with a rating, questions) and the admin's review
// of it: both wait for approval before the product page shows them.
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { requiredText } from "./identity.ts";

export const COMMENT_MAX_LENGTH = 2000;
export const QUESTION_MAX_LENGTH = 1000;

/**
 * addProductComment. Text and rate are checked by the service, not here, so that a missing one is
 * the specification's "comment or score missing" rather than a generic validation error.
 */
export const AddProductComment = z
  .object({
    product_id: z.coerce.number().int().positive().max(2_147_483_647),
    text: z.string().max(COMMENT_MAX_LENGTH, { error: "too_long" }).optional(),
    rate: z.coerce.number().optional(),
    show_name: z.boolean().default(true),
  })
  .meta({ id: "AddProductComment" });

export const CommentReceived = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    rate: z.number().int(),
    show_name: z.boolean(),
    is_approved: z.literal(false).meta({ description: "Shown once an admin approves it." }),
    created_at: IsoDateTime,
  })
  .meta({ id: "CommentReceived" });

export const AskProductQuestion = z
  .object({
    product_id: z.coerce.number().int().positive().max(2_147_483_647),
    question: z.string().max(QUESTION_MAX_LENGTH, { error: "too_long" }).optional(),
  })
  .meta({ id: "AskProductQuestion" });

export const QuestionReceived = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    language: z.string(),
    is_approved: z.literal(false),
    created_at: IsoDateTime,
  })
  .meta({ id: "QuestionReceived" });

export const ReviewQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A comment waiting for the admin, with what they need to judge it. */
export const PendingComment = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string().nullable(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    text: z.string().meta({ description: "The shopper's text: render escaped." }),
    rate: z.number().int(),
    show_name: z.boolean(),
    language: z.string(),
    created_at: IsoDateTime,
  })
  .meta({ id: "PendingComment" });

export const PendingQuestion = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string().nullable(),
    customer_id: z.number().int().nullable(),
    customer_name: z.string().nullable(),
    question: z.string().meta({ description: "The shopper's text: render escaped." }),
    language: z.string(),
    created_at: IsoDateTime,
  })
  .meta({ id: "PendingQuestion" });

export const QuestionAnswer = z
  .object({ answer: requiredText(5000) })
  .meta({ id: "QuestionAnswer" });

export const ReviewDecision = z
  .object({
    id: z.number().int(),
    status: z.enum(["approved", "rejected"]),
  })
  .meta({ id: "ReviewDecision" });

export type AddProductComment = z.infer<typeof AddProductComment>;
export type CommentReceived = z.infer<typeof CommentReceived>;
export type AskProductQuestion = z.infer<typeof AskProductQuestion>;
export type QuestionReceived = z.infer<typeof QuestionReceived>;
export type PendingComment = z.infer<typeof PendingComment>;
export type PendingQuestion = z.infer<typeof PendingQuestion>;
export type ReviewDecision = z.infer<typeof ReviewDecision>;
