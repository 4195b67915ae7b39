// Past one machine: two shop processes on one PostgreSQL database and one S3 bucket (a loopback S3
// server), as behind a load balancer, each with its own DATA_DIR as on its own machine (A runs two
// workers itself, WEB_CONCURRENCY=2). Whatever a shopper or an admin does through one holds in the
// other: rate limits, prices on the rendered pages, sessions and uploads.
// Runs where the suite has a PostgreSQL server (TEST_DATABASE_URL, as in CI).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import pg from "pg";
import { startTestS3Server, type TestS3Server } from "../../api/test/s3-server.ts";
import { admin, mailboxURL, mailSmtpURL, scaleOutPort } from "../playwright.config.ts";
import { findProduct, registerCustomer } from "./helpers.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const appDir = fileURLToPath(new URL("..", import.meta.url));
const metricsPort = scaleOutPort + 2;
const database = `shop_scale_${process.pid}_${Date.now()}`;
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

interface ShopProcess {
  child: ChildProcess;
  api: APIRequestContext;
  url: string;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startShop(
  port: number,
  dataDir: string,
  workers: number,
  more: Record<string, string> = {},
): Promise<ShopProcess> {
  const child = spawn(process.execPath, ["serve.ts"], {
    cwd: appDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(database),
      WEB_CONCURRENCY: String(workers),
      SKIP_BUILD: "true",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
      REGISTRATIONS_PER_HOUR: "1000",
      ...more,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const api = await request.newContext({ baseURL: url });
  await expect
    .poll(async () => (await api.get("/api/v1/health").catch(() => null))?.status(), {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
  return { child, api, url };
}

async function stop(shop: ShopProcess): Promise<number | null> {
  if (shop.child.exitCode !== null) return shop.child.exitCode;
  await shop.api.dispose();
  const exited = once(shop.child, "exit");
  shop.child.kill("SIGTERM");
  const [code] = (await exited) as [number | null];
  return code;
}

test.describe("two shop processes on one database", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  const dataDirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), "shop-scale-")));
  let s3: TestS3Server;
  let a: ShopProcess;
  let b: ShopProcess;

  test.beforeAll(async () => {
    await onServer(`CREATE DATABASE "${database}"`);
    s3 = await startTestS3Server();
    const bucket = {
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ENDPOINT: s3.settings.endpoint ?? "",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    };
    // Every process sends the outbox, through the suite's mail server.
    const mail = {
      SMTP_URL: mailSmtpURL,
      MAIL_FROM: "E2E Mağaza <magaza@example.com>",
      PUBLIC_URL: `http://127.0.0.1:${scaleOutPort}`,
      OUTBOX_INTERVAL_SECONDS: "0.2",
    };
    // Both start together: one migrates and seeds the demo shop, the other waits for its lock.
    [a, b] = await Promise.all([
      startShop(scaleOutPort, dataDirs[0] as string, 2, {
        METRICS_PORT: String(metricsPort),
        ...bucket,
        ...mail,
      }),
      startShop(scaleOutPort + 1, dataDirs[1] as string, 1, { ...bucket, ...mail }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([a && stop(a), b && stop(b)]);
    await s3?.stop();
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test("30 wrong passwords spread over both are limited as on one process", async () => {
    const customer = await registerCustomer(a.api);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const shop = i % 2 === 0 ? a : b;
      const answer = await shop.api.post("/api/v1/customerToken/", {
        data: { email: customer.email, password: `wrong-${i}` },
      });
      statuses.push(answer.status());
    }
    // Five tries are looked at (the account's allowance); then every try waits, whichever
    // process it reaches.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  test("an admin's price change through A shows on B's rendered page at once", async () => {
    const card = await findProduct(b.api, (item) => !item.has_sub_products);
    const page = async () => (await b.api.get(`/${card.seo_link}`)).text();
    // Rendered twice: the second answer comes from B's page cache.
    await page();
    expect(await page()).not.toContain("987,65");

    const token = (
      (await (await a.api.post("/api/v1/adminToken/", { data: admin })).json()) as {
        response: { token: string };
      }
    ).response.token;
    const changed = await a.api.post(`/api/v1/product/updatePrice/${card.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { vat_rate: 20, selling_price: 98_765 },
    });
    expect(changed.status()).toBe(200);
    await expect.poll(page, { timeout: 2_000 }).toContain("987,65");
  });

  test("a sign-out through B ends the session A had just seen", async () => {
    const customer = await registerCustomer(a.api);
    const auth = { authorization: `Bearer ${customer.token}` };
    const me = async () =>
      (await a.api.get("/api/v1/customer/getCustomer", { headers: auth })).status();
    expect(await me()).toBe(200);
    const out = await b.api.post("/api/v1/customerToken/logout", { headers: auth });
    expect(out.status()).toBe(200);
    await expect.poll(me, { timeout: 2_000 }).toBe(401);
  });

  test("a picture uploaded through A is served by B from the shared bucket", async () => {
    const customer = await registerCustomer(a.api);
    const uploaded = await a.api.post("/api/v1/image/uploadCustomer", {
      headers: { authorization: `Bearer ${customer.token}` },
      multipart: { file: { name: "foto.png", mimeType: "image/png", buffer: png } },
    });
    expect(uploaded.status()).toBe(200);
    const { path_m } = ((await uploaded.json()) as { response: { path_m: string } }).response;
    const served = await b.api.get(path_m);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(served.headers()["content-security-policy"]).toContain("sandbox");
    expect((await served.body()).subarray(8, 12).toString()).toBe("WEBP");
    // Neither machine kept it on its own disk.
    for (const dir of dataDirs) {
      expect(existsSync(join(dir, "uploads", path_m.replace(/^\/uploads\//, "")))).toBe(false);
    }
  });

  test("the demo shop's pictures, rendered by whichever process seeded, are served by both", async () => {
    const card = await findProduct(b.api, (item) => item.in_stock);
    const page = await (await b.api.get(`/${card.seo_link}`)).text();
    const picture = /\/uploads\/demo\/[\w/.-]+\.webp/.exec(page)?.[0];
    expect(picture).toBeDefined();
    for (const shop of [a, b]) {
      const served = await shop.api.get(picture as string);
      expect(served.status(), shop.url).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/webp");
    }
  });

  test("both are ready, and A's primary reports its two workers' figures summed", async () => {
    for (const shop of [a, b]) {
      const ready = await shop.api.get("/api/v1/health/ready");
      expect(ready.status()).toBe(200);
    }
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    // A answered the sign-ups and sign-ins of the tests above.
    const answered = /shop_http_requests_total\{kind="api",method="POST",status="2xx"\} (\d+)/.exec(
      metrics,
    );
    expect(Number(answered?.[1])).toBeGreaterThanOrEqual(4);
    expect(metrics).toMatch(/shop_db_pool_connections\{state="total"\} \d+/);
    expect(metrics).toMatch(/shop_outbox_backlog \d+/);
  });

  test("a message is sent once while both send the outbox", async () => {
    const email = `scale.${Date.now()}@example.com`;
    const subscribed = await a.api.post("/api/v1/newsletter/subscribe", { data: { email } });
    expect(subscribed.ok()).toBe(true);
    const received = async () => {
      const answer = await fetch(`${mailboxURL}/messages?to=${encodeURIComponent(email)}`);
      return ((await answer.json()) as unknown[]).length;
    };
    await expect.poll(received, { timeout: 15_000 }).toBe(1);
    // Three senders (A's two workers and B) look every 0.2 s: time enough to send it again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await received()).toBe(1);
  });

  test("SIGTERM stops A's workers and A itself cleanly", async () => {
    expect(await stop(a)).toBe(0);
    const probe = await request.newContext({ baseURL: a.url });
    await expect(probe.get("/api/v1/health")).rejects.toThrow();
    await probe.dispose();
  });
});
