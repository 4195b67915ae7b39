import { asc, eq } from "drizzle-orm";
import type { Language } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { languages } from "../../db/schema/index.ts";

export async function listLanguages(db: Database): Promise<Language[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    dir: row.dir === "rtl" ? "rtl" : "ltr",
    iso: row.iso,
    file: row.file,
    is_default: row.isDefault,
  }));
}
