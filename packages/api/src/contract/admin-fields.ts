// The fields the admin's inputs are made of: a record's id, a text that may be left empty, and an
// seo link the admin may leave empty for one made from the record's title or name.
import { z } from "zod";

export const RecordId = z.number().int().positive().max(2_147_483_647);

/** At most `max` characters; empty or missing is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Lower-case words (in any script) joined by hyphens; empty is null, for the server to make one.
 * `nullable`: whether the input may also send null for "none".
 */
export function seoLinkInput(description: string, { nullable }: { nullable: boolean }) {
  const link = z
    .string()
    .trim()
    .max(200)
    .regex(/^[\p{Ll}\p{Lo}\p{Nd}]+(-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u, { error: "invalid_format" });
  return (nullable ? link.nullish() : link.optional())
    .or(z.literal(""))
    .transform((v) => v || null)
    .meta({ description });
}
