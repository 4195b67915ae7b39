// The shop's API client: ky over /api/v1, every answer typed by the API's contract (types only:
// the API validates what it sends, and zod stays out of the browser).
// It knows nothing of the UI: refusals come out as ApiRequestError with the API's stable `code`,
// and the features decide what a shopper sees. The same client runs in the browser (window.fetch)
// and in server loaders (a fetch that calls the API in-process).
import type {
  CategoryNode,
  MenuItem,
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

export { API_BASE_PATH, ApiRequestError, isApiRequestError } from "./shop-api.ts";

type Query = Record<string, string | number | boolean | undefined>;

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

  function searchParams(query: Query = {}): Record<string, string> {
    const params: Record<string, string> = {
      language: options.language,
      currency: String(options.currency),
    };
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params[key] = String(value);
    }
    return params;
  }

  /** One call; its answer is taken as the contract's type `T` (the API validates what it sends). */
  async function call<T>(
    method: "get" | "post",
    path: string,
    init: Options & { query?: Query } = {},
  ): Promise<T> {
    const { query, ...rest } = init;
    try {
      const envelope = await http(path, {
        ...rest,
        method,
        searchParams: searchParams(query),
      }).json<SuccessEnvelope<T>>();
      return envelope.response;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    headerMenu: () => call<MenuItem[]>("get", "header_menu"),

    // The admin's catalogue (admin cookie): the CSV import sends its file as the body, which the
    // typed client has no input for.
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

    categoryTree: () => call<CategoryNode[]>("get", "category/tree"),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
