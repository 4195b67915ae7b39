// Two API processes on one PostgreSQL database, each with its own caches and its own feed: what
// an admin changes through one is served by the other at once, not after its caches' TTLs, and a
// sign-out through one ends the session in the other.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProduct } from "../../test/commerce-fixtures.ts";
import {
  answerOf,
  client,
  newCustomer,
  onPostgres,
  openTestDatabase,
  signInAdmin,
  TEST_PASSWORD_COST,
} from "../../test/harness.ts";
import { createApi } from "../app.ts";
import { type DatabaseHandle, postgresDatabase } from "../db/client.ts";
import { type ChangeFeed, openPostgresChangeFeed } from "./change-feed.ts";
import { createLogger } from "./logger.ts";

const HOUR = 3_600_000;
const logger = createLogger({ level: "silent" });

describe.runIf(onPostgres())("the change feed between processes", () => {
  let handle: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  const feeds: ChangeFeed[] = [];
  let a: { app: ReturnType<typeof createApi> };
  let b: { app: ReturnType<typeof createApi> };
  let pagesDroppedInB = 0;

  async function process(db: DatabaseHandle["db"], onAdminWrite?: () => void) {
    const changes = await openPostgresChangeFeed(handle.url ?? "", logger);
    feeds.push(changes);
    // Caches that would otherwise keep every answer for an hour.
    return {
      app: createApi({
        db,
        config: {
          passwordCost: TEST_PASSWORD_COST,
          logger,
          readCacheTtlMs: HOUR,
          referenceCacheTtlMs: HOUR,
          tokenCacheTtlMs: HOUR,
          changes,
          ...(onAdminWrite ? { onAdminWrite } : {}),
        },
      }),
    };
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    const pool = new pg.Pool({ connectionString: handle.url, max: 3 });
    pool.on("error", () => {});
    second = postgresDatabase(pool);
    a = await process(handle.db);
    b = await process(second.db, () => pagesDroppedInB++);
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    await second?.close();
    await handle?.close();
  });

  it("an admin's price change through A is served by B at once", async () => {
    const id = await insertProduct(handle.db, { categoryId: await insertCategory(handle.db) });
    const read = async () =>
      (
        await answerOf(
          client(b).product.getProductById[":id"].$get({
            param: { id },
            query: { language: "tr" },
          }),
        )
      ).json.response;
    const before = await read();
    const admin = await signInAdmin(a);
    const changed = await answerOf(
      client(a, admin).product.updatePrice[":id"].$post({
        param: { id },
        json: { vat_rate: 20, selling_price: 12_345 },
      }),
    );
    expect(changed.status).toBe(200);
    await expect.poll(read, { timeout: 2_000 }).not.toEqual(before);
    expect(pagesDroppedInB).toBeGreaterThan(0);
  });

  it("a sign-out through A ends the session that B remembers", async () => {
    const customer = newCustomer();
    expect((await answerOf(client(a).customer.add.$post({ json: customer }))).status).toBe(201);
    const token = (
      await answerOf(
        client(a).customerToken.$post({
          json: { email: customer.email, password: customer.password },
        }),
      )
    ).json.response.token;
    const me = async () => (await answerOf(client(b, token).customer.getCustomer.$get())).status;
    expect(await me()).toBe(200);
    expect((await answerOf(client(a, token).customerToken.logout.$post())).status).toBe(200);
    await expect.poll(me, { timeout: 2_000 }).toBe(401);
  });
});
