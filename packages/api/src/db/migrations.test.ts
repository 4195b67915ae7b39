// The committed migrations must describe the schema in src/db/schema: a schema change without a
// regenerated migration (`pnpm --filter @shop/api db:generate`) fails here, not on a shop's start.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrate.ts";
import * as schema from "./schema/index.ts";

describe("migrations", () => {
  it("are in step with the schema", async () => {
    const snapshots = readdirSync(join(migrationsFolder, "meta"))
      .filter((name) => name.endsWith("_snapshot.json"))
      .sort();
    const latest = snapshots.at(-1);
    expect(latest, "no migration snapshot: run db:generate").toBeDefined();
    const snapshot = JSON.parse(
      readFileSync(join(migrationsFolder, "meta", latest as string), "utf8"),
    );
    const current = generateDrizzleJson(schema, snapshot.id);
    const pending = await generateMigration(snapshot, current);
    expect(pending, "the schema changed: run `pnpm --filter @shop/api db:generate`").toEqual([]);
  });
});
