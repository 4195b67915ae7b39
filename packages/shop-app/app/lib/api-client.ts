// What is left of the hand-written API client (ky over /api/v1): the admin's CSV import of
// products, whose file goes as a text/csv body, which hono/client has no input for. Everything
// else calls the typed client (shop-api.ts). Refusals come out as the same ApiRequestError.
import type {
  ProductImportPreview,
  ProductImportResult,
  SuccessEnvelope,
} from "@shop/api/contract";
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from "ky";
import {
  API_BASE_PATH,
  ApiRequestError,
  isErrorResponse,
  type ShopApiOptions,
} from "./shop-api.ts";

async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    if (isErrorResponse(error.data)) return new ApiRequestError(error.response.status, error.data);
    return new ApiRequestError(error.response.status, {
      code: error.response.status >= 500 ? "system_error" : "unexpected_error",
      message: error.message,
    });
  }
  if (error instanceof TimeoutError) {
    return new ApiRequestError(504, { code: "timeout", message: error.message });
  }
  return error;
}

export function createApiClient(options: ShopApiOptions) {
  const fetchFn = options.fetch;
  const http: KyInstance = ky.create({
    baseUrl: new URL(API_BASE_PATH, options.origin).href,
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    ...(fetchFn
      ? {
          fetch: (input: Request | URL | string, init?: RequestInit) =>
            fetchFn(new Request(input, init)),
        }
      : {}),
  });

  const searchParams = { language: options.language, currency: String(options.currency) };

  /** One call; its answer is taken as the contract's type `T` (the API validates what it sends). */
  async function call<T>(method: "post", path: string, init: Options): Promise<T> {
    try {
      const envelope = await http(path, { ...init, method, searchParams }).json<
        SuccessEnvelope<T>
      >();
      return envelope.response;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    /** What importing a CSV file of products would do, row by row (writes nothing). */
    previewProductImport: (csv: string) =>
      call<ProductImportPreview>("post", "product/import/preview", {
        body: csv,
        headers: { "Content-Type": "text/csv; charset=utf-8" },
      }),
    /** Imports a CSV file of products: every row or none. */
    importProducts: (csv: string) =>
      call<ProductImportResult>("post", "product/import", {
        body: csv,
        headers: { "Content-Type": "text/csv; charset=utf-8" },
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
