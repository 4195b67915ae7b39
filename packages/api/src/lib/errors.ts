import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode, FieldErrorCode } from "../contract/index.ts";

export interface FieldProblem {
  field: string;
  in?: "body" | "query" | "path" | "header";
  code: FieldErrorCode;
  params?: Record<string, string | number>;
}

/**
 * A refusal the client is meant to see: rendered as `{ success: false, code, message }` in the
 * requested language with the given HTTP status. Anything else thrown is a fault (500).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: FieldProblem[] | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    status: ContentfulStatusCode,
    options: {
      fields?: FieldProblem[];
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.fields = options.fields;
    this.params = options.params;
    this.headers = options.headers;
  }
}

export const notFound = () => new ApiError("record_not_found", 404);
export const unauthorized = () => new ApiError("unauthorized", 401);
