import { expect, type Page, test } from "@playwright/test";
import { apiResponse, type Card, findProduct, hydrated, signInAdmin } from "./helpers.ts";

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n") {
      endCell();
      rows.push(row);
      row = [];
    } else if (c !== "\r") cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csvOf = (rows: string[][]) =>
  `${rows.map((row) => row.map(quote).join(",")).join("\r\n")}\r\n`;
const tl = (minor: number) => (minor / 100).toLocaleString("tr-TR", { minimumFractionDigits: 2 });

/** The catalogue as the product list's download link gives it. */
async function exportCatalogue(page: Page) {
  await page.goto("/admin/products");
  await hydrated(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV olarak indir" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.toString("utf8").replace(/^\uFEFF/, ""));
}

async function upload(page: Page, name: string, csv: string) {
  await page.goto("/admin/products/import");
  await hydrated(page);
  await page.getByLabel("CSV dosyası").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await page.getByRole("button", { name: "Önizle" }).click();
}

async function storefrontPrice(page: Page, card: Card) {
  const found = await apiResponse<Card>(
    page.request,
    `product/getProductBySeoLink/${card.seo_link}?language=tr&currency=1`,
  );
  return found.price;
}

test.describe("the admin's product import", () => {
  test("an exported catalogue with one price edited is previewed, imported, and the shop sells at the new price", async ({
    page,
    browser,
  }) => {
    const card = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
    );
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    const [header = [], ...rows] = await exportCatalogue(admin);
    const sku = header.indexOf("sku");
    const price = header.indexOf("price");
    const row = rows.find((r) => r[sku] === card.sku && r[header.indexOf("sub_code")] === "");
    expect(row, card.sku).toBeDefined();
    const before = row?.[price] ?? "";
    // Lower, so that a struck-through list price stays above it.
    const newPrice = card.price - 1_111;
    const edited = rows.map((r) =>
      r === row ? r.map((cell, i) => (i === price ? (newPrice / 100).toFixed(2) : cell)) : r,
    );
    await upload(admin, "katalog.csv", csvOf([header, ...edited]));
    const changed = admin.getByRole("row", { name: new RegExp(card.sku) });
    await expect(changed).toContainText("Değişti");
    await expect(changed).toContainText(`${before}`);
    await expect(changed).toContainText((newPrice / 100).toFixed(2));
    await admin.getByRole("button", { name: "1 ürünü içe aktar" }).click();
    await expect(admin.getByText(/İçe aktarma tamamlandı: 0 yeni, 1 güncellendi/)).toBeVisible({
      timeout: 30_000,
    });

    expect(await storefrontPrice(page, card)).toBe(newPrice);
    await page.goto(`/${card.seo_link}`);
    await expect(page.locator('[data-slot="product-detail-screen"]').first()).toContainText(
      tl(newPrice),
    );
    await adminContext.close();
  });

  test("a file with an error row imports nothing", async ({ page, browser }) => {
    const card = await findProduct(
      page.request,
      (c) => c.in_stock && !c.has_sub_products && c.price >= 5_000,
    );
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    const [header = [], ...rows] = await exportCatalogue(admin);
    const row = rows.find((r) => r[header.indexOf("sku")] === card.sku) ?? [];
    const price = header.indexOf("price");
    const good = row.map((cell, i) => (i === price ? "1.00" : cell));
    const bad = header.map((column) =>
      column === "sku"
        ? "E2E-BOZUK-1"
        : column === "price"
          ? "on iki"
          : column === "name_tr"
            ? "Bozuk"
            : "",
    );
    await upload(admin, "hatali.csv", csvOf([header, good, bad]));
    const badRow = admin.getByRole("row", { name: /E2E-BOZUK-1/ });
    await expect(badRow).toContainText("Hatalı");
    await expect(badRow).toContainText("price");
    await expect(admin.getByText(/Hatalı satır varken hiçbir şey içe aktarılmaz/)).toBeVisible();
    await expect(admin.locator('[data-slot="admin-product-import-submit"]')).toBeDisabled();
    // Sent all the same (the API checks again): refused whole.
    const answer = await admin.request.post("/api/v1/product/import", {
      headers: { "content-type": "text/csv", origin: new URL(admin.url()).origin },
      data: csvOf([header, good, bad]),
    });
    expect(answer.status()).toBe(400);
    expect(await storefrontPrice(page, card)).toBe(card.price);
    await adminContext.close();
  });
});
