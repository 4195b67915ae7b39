// The demo shop: what a new shop shows on its first start, in tr, en and ar. Rows go in one
// transaction (all or nothing, and idempotent: a second run adds nothing); the product pictures
// are rendered meanwhile on sharp's worker threads, skipping files that already exist.
import type { Database } from "../../db/client.ts";
import type { UploadStorage } from "../../modules/images/storage/upload-storage.ts";
import type { SeedLog } from "../reference.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedCommerce } from "./commerce.ts";
import { seedContent } from "./content.ts";
import { DemoImages } from "./images.ts";
import { seedLayouts } from "./layouts.ts";
import { buildProducts, hexOf } from "./products.ts";
import { seedShoppers } from "./shoppers.ts";

export interface DemoSeedResult {
  products: number;
  imagesWritten: number;
  /** Wall-clock milliseconds: the rows, and the whole seed with its pictures. */
  rowsMs: number;
  totalMs: number;
  /** CPU milliseconds of the process meanwhile (the database, when embedded, and sharp's threads). */
  cpuMs: number;
  /** Milliseconds per part of the rows. */
  phases: Record<string, number>;
}

export async function seedDemo(
  db: Database,
  options: { uploads: UploadStorage; log: SeedLog; now?: Date },
): Promise<DemoSeedResult> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const now = options.now ?? new Date();
  const items = buildProducts(now);
  const images = new DemoImages();
  images.placeholder();
  for (const p of items)
    for (const i of p.images) images.product(i.visual, i.colour, hexOf(i.colour), i.view);

  const productPictures = images.write(options.uploads);
  // Keep an early rendering failure from becoming an unhandled rejection while the rows go in.
  productPictures.catch(() => {});

  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await work();
    phases[name] = Math.round(performance.now() - start);
    return value;
  };
  const rows = await db.transaction(async (tx) => {
    const ids = await timed("catalogue", () => seedCatalogue(tx, images, items, now));
    const customers = await timed("shoppers", () => seedShoppers(tx, items, ids, now));
    await timed("content", () => seedContent(tx, images, now));
    await timed("commerce", () => seedCommerce(tx, images, ids, customers, now));
    await timed("layouts", () => seedLayouts(tx, images, ids));
    return ids.products.size;
  });
  const rowsMs = performance.now() - started;

  // Banners, covers and logos were asked for while the rows went in: render what is left.
  const written = (await productPictures) + (await images.write(options.uploads));
  const totalMs = performance.now() - started;
  const result: DemoSeedResult = {
    products: rows,
    imagesWritten: written,
    rowsMs: Math.round(rowsMs),
    totalMs: Math.round(totalMs),
    cpuMs: Math.round(((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuStart))),
    phases,
  };
  options.log("demo shop data seeded", {
    products: result.products,
    images_written: result.imagesWritten,
    rows_ms: result.rowsMs,
    duration_ms: result.totalMs,
    cpu_ms: result.cpuMs,
    phases_ms: phases,
  });
  return result;
}
