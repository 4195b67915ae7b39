import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  client,
  TEST_ADMIN,
  TEST_PASSWORD_COST,
} from "../../test/harness.ts";
import * as schema from "../db/schema/index.ts";
import { ensureAdmin } from "./admin.ts";
import { deliverGenerated, seed } from "./index.ts";

const api = apiForFile();

const referenceTables = {
  languages: schema.languages,
  currencies: schema.currencies,
  currencyTranslations: schema.currencyTranslations,
  countries: schema.countries,
  countryTranslations: schema.countryTranslations,
  states: schema.states,
  cities: schema.cities,
  sitePages: schema.sitePages,
  pageWidgets: schema.pageWidgets,
  pageLinks: schema.pageLinks,
  pageLinkTranslations: schema.pageLinkTranslations,
  siteSetting: schema.siteSetting,
  settings: schema.settings,
  admins: schema.admins,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(referenceTables)) {
    const [row] = await api.db.select({ n: count() }).from(table);
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

const quiet = {
  dataDir: "/nonexistent",
  log: () => {},
  print: () => {},
  passwordCost: TEST_PASSWORD_COST,
};

describe("the reference seed", () => {
  it("has what a Turkish shop needs", async () => {
    const c = await counts();
    expect(c).toMatchObject({ languages: 3, currencies: 3, states: 81, siteSetting: 1, admins: 1 });
    expect(c.cities).toBeGreaterThan(900);
    expect(c.countryTranslations).toBe((c.countries ?? 0) * 3);
  });

  it("duplicates nothing when run again, and keeps what an admin changed", async () => {
    await api.db
      .update(schema.currencies)
      .set({ exchangeRate: "40.000000" })
      .where(eq(schema.currencies.id, 2));
    await api.db
      .update(schema.settings)
      .set({ value: "GTM-KEEP" })
      .where(eq(schema.settings.code, "google_gtm_id"));
    const before = await counts();
    await seed(api.db, { ...quiet, admin: TEST_ADMIN });
    await seed(api.db, { ...quiet, admin: TEST_ADMIN });
    expect(await counts()).toEqual(before);
    const [usd] = await api.db.select().from(schema.currencies).where(eq(schema.currencies.id, 2));
    expect(usd?.exchangeRate).toBe("40.000000");
    const [gtm] = await api.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.code, "google_gtm_id"));
    expect(gtm?.value).toBe("GTM-KEEP");
  });
});

describe("the admin account", () => {
  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD, whose password wins on every start", async () => {
    const admin = { email: "owner@shop.test", password: "first-password" };
    await ensureAdmin(api.db, { admin, log: () => {}, print: () => {}, cost: TEST_PASSWORD_COST });
    expect((await answerOf(client(api).adminToken.$post({ json: admin }))).status).toBe(200);
    const changed = { ...admin, password: "second-password" };
    await ensureAdmin(api.db, {
      admin: changed,
      log: () => {},
      print: () => {},
      cost: TEST_PASSWORD_COST,
    });
    expect((await answerOf(client(api).adminToken.$post({ json: admin }))).status).toBe(401);
    expect((await answerOf(client(api).adminToken.$post({ json: changed }))).status).toBe(200);
    const rows = await api.db
      .select()
      .from(schema.admins)
      .where(sql`lower(${schema.admins.email}) = 'owner@shop.test'`);
    expect(rows).toHaveLength(1);
  });

  it("is generated and printed once when the environment names none", async () => {
    await api.db.delete(schema.admins);
    const printed: string[] = [];
    const options = {
      admin: undefined,
      log: () => {},
      print: (t: string) => printed.push(t),
      cost: TEST_PASSWORD_COST,
    };
    await ensureAdmin(api.db, options);
    await ensureAdmin(api.db, options);
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0] ?? "")?.[1];
    const email = /e-mail: +(\S+)/.exec(printed[0] ?? "")?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(email).toMatch(/^admin-[0-9a-f]{8}@example\.com$/);
    const res = await answerOf(
      client(api).adminToken.$post({ json: { email: String(email), password: String(password) } }),
    );
    expect(res.status).toBe(200);
  });

  it("are written to an owner-only file, not to a log, when no terminal is attached", () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-admin-"));
    const logged: unknown[] = [];
    const tty = process.stdout.isTTY;
    process.stdout.isTTY = false;
    try {
      deliverGenerated(dir, (...line) => logged.push(line))("  password: secret-value  ");
    } finally {
      process.stdout.isTTY = tty;
    }
    const file = join(dir, "admin-credentials.txt");
    expect(readFileSync(file, "utf8")).toBe("password: secret-value\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(logged)).not.toContain("secret-value");
  });
});
