// The admin's catalogue as a CSV file: exported whole, edited in a spreadsheet, and read back.
// A preview says what each row would do before anything is written; the import writes every row
// or none. The layout is PRODUCT_CSV_COLUMNS below, one row per product followed by one row per
// sub-product (a row with a sub_code), documented in the OpenAPI description of the routes.
import { z } from "zod";
import { FIELD_ERROR_CODES } from "./errors.ts";

export const PRODUCT_CSV_TEXT_FIELDS = [
  "name",
  "summary",
  "description",
  "seo_link",
  "seo_title",
  "seo_description",
  "seo_keywords",
] as const;

/** Every column of the file, in the order the export writes them. */
export const PRODUCT_CSV_COLUMNS = [
  "sku",
  "sub_code",
  "barcode",
  "category",
  "brand",
  "option1",
  "option2",
  "currency",
  "price",
  "list_price",
  "vat_rate",
  "stock",
  "active",
  ...(["tr", "en", "ar"] as const).flatMap((lang) =>
    PRODUCT_CSV_TEXT_FIELDS.map((field) => `${field}_${lang}` as const),
  ),
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** A file larger than this many bytes or rows is refused whole (payload_too_large). */
export const PRODUCT_CSV_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 5000;

export const ProductImportProblem = z.object({
  column: z.string().meta({ description: "The CSV column, or `row` for the row as a whole." }),
  code: z.enum(FIELD_ERROR_CODES),
  message: z.string().meta({ description: "In the requested language." }),
});
export type ProductImportProblem = z.infer<typeof ProductImportProblem>;

export const ProductImportRow = z
  .object({
    line: z.number().int().meta({ description: "The row's line in the file; the header is 1." }),
    kind: z.enum(["product", "sub_product"]),
    sku: z.string(),
    sub_code: z.string().nullable(),
    name: z.string().meta({ description: "The row's Turkish name, or its product's." }),
    status: z.enum(["new", "changed", "unchanged", "error"]),
    changes: z
      .array(z.object({ column: z.string(), from: z.string(), to: z.string() }))
      .meta({ description: "For a changed row: each column that differs, as now and as read." }),
    errors: z.array(ProductImportProblem),
  })
  .meta({ id: "ProductImportRow" });
export type ProductImportRow = z.infer<typeof ProductImportRow>;

const Counts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});

export const ProductImportPreview = z
  .object({
    rows: z.array(ProductImportRow),
    counts: Counts,
    unknown_columns: z
      .array(z.string())
      .meta({ description: "Header names that are not columns of the layout; they are ignored." }),
  })
  .meta({ id: "ProductImportPreview" });
export type ProductImportPreview = z.infer<typeof ProductImportPreview>;

export const ProductImportResult = z
  .object({
    created: z.number().int().meta({ description: "New products and sub-products." }),
    updated: z.number().int().meta({ description: "Products and sub-products changed." }),
    unchanged: z.number().int(),
  })
  .meta({ id: "ProductImportResult" });
export type ProductImportResult = z.infer<typeof ProductImportResult>;
