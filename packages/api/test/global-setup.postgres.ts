// Creates this run's databases on the PostgreSQL server at TEST_DATABASE_URL: a template,
// migrated and seeded once, from which every test file clones its own database. Everything
// named with this run's prefix is dropped at the end, whatever happened.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresDatabase } from "../src/db/client.ts";
import "./context.ts";
import { prepareTemplate } from "./prepare.ts";

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const prefix = `shop_test_${randomBytes(4).toString("hex")}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  await admin.end();

  const pool = new pg.Pool({ connectionString: databaseUrl(url, template), max: 2 });
  const handle = postgresDatabase(pool);
  try {
    await prepareTemplate(handle.db);
  } finally {
    await handle.close();
  }
  project.provide("testDatabase", { kind: "postgres", url, template, prefix });
  return () => dropRunDatabases(url, prefix);
}
