// The catalogue as a CSV file (PRODUCT_CSV_COLUMNS): the export writes one row per product and,
// after it, one row per sub-product (its sub_code set, the product's columns left empty). An
// import reads such a file back: each row is checked with the product edit screen's own rules
// (the contract's schemas and products.service's checks) and compared with the shop as it is,
// so that the preview can say new, changed, unchanged or what is wrong, column by column. The
// import itself writes every new or changed row through the edit screen's writes, in the one
// transaction of the request: one refused row and nothing is written.
//
// Codes stand for what a row refers to: the category's, brand's and attributes' codes, an
// attribute value's code within its attribute. Prices are in the product's currency with two
// decimals ("149.90"; a decimal comma is read too). A column left out of the file keeps what
// the shop has; an English or Arabic block left empty keeps that language's texts as they are.
import type { parse as parseCsv } from "csv-parse/sync";
import type { stringify as stringifyCsv } from "csv-stringify/sync";
import { inArray, type SQL, sql } from "drizzle-orm";
import {
  AdminProductCreate,
  AdminSubProductFields,
  CURRENCIES,
  type FieldErrorCode,
  LANGUAGE_CODES,
  type LanguageCode,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_TEXT_FIELDS,
  type ProductCsvColumn,
  type ProductImportPreview,
  type ProductImportProblem,
  type ProductImportResult,
  type ProductImportRow,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  brands,
  categories,
  products,
  productTranslations,
  properties,
  propertyValues,
  subProducts,
} from "../../db/schema/index.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";
import { fieldMessage } from "../../lib/messages.ts";
import { onFirstUse } from "../../lib/on-first-use.ts";
import { toFieldProblems } from "../../lib/validation.ts";
import {
  checkPrices,
  checkReferences,
  createProduct,
  updateLanguage,
  updatePrices,
  updateProduct,
} from "./products.service.ts";
import { createSubProduct, updateSubProduct } from "./sub-products.service.ts";

const csvParse = onFirstUse<{ parse: typeof parseCsv }>("csv-parse/sync");
const csvStringify = onFirstUse<{ stringify: typeof stringifyCsv }>("csv-stringify/sync");

type Cells = Record<ProductCsvColumn, string>;
type TextField = (typeof PRODUCT_CSV_TEXT_FIELDS)[number];

const SUB_PRODUCT_COLUMNS: readonly ProductCsvColumn[] = [
  "barcode",
  "option1",
  "option2",
  "price",
  "list_price",
  "stock",
  "active",
];

// ---------------------------------------------------------------------------------------------
// Cells

export function formatMoney(minor: number | null): string {
  if (minor === null) return "";
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/** "149.90", "149,9" or "149" as minor units; undefined when it is no amount. */
export function parseMoney(text: string): number | undefined {
  const match = /^(\d{1,11})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const parseWhole = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : undefined);

const TRUE_WORDS = new Set(["1", "true", "yes", "evet", "نعم"]);
const FALSE_WORDS = new Set(["0", "false", "no", "hayır", "hayir", "لا"]);
function parseFlag(text: string): boolean | undefined {
  const word = text.toLocaleLowerCase("tr");
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** A spreadsheet runs a cell that starts with = + - or @: the export puts an apostrophe first. */
const guard = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const emptyCells = (): Cells =>
  Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ""])) as Cells;

// ---------------------------------------------------------------------------------------------
// Reading the shop as rows

interface ProductCells {
  id: number;
  sku: string;
  cells: Cells;
  hasSubProducts: boolean;
  subs: Array<{ id: number; code: string; cells: Cells }>;
}

type TextsJson = Partial<Record<LanguageCode, Record<TextField, string | null>>>;

/** The products `where` picks (an SQL condition on `p`), each with its sub-products, as cells. */
async function productRows(db: Database, where: SQL, limit?: number): Promise<ProductCells[]> {
  const rows = await queryRows<{
    id: number;
    sku: string;
    barcode: string | null;
    category: string;
    brand: string | null;
    option1: string | null;
    option2: string | null;
    currency_id: number;
    selling_price: number;
    list_price: number | null;
    vat_rate: number;
    stock: number;
    is_active: boolean;
    texts: TextsJson | null;
  }>(
    db,
    sql`SELECT p.id, p.sku, p.barcode, c.code AS category, b.code AS brand,
        o1.code AS option1, o2.code AS option2, p.currency_id,
        p.selling_price::float8 AS selling_price, p.list_price::float8 AS list_price,
        p.vat_rate, p.stock, p.is_active,
        (SELECT json_object_agg(t.language_code, json_build_object(
            'name', t.name, 'summary', t.summary, 'description', t.description,
            'seo_link', t.seo_link, 'seo_title', t.seo_title,
            'seo_description', t.seo_description, 'seo_keywords', t.seo_keywords))
          FROM product_translations t WHERE t.product_id = p.id) AS texts
      FROM products p
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN properties o1 ON o1.id = p.option1_property_id
      LEFT JOIN properties o2 ON o2.id = p.option2_property_id
      WHERE ${where}
      ORDER BY p.id
      ${limit ? sql`LIMIT ${limit}` : sql``}`,
  );
  if (rows.length === 0) return [];
  const subs = await queryRows<{
    id: number;
    product_id: number;
    code: string;
    barcode: string | null;
    option1: string;
    option2: string | null;
    selling_price: number | null;
    list_price: number | null;
    stock: number;
    is_active: boolean;
  }>(
    db,
    sql`SELECT s.id, s.product_id, s.code, s.barcode, v1.code AS option1, v2.code AS option2,
        s.selling_price::float8 AS selling_price, s.list_price::float8 AS list_price,
        s.stock, s.is_active
      FROM sub_products s
      JOIN property_values v1 ON v1.id = s.option1_value_id
      LEFT JOIN property_values v2 ON v2.id = s.option2_value_id
      WHERE s.product_id IN ${rows.map((row) => row.id)}
      ORDER BY s.product_id, s.sort_order, s.id`,
  );
  return rows.map((row) => {
    const cells = emptyCells();
    Object.assign(cells, {
      sku: row.sku,
      barcode: row.barcode ?? "",
      category: row.category,
      brand: row.brand ?? "",
      option1: row.option1 ?? "",
      option2: row.option2 ?? "",
      currency: CURRENCIES.find((c) => c.id === row.currency_id)?.code ?? "TRY",
      price: formatMoney(Number(row.selling_price)),
      list_price: formatMoney(row.list_price === null ? null : Number(row.list_price)),
      vat_rate: String(row.vat_rate),
      stock: String(row.stock),
      active: row.is_active ? "1" : "0",
    });
    for (const lang of LANGUAGE_CODES) {
      const texts = row.texts?.[lang];
      if (!texts) continue;
      for (const field of PRODUCT_CSV_TEXT_FIELDS) cells[`${field}_${lang}`] = texts[field] ?? "";
    }
    const own = subs.filter((sub) => sub.product_id === row.id);
    return {
      id: row.id,
      sku: row.sku,
      cells,
      hasSubProducts: own.length > 0,
      subs: own.map((sub) => {
        const subCells = emptyCells();
        Object.assign(subCells, {
          sku: row.sku,
          sub_code: sub.code,
          barcode: sub.barcode ?? "",
          option1: sub.option1,
          option2: sub.option2 ?? "",
          price: formatMoney(sub.selling_price === null ? null : Number(sub.selling_price)),
          list_price: formatMoney(sub.list_price === null ? null : Number(sub.list_price)),
          stock: String(sub.stock),
          active: sub.is_active ? "1" : "0",
        });
        return { id: sub.id, code: sub.code, cells: subCells };
      }),
    };
  });
}

const EXPORT_BATCH = 200;

/**
 * The whole catalogue as CSV, a batch of products at a time: UTF-8 with a byte order mark (so
 * Excel reads Turkish and Arabic), CRLF line ends, RFC 4180 quoting.
 */
export function productsCsvStream(db: Database): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(
            `\uFEFF${csvStringify().stringify([[...PRODUCT_CSV_COLUMNS]], { record_delimiter: "\r\n" })}`,
          ),
        );
        return;
      }
      const batch = await productRows(db, sql`p.id > ${lastId}`, EXPORT_BATCH);
      if (batch.length === 0) {
        controller.close();
        return;
      }
      lastId = batch.at(-1)?.id ?? lastId;
      const records = batch.flatMap((product) =>
        [product.cells, ...product.subs.map((sub) => sub.cells)].map((cells) =>
          PRODUCT_CSV_COLUMNS.map((column) => guard(cells[column])),
        ),
      );
      controller.enqueue(
        encoder.encode(csvStringify().stringify(records, { record_delimiter: "\r\n" })),
      );
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a file

interface FileRow {
  line: number;
  get(column: ProductCsvColumn): string | undefined;
}

const problem = (field: string, code: FieldErrorCode, params?: Record<string, number>) =>
  new ApiError("validation_error", 400, {
    fields: [{ field, in: "body", code, ...(params ? { params } : {}) }],
  });

/** The file's header and rows; a file too large, without an sku column or not CSV is refused. */
function readFile(text: string): {
  columns: Set<ProductCsvColumn>;
  unknown: string[];
  rows: FileRow[];
} {
  if (Buffer.byteLength(text) > PRODUCT_CSV_MAX_BYTES)
    throw new ApiError("payload_too_large", 413, {
      fields: [
        { field: "file", in: "body", code: "too_big", params: { maximum: PRODUCT_CSV_MAX_BYTES } },
      ],
    });
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  // Excel saves with semicolons where the decimal mark is a comma (a Turkish Windows).
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: string[][];
  try {
    records = csvParse().parse(body, {
      delimiter,
      relax_column_count: true,
    });
  } catch {
    throw problem("file", "invalid_format");
  }
  const [header = [], ...rest] = records;
  // A data row's line: csv-parse does not say, and a quoted cell may span lines.
  let line = 1;
  const data: Array<{ line: number; record: string[] }> = [];
  for (const record of rest) {
    line += 1;
    if (record.some((cell) => cell.trim() !== "")) data.push({ line, record });
    line += record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
  }
  if (data.length > PRODUCT_CSV_MAX_ROWS)
    throw new ApiError("payload_too_large", 413, {
      fields: [
        { field: "file", in: "body", code: "too_big", params: { maximum: PRODUCT_CSV_MAX_ROWS } },
      ],
    });
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const index = new Map<ProductCsvColumn, number>();
  names.forEach((name, i) => {
    if (known.has(name) && !index.has(name as ProductCsvColumn))
      index.set(name as ProductCsvColumn, i);
  });
  if (!index.has("sku"))
    throw problem("file", data.length || header.length ? "invalid_format" : "required");
  const rows = data.map(({ line, record }) => {
    return {
      line,
      get: (column: ProductCsvColumn) => {
        const i = index.get(column);
        return i === undefined ? undefined : unguard((record[i] ?? "").trim());
      },
    };
  });
  return {
    columns: new Set(index.keys()),
    unknown: names.filter((name) => name && !known.has(name)),
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Judging the rows

const PATH_TO_COLUMN: Record<string, ProductCsvColumn> = {
  sku: "sku",
  code: "sub_code",
  barcode: "barcode",
  category_id: "category",
  brand_id: "brand",
  option1_property_id: "option1",
  option2_property_id: "option2",
  option1_value_id: "option1",
  option2_value_id: "option2",
  currency_id: "currency",
  selling_price: "price",
  list_price: "list_price",
  vat_rate: "vat_rate",
  stock: "stock",
  is_active: "active",
};

function columnOf(field: string): string {
  const text = /^texts\.(tr|en|ar)\.(\w+)$/.exec(field);
  if (text) return `${text[2]}_${text[1]}`;
  return PATH_TO_COLUMN[field] ?? "row";
}

interface Judged {
  row: ProductImportRow;
  write?: () => Promise<"created" | "updated">;
}

interface Context {
  db: Database;
  lang: LanguageCode;
  columns: Set<ProductCsvColumn>;
  categories: Map<string, number>;
  brands: Map<string, number>;
  properties: Map<string, number>;
  values: Map<string, number>;
  current: Map<string, ProductCells>;
  currentProducts: Map<string, typeof products.$inferSelect>;
  currentTexts: Map<number, Map<LanguageCode, typeof productTranslations.$inferSelect>>;
  subOwners: Map<string, { id: number; productId: number }>;
}

class RowProblems {
  readonly list: Array<{
    column: string;
    code: FieldErrorCode;
    params?: Record<string, string | number>;
  }> = [];
  add(column: string, code: FieldErrorCode, params?: Record<string, string | number>) {
    if (this.list.some((p) => p.column === column)) return;
    this.list.push({ column, code, ...(params ? { params } : {}) });
  }
  addFields(fields: readonly FieldProblem[]) {
    for (const field of fields) this.add(columnOf(field.field), field.code, field.params);
  }
  render(lang: LanguageCode): ProductImportProblem[] {
    return this.list.map((p) => ({
      column: p.column,
      code: p.code,
      message: fieldMessage(p.code, lang, p.params),
    }));
  }
}

/** What a cell holds once read as its column reads it, to compare with what the shop has. */
function canonical(column: ProductCsvColumn, value: string): string {
  if (column === "price" || column === "list_price") {
    const money = parseMoney(value);
    return money === undefined ? value : formatMoney(money);
  }
  if (column === "active") {
    const flag = parseFlag(value);
    return flag === undefined ? value : flag ? "1" : "0";
  }
  if (column === "stock" || column === "vat_rate") {
    const n = parseWhole(value);
    return n === undefined ? value : String(n);
  }
  if (column === "currency") return value.toUpperCase();
  return value;
}

function diff(
  file: FileRow,
  now: Cells,
  columns: readonly ProductCsvColumn[],
): ProductImportRow["changes"] {
  return columns.flatMap((column) => {
    const read = file.get(column);
    if (read === undefined || (column === "currency" && read === "")) return [];
    const to = canonical(column, read);
    return to === now[column] ? [] : [{ column, from: now[column], to }];
  });
}

const LANGUAGE_COLUMNS = (lang: LanguageCode) =>
  PRODUCT_CSV_TEXT_FIELDS.map((field) => `${field}_${lang}` as ProductCsvColumn);

/** A language other than Turkish whose every text cell is empty or absent is left as it is. */
const givenLanguages = (file: FileRow) =>
  LANGUAGE_CODES.filter(
    (lang) => lang === "tr" || LANGUAGE_COLUMNS(lang).some((column) => file.get(column)),
  );

async function judgeProduct(
  ctx: Context,
  file: FileRow,
  parsed: Map<string, ParsedProduct>,
): Promise<Judged> {
  const problems = new RowProblems();
  const sku = file.get("sku") ?? "";
  const current = ctx.currentProducts.get(sku);
  const texts = current ? ctx.currentTexts.get(current.id) : undefined;
  const cell = <T>(
    column: ProductCsvColumn,
    read: (text: string) => T | undefined,
    kept: T | undefined,
    empty: T | undefined,
    code: FieldErrorCode = "invalid_format",
  ): T | undefined => {
    const text = file.get(column);
    if (text === undefined) return kept;
    if (text === "") return empty;
    const value = read(text);
    if (value === undefined) problems.add(column, code);
    return value ?? kept;
  };
  const lookup = (map: Map<string, number>) => (text: string) => map.get(text);
  const languages = givenLanguages(file);
  const input = {
    sku,
    barcode: cell("barcode", (t) => t, current?.barcode ?? null, null),
    category_id: cell(
      "category",
      lookup(ctx.categories),
      current?.categoryId,
      undefined,
      "invalid_value",
    ),
    brand_id: cell("brand", lookup(ctx.brands), current?.brandId ?? null, null, "invalid_value"),
    model_id: current?.modelId ?? null,
    supplier_id: current?.supplierId ?? null,
    stock_unit: current?.stockUnit,
    stock: cell("stock", parseWhole, current?.stock, undefined),
    min_order_quantity: current?.minOrderQuantity,
    max_order_quantity: current?.maxOrderQuantity ?? null,
    is_new: current?.isNew,
    free_shipping: current?.freeShipping,
    is_active: cell("active", parseFlag, current?.isActive, undefined, "invalid_value"),
    weight_grams: current?.weightGrams ?? null,
    width_mm: current?.widthMm ?? null,
    height_mm: current?.heightMm ?? null,
    depth_mm: current?.depthMm ?? null,
    desi: current?.desi ?? null,
    expiry_date: current?.expiryDate ?? null,
    option1_property_id: cell(
      "option1",
      lookup(ctx.properties),
      current?.option1PropertyId ?? null,
      null,
      "invalid_value",
    ),
    option2_property_id: cell(
      "option2",
      lookup(ctx.properties),
      current?.option2PropertyId ?? null,
      null,
      "invalid_value",
    ),
    currency_id: cell(
      "currency",
      (t) => CURRENCIES.find((c) => c.code === t.toUpperCase())?.id,
      current?.currencyId,
      current?.currencyId,
      "invalid_value",
    ),
    vat_rate: cell("vat_rate", parseWhole, current?.vatRate, undefined),
    selling_price: cell("price", parseMoney, current?.sellingPrice, undefined),
    list_price: cell("list_price", parseMoney, current?.listPrice ?? null, null),
    cash_price: current?.cashPrice ?? null,
    buying_price: current?.buyingPrice ?? null,
    texts: Object.fromEntries(
      LANGUAGE_CODES.flatMap((lang) => {
        const kept = texts?.get(lang);
        if (!languages.includes(lang)) return [];
        const value = (field: TextField, keptValue: string | null | undefined) =>
          file.get(`${field}_${lang}`) ?? keptValue ?? "";
        return [
          [
            lang,
            {
              name: value("name", kept?.name),
              summary: value("summary", kept?.summary),
              description: value("description", kept?.description),
              seo_link: value("seo_link", kept?.seoLink),
              seo_title: value("seo_title", kept?.seoTitle),
              seo_description: value("seo_description", kept?.seoDescription),
              seo_keywords: value("seo_keywords", kept?.seoKeywords),
            },
          ],
        ];
      }),
    ),
  };
  if (!sku) problems.add("sku", "required");
  else if (parsed.has(sku)) problems.add("sku", "already_used");
  const result = AdminProductCreate.safeParse(input);
  let ok: AdminProductCreate | undefined;
  if (result.success) ok = result.data;
  else problems.addFields(toFieldProblems(result.error.issues, input));
  if (ok) {
    try {
      checkPrices(ok);
      await checkReferences(ctx.db, ok);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) throw error;
      problems.addFields(error.fields);
    }
  }
  const snapshot = ctx.current.get(sku);
  const entry: ParsedProduct = {
    line: file.line,
    id: current?.id,
    input: ok,
    languages,
    hasSubProducts: snapshot?.hasSubProducts ?? false,
    failed: problems.list.length > 0,
  };
  if (sku && !parsed.has(sku)) parsed.set(sku, entry);
  const name = input.texts.tr?.name ?? "";
  const base = { line: file.line, kind: "product" as const, sku, sub_code: null, name };
  if (problems.list.length > 0)
    return {
      row: { ...base, status: "error", changes: [], errors: problems.render(ctx.lang) },
    };
  const data = ok as AdminProductCreate;
  if (!current || !snapshot) {
    return {
      row: { ...base, status: "new", changes: [], errors: [] },
      write: async () => {
        entry.id = await createProduct(ctx.db, data);
        return "created";
      },
    };
  }
  const compared: ProductCsvColumn[] = [
    "barcode",
    "category",
    "brand",
    "option1",
    "option2",
    "currency",
    "price",
    "list_price",
    "vat_rate",
    "active",
    ...(snapshot.hasSubProducts ? [] : (["stock"] as const)),
    ...languages.flatMap(LANGUAGE_COLUMNS),
  ];
  const changes = diff(file, snapshot.cells, compared);
  if (changes.length === 0) return { row: { ...base, status: "unchanged", changes, errors: [] } };
  return {
    row: { ...base, status: "changed", changes, errors: [] },
    write: async () => {
      const id = current.id;
      await updateProduct(ctx.db, id, data);
      await updatePrices(ctx.db, id, data);
      for (const lang of languages) {
        const given = data.texts[lang];
        if (given) await updateLanguage(ctx.db, { ...given, product_id: id, language: lang });
      }
      return "updated";
    },
  };
}

interface ParsedProduct {
  line: number;
  id: number | undefined;
  input: AdminProductCreate | undefined;
  languages: LanguageCode[];
  hasSubProducts: boolean;
  failed: boolean;
}

async function judgeSubProduct(
  ctx: Context,
  file: FileRow,
  parsed: Map<string, ParsedProduct>,
  codes: Set<string>,
): Promise<Judged> {
  const problems = new RowProblems();
  const sku = file.get("sku") ?? "";
  const code = file.get("sub_code") ?? "";
  const owner = parsed.get(sku);
  const stored = ctx.currentProducts.get(sku);
  const snapshot = ctx.current.get(sku)?.subs.find((sub) => sub.code === code);
  const existing = ctx.subOwners.get(code);
  if (!owner && !stored) {
    problems.add("sku", "invalid_value");
    return {
      row: {
        line: file.line,
        kind: "sub_product",
        sku,
        sub_code: code,
        name: "",
        status: "error",
        changes: [],
        errors: problems.render(ctx.lang),
      },
    };
  }
  if (codes.has(code)) problems.add("sub_code", "already_used");
  else if (existing && existing.productId !== stored?.id) problems.add("sub_code", "already_used");
  codes.add(code);
  const property1 = owner?.input
    ? owner.input.option1_property_id
    : (stored?.option1PropertyId ?? null);
  const property2 = owner?.input
    ? owner.input.option2_property_id
    : (stored?.option2PropertyId ?? null);
  const valueIn = (property: number | null) => (text: string) =>
    property === null ? undefined : ctx.values.get(`${property}:${text}`);
  const current = snapshot?.cells;
  const read = <T>(
    column: ProductCsvColumn,
    parse: (text: string) => T | undefined,
    kept: T | undefined,
    empty: T | undefined,
    codeOnFail: FieldErrorCode = "invalid_format",
  ): T | undefined => {
    const text = file.get(column);
    if (text === undefined) return kept;
    if (text === "") return empty;
    const value = parse(text);
    if (value === undefined) problems.add(column, codeOnFail);
    return value ?? kept;
  };
  const keptMoney = (column: "price" | "list_price") =>
    current ? (current[column] ? parseMoney(current[column]) : null) : null;
  const input = {
    code,
    option1_value_id: read(
      "option1",
      valueIn(property1),
      current ? valueIn(property1)(current.option1) : undefined,
      undefined,
      "invalid_value",
    ),
    option2_value_id: read(
      "option2",
      valueIn(property2),
      current?.option2 ? valueIn(property2)(current.option2) : null,
      null,
      "invalid_value",
    ),
    barcode: read("barcode", (t) => t, current?.barcode || null, null),
    stock: read("stock", parseWhole, current ? Number(current.stock) : undefined, undefined),
    selling_price: read("price", parseMoney, keptMoney("price"), null),
    list_price: read("list_price", parseMoney, keptMoney("list_price"), null),
    is_active: read(
      "active",
      parseFlag,
      current ? current.active === "1" : undefined,
      undefined,
      "invalid_value",
    ),
  };
  const result = AdminSubProductFields.safeParse(input);
  if (!result.success) problems.addFields(toFieldProblems(result.error.issues, input));
  else if (
    result.data.list_price !== null &&
    (result.data.selling_price === null || result.data.list_price <= result.data.selling_price)
  )
    problems.add("list_price", "invalid_value");
  if (property2 === null && input.option2_value_id) problems.add("option2", "invalid_value");
  if (owner?.failed) problems.add("sku", "invalid_value");
  const base = {
    line: file.line,
    kind: "sub_product" as const,
    sku,
    sub_code: code,
    name: owner?.input?.texts.tr.name ?? ctx.current.get(sku)?.cells.name_tr ?? "",
  };
  if (problems.list.length > 0 || !result.success)
    return { row: { ...base, status: "error", changes: [], errors: problems.render(ctx.lang) } };
  const data = result.data;
  if (!snapshot || !existing) {
    return {
      row: { ...base, status: "new", changes: [], errors: [] },
      write: async () => {
        const productId = owner?.id ?? stored?.id;
        if (productId === undefined) throw problem(`line.${file.line}.sku`, "invalid_value");
        await createSubProduct(ctx.db, { ...data, product_id: productId });
        return "created";
      },
    };
  }
  const changes = diff(file, snapshot.cells, SUB_PRODUCT_COLUMNS);
  if (changes.length === 0) return { row: { ...base, status: "unchanged", changes, errors: [] } };
  return {
    row: { ...base, status: "changed", changes, errors: [] },
    write: async () => {
      await updateSubProduct(ctx.db, existing.id, data);
      return "updated";
    },
  };
}

/** Unique across the file: barcodes, and seo links within their language. */
function checkFileUniques(judged: Judged[], files: FileRow[], ctx: Context) {
  const barcodes = new Map<string, number>();
  const links = new Map<string, number>();
  judged.forEach((entry, i) => {
    const file = files[i] as FileRow;
    const extra = new RowProblems();
    const barcode = file.get("barcode");
    if (barcode) {
      if (barcodes.has(barcode)) extra.add("barcode", "already_used");
      else barcodes.set(barcode, i);
    }
    if (entry.row.kind === "product") {
      for (const lang of givenLanguages(file)) {
        const link = file.get(`seo_link_${lang}`);
        if (!link) continue;
        const key = `${lang}:${link}`;
        if (links.has(key)) extra.add(`seo_link_${lang}`, "already_used");
        else links.set(key, i);
      }
    }
    if (extra.list.length === 0) return;
    entry.row = {
      ...entry.row,
      status: "error",
      changes: [],
      errors: [...entry.row.errors, ...extra.render(ctx.lang)],
    };
    delete entry.write;
  });
}

/** Seo links and barcodes of the file that another product of the shop already has. */
async function checkShopUniques(judged: Judged[], files: FileRow[], ctx: Context) {
  const links = files.flatMap((file, i) =>
    judged[i]?.row.kind === "product"
      ? LANGUAGE_CODES.flatMap((lang) => {
          const link = file.get(`seo_link_${lang}`);
          return link ? [{ i, lang, link }] : [];
        })
      : [],
  );
  const taken = links.length
    ? await ctx.db
        .select({
          productId: productTranslations.productId,
          lang: productTranslations.languageCode,
          link: productTranslations.seoLink,
        })
        .from(productTranslations)
        .where(inArray(productTranslations.seoLink, [...new Set(links.map((l) => l.link))]))
    : [];
  const barcodes = files.flatMap((file, i) => {
    const barcode = file.get("barcode");
    return barcode ? [{ i, barcode }] : [];
  });
  const uniqueBarcodes = [...new Set(barcodes.map((b) => b.barcode))];
  const productBarcodes = uniqueBarcodes.length
    ? await ctx.db
        .select({ id: products.id, barcode: products.barcode })
        .from(products)
        .where(inArray(products.barcode, uniqueBarcodes))
    : [];
  const subBarcodes = uniqueBarcodes.length
    ? await ctx.db
        .select({ code: subProducts.code, barcode: subProducts.barcode })
        .from(subProducts)
        .where(inArray(subProducts.barcode, uniqueBarcodes))
    : [];
  const flag = (i: number, column: string) => {
    const entry = judged[i];
    if (!entry || entry.row.errors.some((e) => e.column === column)) return;
    entry.row = {
      ...entry.row,
      status: "error",
      changes: [],
      errors: [
        ...entry.row.errors,
        { column, code: "already_used", message: fieldMessage("already_used", ctx.lang) },
      ],
    };
    delete entry.write;
  };
  for (const { i, lang, link } of links) {
    const own = ctx.currentProducts.get(files[i]?.get("sku") ?? "")?.id;
    if (taken.some((t) => t.lang === lang && t.link === link && t.productId !== own))
      flag(i, `seo_link_${lang}`);
  }
  for (const { i, barcode } of barcodes) {
    const file = files[i] as FileRow;
    const subCode = file.get("sub_code");
    const ownProduct = subCode ? undefined : ctx.currentProducts.get(file.get("sku") ?? "")?.id;
    if (productBarcodes.some((p) => p.barcode === barcode && p.id !== ownProduct))
      flag(i, "barcode");
    if (subBarcodes.some((s) => s.barcode === barcode && s.code !== subCode)) flag(i, "barcode");
  }
}

async function loadContext(
  db: Database,
  lang: LanguageCode,
  columns: Set<ProductCsvColumn>,
  rows: FileRow[],
): Promise<Context> {
  const skus = [...new Set(rows.map((row) => row.get("sku") ?? "").filter(Boolean))];
  const codes = [...new Set(rows.map((row) => row.get("sub_code") ?? "").filter(Boolean))];
  const [categoryRows, brandRows, propertyRows, valueRows, productRowsFound, subRows] =
    await Promise.all([
      db.select({ id: categories.id, code: categories.code }).from(categories),
      db.select({ id: brands.id, code: brands.code }).from(brands),
      db.select({ id: properties.id, code: properties.code }).from(properties),
      db
        .select({
          id: propertyValues.id,
          propertyId: propertyValues.propertyId,
          code: propertyValues.code,
        })
        .from(propertyValues),
      skus.length ? db.select().from(products).where(inArray(products.sku, skus)) : [],
      codes.length
        ? db
            .select({
              id: subProducts.id,
              code: subProducts.code,
              productId: subProducts.productId,
            })
            .from(subProducts)
            .where(inArray(subProducts.code, codes))
        : [],
    ]);
  const ids = productRowsFound.map((row) => row.id);
  const [translations, snapshots] = ids.length
    ? await Promise.all([
        db.select().from(productTranslations).where(inArray(productTranslations.productId, ids)),
        productRows(db, sql`p.id IN ${ids}`),
      ])
    : [[], []];
  const currentTexts = new Map<
    number,
    Map<LanguageCode, typeof productTranslations.$inferSelect>
  >();
  for (const text of translations) {
    const map = currentTexts.get(text.productId) ?? new Map();
    map.set(text.languageCode as LanguageCode, text);
    currentTexts.set(text.productId, map);
  }
  return {
    db,
    lang,
    columns,
    categories: new Map(categoryRows.map((row) => [row.code, row.id])),
    brands: new Map(brandRows.map((row) => [row.code, row.id])),
    properties: new Map(propertyRows.map((row) => [row.code, row.id])),
    values: new Map(valueRows.map((row) => [`${row.propertyId}:${row.code}`, row.id])),
    current: new Map(snapshots.map((row) => [row.sku, row])),
    currentProducts: new Map(productRowsFound.map((row) => [row.sku, row])),
    currentTexts,
    subOwners: new Map(subRows.map((row) => [row.code, { id: row.id, productId: row.productId }])),
  };
}

async function judgeFile(db: Database, text: string, lang: LanguageCode) {
  const file = readFile(text);
  const ctx = await loadContext(db, lang, file.columns, file.rows);
  const parsed = new Map<string, ParsedProduct>();
  const codes = new Set<string>();
  // Products first, so that a sub-product's row may come before or after its product's.
  const order = file.rows
    .map((row, i) => ({ row, i }))
    .sort(
      (a, b) => Number(Boolean(a.row.get("sub_code"))) - Number(Boolean(b.row.get("sub_code"))),
    );
  const judged: Judged[] = new Array(file.rows.length);
  for (const { row, i } of order) {
    judged[i] = row.get("sub_code")
      ? await judgeSubProduct(ctx, row, parsed, codes)
      : await judgeProduct(ctx, row, parsed);
  }
  checkFileUniques(judged, file.rows, ctx);
  await checkShopUniques(judged, file.rows, ctx);
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const entry of judged) counts[entry.row.status] += 1;
  return { judged, order, counts, unknown: file.unknown };
}

/** What importing the file would do, row by row; writes nothing. */
export async function previewProductImport(
  db: Database,
  text: string,
  lang: LanguageCode,
): Promise<ProductImportPreview> {
  const { judged, counts, unknown } = await judgeFile(db, text, lang);
  return { rows: judged.map((entry) => entry.row), counts, unknown_columns: unknown };
}

/**
 * Writes every new and changed row of the file, products before sub-products, on `db`, which
 * must be a transaction: a row refused (now, or by the database on writing) refuses them all,
 * as validation_error whose fields are `line.<line>.<column>`.
 */
export async function importProducts(
  db: Database,
  text: string,
  lang: LanguageCode,
): Promise<ProductImportResult> {
  const { judged, order, counts } = await judgeFile(db, text, lang);
  const refusals: FieldProblem[] = judged.flatMap((entry) =>
    entry.row.errors.map((error) => ({
      field: `line.${entry.row.line}.${error.column}`,
      in: "body" as const,
      code: error.code,
    })),
  );
  if (refusals.length) throw new ApiError("validation_error", 400, { fields: refusals });
  const result = { created: 0, updated: 0, unchanged: counts.unchanged };
  for (const { i } of order) {
    const entry = judged[i] as Judged;
    if (!entry.write) continue;
    try {
      result[await entry.write()] += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) throw error;
      throw new ApiError("validation_error", error.status, {
        fields: error.fields.map((field) => ({
          ...field,
          field: `line.${entry.row.line}.${columnOf(field.field)}`,
        })),
      });
    }
  }
  return result;
}
