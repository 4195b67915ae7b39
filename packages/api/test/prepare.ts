import type { Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/seed/index.ts";
import { TEST_ADMIN, TEST_PASSWORD_COST } from "./context.ts";

/** What every test database starts from: migrated, reference data, one known admin, no demo. */
export async function prepareTemplate(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, {
    dataDir: "/nonexistent",
    log: () => {},
    print: () => {},
    admin: TEST_ADMIN,
    demo: false,
    passwordCost: TEST_PASSWORD_COST,
  });
}
