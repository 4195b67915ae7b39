import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProductWithSizes } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import {
  AdminProduct,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  ProductImportPreview,
  ProductImportResult,
} from "../../contract/index.ts";
import { categories, products, subProducts } from "../../db/schema/index.ts";

const api = apiForFile();
let admin: string;
let categoryId: number;
let categoryCode: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
  categoryId = await insertCategory(api.db);
  const [category] = await api.db
    .select({ code: categories.code })
    .from(categories)
    .where(eq(categories.id, categoryId));
  categoryCode = category?.code ?? "";
});

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function addProduct(overrides: Record<string, unknown> = {}) {
  const answer = await answerOf(
    client(api, admin).product.add.$post({
      json: {
        sku: `CSV-${tag()}`,
        category_id: categoryId,
        stock: 4,
        vat_rate: 20,
        selling_price: 14_990,
        texts: {
          tr: { name: `Çaydanlık ${tag()}`, description: '<p>Güzel, "sağlam"\nçaydanlık</p>' },
          ar: { name: `إبريق شاي ${tag()}` },
        },
        ...overrides,
      },
    }),
  );
  expect(answer.status).toBe(200);
  return AdminProduct.parse(answer.json.response);
}

const exportCsv = () => answerOf(client(api, admin).product.export.$get());

const send = (path: string, csv: string, language = "en") =>
  call(api, "POST", `${path}?language=${language}`, {
    token: admin,
    raw: csv,
    headers: { "content-type": "text/csv" },
  });
const preview = async (csv: string, language = "en") => {
  const answer = await send("/product/import/preview", csv, language);
  expect(answer.status, answer.text).toBe(200);
  return ProductImportPreview.parse(answer.json.response);
};

/** A file with the given columns and rows (objects by column), quoted as the export does. */
function csvOf(
  rows: Array<Record<string, string>>,
  columns: readonly string[] = PRODUCT_CSV_COLUMNS,
) {
  const quote = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return [
    columns.join(","),
    ...rows.map((row) => columns.map((c) => quote(row[c] ?? "")).join(",")),
  ]
    .join("\r\n")
    .concat("\r\n");
}

/** The exported file's rows of the given products, as objects by column. */
function rowsOf(csv: string, skus: string[]) {
  const [header = [], ...records] = parse(csv.replace(/^\uFEFF/, ""), {}) as string[][];
  return records
    .map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ""])))
    .filter((row) => skus.includes(row.sku ?? ""));
}

describe("product/export", () => {
  it("writes every product and, after it, its sub-products, as UTF-8 with a byte order mark", async () => {
    const product = await addProduct({ list_price: 19_990, barcode: `=${tag()}` });
    const sized = await insertProductWithSizes(api.db, categoryId, { S: 3, M: 5 }, 25_000);
    const [sizedRow] = await api.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, sized.productId));
    const answer = await exportCsv();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename="products-/);
    // Response.text() drops the byte order mark: look at the bytes.
    const raw = await api.app.request("http://shop.test/api/v1/product/export", {
      headers: { authorization: `Bearer ${admin}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text.startsWith("sku,sub_code,barcode,category,")).toBe(true);
    const rows = rowsOf(answer.text, [product.sku, sizedRow?.sku ?? ""]);
    expect(rows.find((row) => row.sku === product.sku)).toMatchObject({
      sub_code: "",
      barcode: `'${product.barcode}`,
      category: categoryCode,
      currency: "TRY",
      price: "149.90",
      list_price: "199.90",
      vat_rate: "20",
      stock: "4",
      active: "1",
      name_tr: product.texts.tr?.name,
      description_tr: '<p>Güzel, "sağlam"\nçaydanlık</p>',
      seo_link_tr: product.texts.tr?.seo_link,
      name_ar: product.texts.ar?.name,
      name_en: "",
    });
    const sizedRows = rows.filter((row) => row.sku === sizedRow?.sku);
    expect(sizedRows.map((row) => [row.sub_code, row.stock, row.price])).toEqual([
      ["", "8", "250.00"],
      [expect.stringMatching(/-S$/), "3", ""],
      [expect.stringMatching(/-M$/), "5", ""],
    ]);
  });

  it("is for admins only", async () => {
    expect((await answerOf(client(api).product.export.$get())).status).toBe(401);
    expect((await call(api, "POST", "/product/import/preview", { raw: "sku\r\n" })).status).toBe(
      401,
    );
  });
});

describe("product/import/preview", () => {
  it("names each row's problems by column, in the admin's language, and writes nothing", async () => {
    const taken = await addProduct();
    const sku = `NEW-${tag()}`;
    const good = { sku, category: categoryCode, price: "10.00", vat_rate: "20", name_tr: "Fincan" };
    const csv = csvOf([
      good,
      { ...good, sku: `A-${tag()}`, price: "12,3x" },
      { ...good, sku: `B-${tag()}`, category: "no-such-category" },
      { ...good, name_tr: "İkinci" },
      { ...good, sku: `C-${tag()}`, name_tr: "" },
      { ...good, sku: `D-${tag()}`, seo_link_tr: taken.texts.tr?.seo_link ?? "" },
      { ...good, sku: `E-${tag()}`, price: "10.00", list_price: "5.00" },
      { sku: "NO-SUCH-PRODUCT", sub_code: `X-${tag()}`, stock: "1" },
    ]);
    const before = (await api.db.select({ id: products.id }).from(products)).length;
    const result = await preview(csv);
    expect(result.rows.map((row) => [row.line, row.status])).toEqual([
      [2, "new"],
      [3, "error"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
      [7, "error"],
      [8, "error"],
      [9, "error"],
    ]);
    const errors = result.rows.map((row) => row.errors.map((e) => [e.column, e.code]));
    expect(errors.slice(1)).toEqual([
      [["price", "invalid_format"]],
      [["category", "invalid_value"]],
      [["sku", "already_used"]],
      [["name_tr", "required"]],
      [["seo_link_tr", "already_used"]],
      [["list_price", "too_small"]],
      [["sku", "invalid_value"]],
    ]);
    expect(result.rows[4]?.errors[0]?.message).toBe("This field is required.");
    expect((await preview(csv, "tr")).rows[4]?.errors[0]?.message).toBe("Bu alan zorunludur.");
    expect(result.counts).toEqual({ new: 1, changed: 0, unchanged: 0, error: 7 });
    expect((await api.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it("says which columns of a product would change, as they are and as read", async () => {
    const product = await addProduct();
    const [row = {}] = rowsOf((await exportCsv()).text, [product.sku]);
    const result = await preview(csvOf([{ ...row, price: "139,9", name_en: "Teapot" }]));
    expect(result.rows[0]).toMatchObject({
      status: "changed",
      name: product.texts.tr?.name,
      changes: [
        { column: "price", from: "149.90", to: "139.90" },
        { column: "name_en", from: "", to: "Teapot" },
      ],
    });
  });

  it("refuses a file that is not CSV of products or has too many rows", async () => {
    const noSku = await send("/product/import/preview", "name_tr,price\r\nX,1\r\n");
    expect([noSku.status, noSku.json.code, noSku.json.fields[0].field]).toEqual([
      400,
      "validation_error",
      "file",
    ]);
    const broken = await send("/product/import/preview", 'sku,name_tr\r\nA,"unclosed\r\n');
    expect(broken.status).toBe(400);
    const many = `sku\r\n${Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `S${i}`).join("\r\n")}`;
    const tooMany = await send("/product/import/preview", many);
    expect([tooMany.status, tooMany.json.code]).toEqual([413, "payload_too_large"]);
  });
});

describe("product/import", () => {
  it("writes nothing when one row is refused", async () => {
    const product = await addProduct();
    const [row = {}] = rowsOf((await exportCsv()).text, [product.sku]);
    const newSku = `ALL-${tag()}`;
    const csv = csvOf([
      { ...row, price: "99.00" },
      { sku: newSku, category: categoryCode, price: "5.00", vat_rate: "20", name_tr: "Yeni" },
      {
        sku: `BAD-${tag()}`,
        category: categoryCode,
        price: "abc",
        vat_rate: "20",
        name_tr: "Kötü",
      },
    ]);
    const answer = await send("/product/import", csv);
    expect([answer.status, answer.json.code]).toEqual([400, "validation_error"]);
    expect(answer.json.fields).toContainEqual(
      // The first row's description spans two lines.
      expect.objectContaining({ field: "line.5.price", code: "invalid_format" }),
    );
    const [stored] = await api.db
      .select({ price: products.sellingPrice })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stored?.price).toBe(14_990);
    expect(await api.db.select().from(products).where(eq(products.sku, newSku))).toEqual([]);
  });

  it("writes new and changed products and sub-products in one go", async () => {
    const product = await addProduct();
    const sized = await insertProductWithSizes(api.db, categoryId, { S: 3, M: 5 });
    const [sizedSku] = await api.db
      .select({ sku: products.sku, option: products.option1PropertyId })
      .from(products)
      .where(eq(products.id, sized.productId));
    const rows = rowsOf((await exportCsv()).text, [product.sku, sizedSku?.sku ?? ""]);
    const edited = rows.map((row) => {
      if (row.sku === product.sku) return { ...row, price: "120.00", name_en: "Teapot" };
      if (row.sub_code?.endsWith("-S")) return { ...row, stock: "9", price: "210.00" };
      return row;
    });
    const newSku = `NEW-${tag()}`;
    const sizeS = rows.find((row) => row.sub_code?.endsWith("-S"))?.option1 ?? "";
    edited.push(
      { sku: `${newSku}-1`, sub_code: `${newSku}-S`, option1: sizeS, stock: "2" },
      {
        sku: `${newSku}-1`,
        category: categoryCode,
        option1: rows.find((r) => !r.sub_code && r.sku === sizedSku?.sku)?.option1 ?? "",
        price: "75.50",
        vat_rate: "10",
        active: "0",
        name_tr: "Tişört",
        name_ar: "قميص",
      },
    );
    const csv = csvOf(edited);
    const seen = await preview(csv);
    expect(seen.counts).toEqual({ new: 2, changed: 2, unchanged: 2, error: 0 });
    const answer = await send("/product/import", csv);
    expect(answer.status, answer.text).toBe(200);
    expect(ProductImportResult.parse(answer.json.response)).toEqual({
      created: 2,
      updated: 2,
      unchanged: 2,
    });
    const read = async (id: number) =>
      AdminProduct.parse(
        (await answerOf(client(api, admin).product.getAdminProduct[":id"].$get({ param: { id } })))
          .json.response,
      );
    const teapot = await read(product.id);
    expect([teapot.selling_price, teapot.texts.en?.name, teapot.texts.tr?.name]).toEqual([
      12_000,
      "Teapot",
      product.texts.tr?.name,
    ]);
    const shirt = await read(sized.productId);
    expect(shirt.stock).toBe(14);
    expect(shirt.sub_products.map((s) => [s.stock, s.selling_price])).toEqual([
      [9, 21_000],
      [5, null],
    ]);
    const [created] = await api.db
      .select()
      .from(products)
      .where(eq(products.sku, `${newSku}-1`));
    expect(created).toMatchObject({ sellingPrice: 7_550, vatRate: 10, isActive: false, stock: 2 });
    const createdSubs = await api.db
      .select({ code: subProducts.code })
      .from(subProducts)
      .where(inArray(subProducts.productId, [created?.id ?? 0]));
    expect(createdSubs).toEqual([{ code: `${newSku}-S` }]);
  });

  it("changes nothing when the export is imported as it is, semicolons or commas", async () => {
    await addProduct({ texts: { tr: { name: "Kahve, Türk" }, en: { name: "Coffee" } } });
    await insertProductWithSizes(api.db, categoryId, { S: 1, M: 0 });
    const csv = (await exportCsv()).text;
    const result = await preview(`\uFEFF${csv}`);
    expect(result.rows.filter((row) => row.status !== "unchanged")).toEqual([]);
    const answer = await send("/product/import", csv);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.response).toMatchObject({ created: 0, updated: 0 });
    expect((await exportCsv()).text).toBe(csv);
    const records = parse(csv.replace(/^\uFEFF/, ""), {}) as string[][];
    const semicolons = records
      .map((record) =>
        record
          .map((cell) => (/[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
          .join(";"),
      )
      .join("\r\n");
    const again = await preview(semicolons);
    expect(again.counts.changed + again.counts.new + again.counts.error).toBe(0);
  });
});
