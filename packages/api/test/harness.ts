// Per test file: a database of its own (a PGlite loaded from the run's dump, or a PostgreSQL
// database cloned from the run's template) and an API on it whose log lines are kept for asserts.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { hc } from "hono/client";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createApi } from "../src/app.ts";
import {
  createPglite,
  type Database,
  type DatabaseHandle,
  pgliteDatabase,
  postgresDatabase,
} from "../src/db/client.ts";
import type { ApiConfig } from "../src/lib/app-env.ts";
import { createLogger } from "../src/lib/logger.ts";
import type { ApiClient, ApiRoutes } from "../src/routes.ts";
import { TEST_ADMIN, TEST_PASSWORD_COST } from "./context.ts";
import { databaseUrl } from "./global-setup.postgres.ts";

export { TEST_ADMIN, TEST_PASSWORD_COST } from "./context.ts";

/** The test file's database; on PostgreSQL with its URL, for a second pool or process. */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const info = inject("testDatabase");
  if (info.kind === "pglite") {
    const dump = new Blob([readFileSync(info.dumpFile)]);
    return pgliteDatabase(await createPglite({ loadDataDir: dump }));
  }
  const name = `${info.prefix}${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
        break;
      } catch (error) {
        // 55006: another file is cloning the template this very moment.
        if ((error as { code?: string }).code !== "55006" || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(info.url, name), max: 5 });
  // The database is dropped WITH (FORCE) on close: a connection still ending at that moment gets
  // "terminating connection" (57P01), which without a listener would be an uncaught error.
  pool.on("error", () => {});
  const handle = postgresDatabase(pool);
  return {
    ...handle,
    url: databaseUrl(info.url, name),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export const onPostgres = () => inject("testDatabase").kind === "postgres";

export interface TestApi {
  app: ReturnType<typeof createApi>;
  db: Database;
  handle: DatabaseHandle;
  logs: string[];
  close(): Promise<void>;
}

export async function createTestApi(config: Partial<ApiConfig> = {}): Promise<TestApi> {
  const handle = await openTestDatabase();
  const logs: string[] = [];
  const app = createApi({
    db: handle.db,
    config: {
      passwordCost: TEST_PASSWORD_COST,
      logger: createLogger({ level: "debug", write: (line) => logs.push(line) }),
      ...config,
    },
  });
  return { app, db: handle.db, handle, logs, close: () => handle.close() };
}

/**
 * The test file's API, opened before its first test and closed after its last. The hook fills in
 * the object returned here, so tests and later hooks read its fields, never the file's top level.
 */
export function apiForFile(config: Partial<ApiConfig> = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await createTestApi(config));
  });
  afterAll(() => api.close?.());
  return api;
}

/** The seeded admin's token. */
export async function signInAdmin(api: { app: TestApi["app"] }): Promise<string> {
  const answer = await answerOf(client(api).adminToken.$post({ json: TEST_ADMIN }));
  if (answer.status !== 200) throw new Error(`admin sign-in failed: ${answer.text}`);
  return answer.json.response.token;
}

/**
 * Calls the API in-process with a raw path, for the requests that the typed `client` cannot
 * express: malformed JSON (`raw`), headers beyond the token, a client address, a path that no
 * route declares. Every other test calls `client`. Returns the status, body and headers.
 */
export async function call(
  api: { app: TestApi["app"] },
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    raw?: string;
    clientAddress?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await api.app.request(
    path.startsWith("http") ? path : `http://shop.test/api/v1${path}`,
    { method, headers, ...(body !== undefined ? { body } : {}) },
    options.clientAddress ? { clientAddress: options.clientAddress } : undefined,
  );
  return answerOf(response);
}

/**
 * An answer's status, body (parsed when it is JSON) and headers, for the tests to look into; it
 * takes the typed client's call as it is, `answerOf(client(api).cart.add.$post({ json }))`.
 */
export async function answerOf(answer: Response | PromiseLike<Response>) {
  const response = await answer;
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests look into answers of every shape
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

/**
 * The typed client (hono/client over the API's routes) that the app calls, answered by the API
 * under test; with a token, every call carries it.
 */
export function client(api: { app: TestApi["app"] }, token?: string): ApiClient {
  return hc<ApiRoutes>("http://shop.test/api/v1", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      api.app.request(input instanceof Request ? input : String(input), init),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }) as ApiClient;
}

let counter = 0;
/** A registration body that passes every rule, unique within the run. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${process.pid % 1000}${Date.now() % 100000}${counter}`.slice(-8).padStart(8, "0");
  return {
    name: "Ayşe",
    surname: "Yılmaz",
    email: `ayse.${n}@example.com`,
    phone: `0532${n.slice(-7)}`,
    password: "correct-horse-1",
    // As the registration's schema types them, so that the typed client takes the body.
    kvkk_agreement: true as const,
    membership_agreement: true as const,
    ...overrides,
  };
}

/** A customer registered with `newCustomer(overrides)`: what was sent, the token and the customer. */
export async function registerMember(
  api: { app: TestApi["app"] },
  overrides: Record<string, unknown> = {},
) {
  const body = newCustomer(overrides);
  const answer = await answerOf(client(api).customer.add.$post({ json: body }));
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.text}`);
  return {
    body,
    token: answer.json.response.token as string,
    id: answer.json.response.customer.id as number,
    customer: answer.json.response.customer,
  };
}

/** An empty database on the run's PostgreSQL server (for tests of a first start). */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const info = inject("testDatabase");
  if (info.kind !== "postgres") throw new Error("not running on PostgreSQL");
  const name = `${info.prefix}empty_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(info.url, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: info.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
