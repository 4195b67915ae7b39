// The package's entry as the shop-app uses it: open from the environment, migrate, seed on the
// first start, serve in-process; restarting loses nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  call,
  createEmptyPostgresDatabase,
  newCustomer,
  onPostgres,
  TEST_PASSWORD_COST,
} from "../test/harness.ts";
import { outboxMessages } from "./db/schema/index.ts";
import { loadConfig, openShopApi, type ShopApi } from "./index.ts";
import { createLogger } from "./lib/logger.ts";
import { enqueueMessage } from "./modules/outbox/outbox.service.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function open(env: Record<string, string>, lines: string[] = []): Promise<ShopApi> {
  return openShopApi({
    config: loadConfig({
      SEED_DEMO: "false",
      ADMIN_EMAIL: "boss@shop.test",
      ADMIN_PASSWORD: "boss-password",
      ...env,
    }),
    logger: createLogger({ write: (line) => lines.push(line) }),
    api: { passwordCost: TEST_PASSWORD_COST },
  });
}

async function roundTrip(env: Record<string, string>) {
  const first = await open(env);
  const customer = newCustomer();
  try {
    expect((await call(first, "POST", "/customer/add", { body: customer })).status).toBe(201);
    expect(
      (
        await call(first, "POST", "/adminToken", {
          body: { email: "boss@shop.test", password: "boss-password" },
        })
      ).status,
    ).toBe(200);
  } finally {
    await first.close();
  }
  const lines: string[] = [];
  const second = await open(env, lines);
  try {
    const login = await call(second, "POST", "/customerToken", {
      body: { email: customer.email, password: customer.password },
    });
    expect(login.status).toBe(200);
    const states = await call(second, "GET", "/country");
    expect(states.json.response[0].iso2).toBe("TR");
    expect(lines.some((line) => line.includes('"database ready"'))).toBe(true);
  } finally {
    await second.close();
  }
}

// Each test starts the shop twice, migrating and seeding a whole catalogue: 12 s alone, over the
// default 20 on a busy runner.
describe("openShopApi", () => {
  it("on the embedded database in DATA_DIR: migrates, seeds, and keeps everything across a restart", async ({
    skip,
  }) => {
    if (onPostgres()) skip("the embedded database is covered by the PGlite run");
    const dir = mkdtempSync(join(tmpdir(), "shop-data-"));
    dirs.push(dir);
    await roundTrip({ DATA_DIR: dir });
  }, 90_000);

  it("on a PostgreSQL server at DATABASE_URL: two processes starting at once migrate and seed once", async ({
    skip,
  }) => {
    if (!onPostgres()) skip("needs TEST_DATABASE_URL");
    const database = await createEmptyPostgresDatabase();
    try {
      const [a, b] = await Promise.all([
        open({ DATABASE_URL: database.url }),
        open({ DATABASE_URL: database.url }),
      ]);
      const admins = await a.db.execute("SELECT count(*)::int AS n FROM admins");
      expect((admins as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
      await Promise.all([a.close(), b.close()]);
      await roundTrip({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }, 90_000);
});

describe("openShopApi with delivery reports set", () => {
  it("follows a sent SMS with Netgsm's reports and answers WhatsApp's verification", async ({
    skip,
  }) => {
    if (onPostgres()) skip("the wiring is the same on both databases");
    // Netgsm's stand-in: takes the send, then reports the job delivered.
    const reportBodies: string[] = [];
    const netgsm = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        res.setHeader("Content-Type", "application/json");
        if (req.url === "/sms/rest/v2/send")
          return res.end(JSON.stringify({ code: "00", jobid: "7001" }));
        reportBodies.push(raw);
        res.end(JSON.stringify({ code: "00", jobs: [{ jobid: "7001", status: 1, errorCode: 0 }] }));
      });
    });
    await new Promise<void>((resolve) => netgsm.listen(0, "127.0.0.1", resolve));
    const port = (netgsm.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), "shop-data-"));
    dirs.push(dir);
    const lines: string[] = [];
    const shop = await open(
      {
        DATA_DIR: dir,
        NETGSM_USERCODE: "8503334455",
        NETGSM_PASSWORD: "pw",
        NETGSM_HEADER: "MAGAZA",
        NETGSM_API_URL: `http://127.0.0.1:${port}`,
        NETGSM_DELIVERY_REPORTS: "on",
        NETGSM_REPORT_INTERVAL_SECONDS: "0.2",
        OUTBOX_INTERVAL_SECONDS: "0.2",
        WHATSAPP_ACCESS_TOKEN: "EAAtoken",
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_APP_SECRET: "app-secret-123",
        WHATSAPP_VERIFY_TOKEN: "verify-token-456",
      },
      lines,
    );
    try {
      await enqueueMessage(shop.db, {
        channel: "sms",
        recipient: "+905551112233",
        body: "Siparişiniz yolda",
        topic: "order_status",
        languageCode: "tr",
      });
      // The sender sends it, then the reader asks Netgsm and records the report.
      await expect
        .poll(async () => (await shop.db.select().from(outboxMessages))[0]?.deliveryStatus, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe("delivered");
      expect(JSON.parse(reportBodies[0] ?? "{}").jobids).toEqual(["7001"]);
      expect(lines.some((line) => line.includes('"netgsm report API"'))).toBe(true);
      const verify = await call(
        shop,
        "GET",
        "/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-token-456&hub.challenge=42",
      );
      expect(verify.text).toBe("42");
    } finally {
      await shop.close();
      await new Promise<void>((resolve) => netgsm.close(() => resolve()));
    }
  }, 90_000);
});
