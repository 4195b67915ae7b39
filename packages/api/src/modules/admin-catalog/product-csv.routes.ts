import { z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import {
  LocaleQuery,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  ProductImportPreview,
  ProductImportResult,
} from "../../contract/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { adminSecurity, createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = { tags: ["Admin: products"], security: adminSecurity };

const layout = `Columns, by header name in any order (unknown ones are ignored, missing ones keep what the shop has): ${PRODUCT_CSV_COLUMNS.join(", ")}. One row per product; a row with a sub_code is a sub-product of the product whose sku it names (its product's columns stay empty). category, brand and option1/option2 hold codes (on a product row, the attributes it varies by; on a sub-product row, value codes of those attributes). Prices in the product's currency with two decimals ("149.90"; a decimal comma is read too); price is what the shopper pays and list_price the struck-through price above it; on a sub-product row an empty price means the product's. active is 1 or 0. Texts per language (tr, en, ar): an English or Arabic block left empty keeps that language's texts. A product with sub-products has their stock in sum: its own stock cell is not read. Comma or semicolon separated, UTF-8 (a byte order mark is skipped), at most ${PRODUCT_CSV_MAX_ROWS} rows and ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB (payload_too_large).`;

// A catalogue with descriptions is larger than the general 1 MB limit of a request.
export const importLimit = bodyLimit({
  maxSize: PRODUCT_CSV_MAX_BYTES,
  onError: () => {
    throw new ApiError("payload_too_large", 413, {
      fields: [
        { field: "file", in: "body", code: "too_big", params: { maximum: PRODUCT_CSV_MAX_BYTES } },
      ],
    });
  },
});

const csvBody = {
  required: true,
  description: "The CSV file as the request body (Content-Type text/csv).",
  content: { "text/csv": { schema: z.string() } },
};

export const exportProducts = createRoute({
  method: "get",
  path: "/product/export",
  ...privateRead,
  ...tags,
  summary: "The whole catalogue as a CSV file (admin)",
  description: `Streamed; UTF-8 with a byte order mark (Excel), comma-separated, CRLF line ends, RFC 4180 quoting; a cell starting with = + - or @ gets a leading apostrophe so a spreadsheet does not run it (the import takes it off again). Importing the file unchanged changes nothing. ${layout}`,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(401, 403),
  },
});

export const previewImport = createRoute({
  method: "post",
  path: "/product/import/preview",
  ...adminWrite,
  ...tags,
  summary: "What importing a CSV file of products would do, row by row; writes nothing",
  description: `Each row is checked with the rules of product/add and update and sub_product add and update, and compared with the shop: new, changed (with the columns that differ), unchanged, or error with a message per column in the requested language. ${layout}`,
  middleware: [importLimit, authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: csvBody },
  responses: {
    ...okResponse(ProductImportPreview, "Every row of the file"),
    ...errorResponses(400, 401, 403, 413),
  },
});

export const commitImport = createRoute({
  method: "post",
  path: "/product/import",
  ...adminWrite,
  ...tags,
  summary: "Import a CSV file of products: every new and changed row, or none",
  description: `Checks the file again as the preview does and writes it in one transaction. A row with an error refuses the whole file: validation_error whose fields are line.<line>.<column>, and nothing is written. ${layout}`,
  middleware: [importLimit, authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: csvBody },
  responses: {
    ...okResponse(ProductImportResult, "How many rows were created, updated and left as they were"),
    ...errorResponses(400, 401, 403, 409, 413),
  },
});
