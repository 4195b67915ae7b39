// Deletes uploaded pictures that nothing points at: a comment photo never posted, a picture an
// admin uploaded and then did not use. "Pointed at" is read from the database itself: every text
// and JSON column of the shop's tables is searched for /uploads/ URLs (product pictures, profile
// pictures, settings' banners, HTML that admins write, ...), so a new place that keeps a picture
// needs nothing here. The files are listed from the upload storage, a folder or a bucket shared
// by every process. A picture younger than the grace period is kept: it may be on its way to the
// form that will refer to it. Only files the upload routes name (32 hex digits) are considered;
// the demo shop's pictures and anything else in the folder are left alone.
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { uploadedPictures } from "../../db/schema/index.ts";
import { referencedBases, UPLOADED_FILE } from "./picture-files.ts";
import type { UploadStorage } from "./storage/upload-storage.ts";
import { releaseUploads } from "./upload-quota.ts";

interface Candidate {
  keys: string[];
  newest: number;
}

async function uploadedPicturesStored(storage: UploadStorage): Promise<Map<string, Candidate>> {
  const found = new Map<string, Candidate>();
  for await (const entry of storage.list()) {
    const slash = entry.key.lastIndexOf("/");
    const match = UPLOADED_FILE.exec(entry.key.slice(slash + 1));
    if (!match?.[1]) continue;
    const base = `${entry.key.slice(0, slash + 1)}${match[1]}`;
    const candidate = found.get(base) ?? { keys: [], newest: 0 };
    candidate.keys.push(entry.key);
    candidate.newest = Math.max(candidate.newest, entry.modified.getTime());
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
  storage: UploadStorage,
  options: { graceMs: number; now?: number },
): Promise<{ deleted: string[] }> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  const stored = await uploadedPicturesStored(storage);
  const old = [...stored].filter(([, candidate]) => candidate.newest < cutoff);
  const deleted: string[] = [];
  if (old.length > 0) {
    const referenced = await referencedInDatabase(db);
    for (const [base, candidate] of old) {
      if (referenced.has(base)) continue;
      await Promise.all(candidate.keys.map((key) => storage.delete(key)));
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
    rows.map((row) => row.base).filter((base) => !stored.has(base)),
  );
  return { deleted };
}
