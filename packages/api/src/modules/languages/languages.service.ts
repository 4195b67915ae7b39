import { asc, eq } from "drizzle-orm";
import type { AdminLanguage, AdminLanguagesInput, Language } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { languages } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

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

export async function listLanguagesForAdmin(db: Database): Promise<AdminLanguage[]> {
  const rows = await db
    .select()
    .from(languages)
    .orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    dir: row.dir === "rtl" ? "rtl" : "ltr",
    iso: row.iso,
    is_default: row.isDefault,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  }));
}

/**
 * Saves which languages the storefront offers, which one is the default and their order, all at
 * once. One default, active; an unknown code is invalid_value. The switcher follows at once.
 */
export async function updateLanguages(
  db: Database,
  input: AdminLanguagesInput,
): Promise<AdminLanguage[]> {
  const known = new Set(
    (await db.select({ code: languages.code }).from(languages)).map((l) => l.code),
  );
  const seen = new Set<string>();
  input.languages.forEach((language, index) => {
    if (!known.has(language.code) || seen.has(language.code))
      throw new ApiError("validation_error", 400, {
        fields: [{ field: `languages.${index}.code`, code: "invalid_value" }],
      });
    seen.add(language.code);
  });
  if (!input.languages.some((language) => language.is_active))
    throw new ApiError("no_active_language", 400);
  const defaults = input.languages.filter((language) => language.is_default);
  if (defaults.length !== 1) {
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "languages", code: "invalid_value" }],
    });
  }
  if (!defaults[0]?.is_active) throw new ApiError("default_inactive", 400);
  for (const language of input.languages) {
    await db
      .update(languages)
      .set({
        isActive: language.is_active,
        isDefault: language.is_default,
        sortOrder: language.sort_order,
      })
      .where(eq(languages.code, language.code));
  }
  return listLanguagesForAdmin(db);
}
