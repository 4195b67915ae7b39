// `pnpm --filter @shop/api seed`: migrates the configured database and runs the whole seed,
// the demo included even when it was seeded before (it upserts: nothing is duplicated).
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { createLogger } from "../lib/logger.ts";
import { openUploadStorage } from "../modules/images/storage/open-upload-storage.ts";
import { seed } from "./index.ts";

try {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  const uploads = await openUploadStorage(config.uploads);
  try {
    await handle.exclusive(async (db) => {
      await migrate(db);
      await seed(db, {
        dataDir: config.dataDir,
        uploads,
        log: (msg, fields) => logger.info(msg, fields),
        admin: config.admin,
        forceDemo: config.seedDemo,
      });
    });
  } finally {
    await uploads.close();
    await handle.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
}
