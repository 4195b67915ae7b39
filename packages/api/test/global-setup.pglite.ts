// Migrates and seeds one PGlite once per run and dumps its data directory; every test file then
// starts its own PGlite from that dump (about 0.7 s instead of 4 s of initdb and migration).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, pgliteDatabase } from "../src/db/client.ts";
import "./context.ts";
import { prepareTemplate } from "./prepare.ts";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-test-"));
  const client = await createPglite();
  const handle = pgliteDatabase(client);
  await prepareTemplate(handle.db);
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dumpFile = join(dir, "template.tar");
  writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
