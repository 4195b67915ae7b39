// Turns zod's refusals of a request into the API's validation_error: one entry per field, with
// a stable code (FieldErrorCode) and, when rendered, a message in the requested language.
import type { Context } from "hono";
import type { z } from "zod";
import { type ErrorCode, type FieldErrorCode, isFieldErrorCode } from "../contract/index.ts";
import { ApiError, type FieldProblem } from "./errors.ts";

const targets: Record<string, FieldProblem["in"]> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function classify(issue: z.core.$ZodIssue, value: unknown): Omit<FieldProblem, "field" | "in"> {
  const bound = (key: "minimum" | "maximum") => {
    const n = (issue as { minimum?: unknown; maximum?: unknown })[key];
    return typeof n === "number" || typeof n === "bigint" ? { [key]: Number(n) } : undefined;
  };
  const withParams = (code: FieldErrorCode, params?: Record<string, number>) =>
    params ? { code, params } : { code };
  // A schema that names its own code (`{ error: "invalid_email" }`) is taken at its word,
  // except that an absent value is reported as missing.
  if (isFieldErrorCode(issue.message)) {
    if (isBlank(value) && issue.message !== "must_accept") return { code: "required" };
    const code = issue.message;
    if (code === "too_long" || code === "too_big") return withParams(code, bound("maximum"));
    if (code === "too_short" || code === "too_small") return withParams(code, bound("minimum"));
    return { code };
  }
  if (isBlank(value)) return { code: "required" };
  switch (issue.code) {
    case "invalid_type":
      return { code: "invalid_type" };
    case "too_small":
      return withParams(issue.origin === "string" ? "too_short" : "too_small", bound("minimum"));
    case "too_big":
      return withParams(issue.origin === "string" ? "too_long" : "too_big", bound("maximum"));
    case "invalid_format":
      return { code: issue.format === "email" ? "invalid_email" : "invalid_format" };
    default:
      return { code: "invalid_value" };
  }
}

export function toFieldProblems(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  target?: string,
): FieldProblem[] {
  const where = target ? targets[target] : undefined;
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : (where ?? "input");
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({
      field,
      ...(where ? { in: where } : {}),
      ...classify(issue, valueAt(input, issue.path)),
    });
  }
  return problems;
}

/** The defaultHook of every router: a refused input becomes a 400 validation_error. */
export function validationHook(
  result: { success: boolean; error?: z.ZodError; data?: unknown; target?: string },
  _c: Context,
): void {
  if (result.success || !result.error) return;
  throw new ApiError("validation_error", 400, {
    fields: toFieldProblems(result.error.issues, result.data, result.target),
  });
}

/**
 * A hook for a form whose missing fields the specification names with a code of their own (the
 * card form's card_field_missing): that code when one of `fields` is missing, else as above.
 */
export function missingFieldsHook(code: ErrorCode, fields: readonly string[]) {
  return (
    result: { success: boolean; error?: z.ZodError; data?: unknown; target?: string },
    _c: Context,
  ): undefined => {
    if (result.success || !result.error) return undefined;
    const problems = toFieldProblems(result.error.issues, result.data, result.target);
    const missing = problems.some((p) => p.code === "required" && fields.includes(p.field));
    throw new ApiError(missing ? code : "validation_error", 400, { fields: problems });
  };
}
