// Deletes uploaded pictures that nothing points at: a comment photo never posted, a picture an
// admin uploaded and then did not use. "Pointed at" is read from the database itself: every text
// and JSON column of the shop's tables is searched for /uploads/ URLs (product pictures, profile
// pictures, settings' banners, HTML that admins write, ...), so a new place that keeps a picture
// needs nothing here. A picture younger than the grace period is kept: it may be on its way to the
// form that will refer to it. Only files the upload routes name (32 hex digits) are considered;
// the demo shop's pictures and anything else in the folder are left alone.
import type { Dirent } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { uploadedPictures } from "../../db/schema/index.ts";
import { referencedBases, UPLOADED_FILE } from "./picture-files.ts";
import { releaseUploads } from "./upload-quota.ts";

interface Candidate {
  files: string[];
  newest: number;
}

async function uploadedPicturesOnDisk(uploadsDir: string): Promise<Map<string, Candidate>> {
  const found = new Map<string, Candidate>();
  let entries: Dirent[];
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return found;
    throw error;
  }
  for (const entry of entries) {
    const match = entry.isFile() ? UPLOADED_FILE.exec(entry.name) : null;
    if (!match?.[1]) continue;
    const file = join(entry.parentPath, entry.name);
    const base = relative(uploadsDir, join(entry.parentPath, match[1])).split(sep).join("/");
    const modified = (await stat(file)).mtimeMs;
    const candidate = found.get(base) ?? { files: [], newest: 0 };
    candidate.files.push(file);
    candidate.newest = Math.max(candidate.newest, modified);
    found.set(base, candidate);
  }
  return found;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every picture base some row of the shop mentions. */
async function referencedInDatabase(db: Database): Promise<Set<string>> {
  const columns = (await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND data_type IN ('text', 'character varying', 'json', 'jsonb')
      AND table_name <> 'uploaded_pictures'`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  const referenced = new Set<string>();
  for (const { table_name, column_name } of columns.rows) {
    const column = sql.raw(`${quoted(column_name)}::text`);
    const result = (await db.execute(
      sql`SELECT ${column} AS value FROM ${sql.raw(quoted(table_name))} WHERE ${column} LIKE '%/uploads/%'`,
    )) as unknown as { rows: Array<{ value: string }> };
    for (const row of result.rows) {
      for (const base of referencedBases(row.value)) referenced.add(base);
    }
  }
  return referenced;
}

export async function cleanUpUploads(
  db: Database,
  uploadsDir: string,
  options: { graceMs: number; now?: number },
): Promise<{ deleted: string[] }> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  const onDisk = await uploadedPicturesOnDisk(uploadsDir);
  const old = [...onDisk].filter(([, candidate]) => candidate.newest < cutoff);
  const deleted: string[] = [];
  if (old.length > 0) {
    const referenced = await referencedInDatabase(db);
    for (const [base, candidate] of old) {
      if (referenced.has(base)) continue;
      await Promise.all(candidate.files.map((file) => rm(file, { force: true })));
      deleted.push(base);
    }
    await releaseUploads(db, deleted);
  }
  // Rows of pictures whose files went another way (an account deletion, by hand) stop counting.
  const rows = await db
    .select({ base: uploadedPictures.base })
    .from(uploadedPictures)
    .where(lt(uploadedPictures.createdAt, new Date(cutoff)));
  await releaseUploads(
    db,
    rows.map((row) => row.base).filter((base) => !onDisk.has(base)),
  );
  return { deleted };
}
