// The shop's typed API client: hono/client over the API's own route declarations (`ApiRoutes`,
// a type-only import, so zod and the handlers stay out of the browser). A call reads as the API's
// path, `api.customer.addCustomerFavorite[":id"].$get({ param: { id } })`, its input and answer
// are the route's, and `unwrap()` turns the envelope into the answer or an ApiRequestError with
// the API's stable `code`. ky carries the calls (its time limit, no retries: a write is not
// repeated behind the shopper's back); the same client runs in the browser (window.fetch) and in
// server loaders (a fetch that calls the API in-process).
import type { ErrorCode, ErrorResponse } from "@shop/api/contract";
import type { ApiClient, ApiRoutes } from "@shop/api/routes";
import { type ClientResponse, hc } from "hono/client";
import ky, { TimeoutError } from "ky";

export const API_BASE_PATH = "/api/v1/";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: ErrorResponse["fields"];
  readonly requestId: string | undefined;

  constructor(
    status: number,
    body: Pick<ErrorResponse, "code" | "message" | "fields" | "request_id">,
  ) {
    super(body.message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.requestId = body.request_id;
  }
}

export function isApiRequestError(error: unknown, code?: ErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

/** The API's refusal envelope; anything else (a proxy's page, say) is an unexpected error. */
function isErrorResponse(data: unknown): data is ErrorResponse {
  if (!data || typeof data !== "object") return false;
  const body = data as Record<string, unknown>;
  return (
    body.success === false && typeof body.code === "string" && typeof body.message === "string"
  );
}

export interface ShopApiOptions {
  /** Origin the paths resolve against: the page's own origin. */
  origin: string;
  /** The `language` query parameter of every call. */
  language: string;
  /** The `currency` query parameter of every call (1 TRY, 2 USD, 3 EUR). */
  currency: number;
  /** Defaults to the global fetch; server loaders pass one that calls the API in-process. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export type ShopApi = ApiClient;

export function createShopApi(options: ShopApiOptions): ShopApi {
  const send = options.fetch;
  const http = ky.create({
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    // hono/client reads the answer itself, refusals included (unwrap).
    throwHttpErrors: false,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    ...(send
      ? {
          fetch: (input: Request | URL | string, init?: RequestInit) =>
            send(new Request(input, init)),
        }
      : {}),
  });
  return hc<ApiRoutes>(new URL(API_BASE_PATH, options.origin).href, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (!url.searchParams.has("language")) url.searchParams.set("language", options.language);
      if (!url.searchParams.has("currency"))
        url.searchParams.set("currency", String(options.currency));
      return http(url, init);
    },
  }) as ShopApi;
}

/** What a route answers when it succeeds: the `response` of its 2xx envelope. */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, "json">
    ? Status extends 200 | 201
      ? Body extends { success: true; response: infer T }
        ? T
        : never
      : never
    : never;

/** The call's answer, or an ApiRequestError with the API's code (timeout when it took too long). */
export async function unwrap<R extends ClientResponse<unknown, number, "json">>(
  call: Promise<R>,
): Promise<Answer<R>> {
  let response: R;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof TimeoutError)
      throw new ApiRequestError(504, { code: "timeout", message: error.message });
    throw error;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body && typeof body === "object" && (body as { success?: unknown }).success)
    return (body as { response: Answer<R> }).response;
  if (isErrorResponse(body)) throw new ApiRequestError(response.status, body);
  throw new ApiRequestError(response.status, {
    code: response.status >= 500 ? "system_error" : "unexpected_error",
    message: `${response.status} ${response.statusText}`,
  });
}
