// The seed: reference data and the admin account on every start (both idempotent), then the
// demo shop once — on the first start, or whenever asked with `force` — so that what an admin
// later deletes from the demo stays deleted.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta } from "../db/schema/index.ts";
import type { ScryptCost } from "../modules/auth/password.ts";
import { diskStorage } from "../modules/images/storage/disk-storage.ts";
import type { UploadStorage } from "../modules/images/storage/upload-storage.ts";
import { ensureAdmin } from "./admin.ts";
import { type SeedLog, seedReference } from "./reference.ts";

export type { SeedLog };

export interface SeedOptions {
  /** DATA_DIR: the generated admin credentials may be written there. */
  dataDir: string;
  /** Where the demo's pictures go; DATA_DIR/uploads when not given. */
  uploads?: UploadStorage;
  log: SeedLog;
  admin?: { email: string; password: string } | undefined;
  /** Seed the demo shop (categories, products, content...) if it was not seeded before. */
  demo?: boolean;
  /** Seed the demo again even if it was seeded before (it upserts, so nothing doubles). */
  forceDemo?: boolean;
  print?: (text: string) => void;
  passwordCost?: ScryptCost;
}

/**
 * Hands the generated admin credentials over once: on a terminal, printed to it; otherwise (a
 * service whose output goes to a log collector) written to DATA_DIR/admin-credentials.txt,
 * readable by the process's owner only, and the log says where.
 */
export function deliverGenerated(dataDir: string, log: SeedLog) {
  return (text: string) => {
    if (process.stdout.isTTY) {
      process.stdout.write(`${text}\n`);
      return;
    }
    const file = join(dataDir, "admin-credentials.txt");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${text.trim()}\n`, { mode: 0o600 });
    log("generated admin credentials written (owner-only file)", { file });
  };
}

type SeedDemo = (db: Database, options: { uploads: UploadStorage; log: SeedLog }) => Promise<void>;

/** The catalogue's demo seed (./demo/index.ts), or undefined while it does not exist yet. */
async function loadDemo(): Promise<SeedDemo | undefined> {
  const url = new URL("./demo/index.ts", import.meta.url);
  try {
    const module = (await import(url.href)) as { seedDemo?: SeedDemo };
    return module.seedDemo;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (
      code === "ERR_MODULE_NOT_FOUND" &&
      String((error as Error).message).includes(url.pathname)
    ) {
      return undefined;
    }
    throw error;
  }
}

export const DEMO_MARKER = "demo_seeded_at";

export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const { log } = options;
  await seedReference(db, log);
  await ensureAdmin(db, {
    admin: options.admin,
    log,
    print: options.print ?? deliverGenerated(options.dataDir, log),
    ...(options.passwordCost ? { cost: options.passwordCost } : {}),
  });
  if (!options.demo && !options.forceDemo) return;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker && !options.forceDemo) return;
  const seedDemo = await loadDemo();
  if (!seedDemo) {
    log("demo seed not available yet: skipped");
    return;
  }
  const started = performance.now();
  await seedDemo(db, {
    uploads: options.uploads ?? diskStorage(join(options.dataDir, "uploads")),
    log,
  });
  const now = new Date().toISOString();
  await db
    .insert(appMeta)
    .values({ key: DEMO_MARKER, value: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: now } });
  log("demo shop seeded", { duration_ms: Math.round(performance.now() - started) });
}
