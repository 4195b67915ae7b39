// A record's texts per language, written inside the caller's transaction: each language given is
// inserted or updated in place and each one left out is removed, so that what is stored is what
// the admin sent. Every translation table is keyed by its owner's id and the language code.
import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { LANGUAGE_CODES, type LanguageCode } from "../contract/index.ts";
import type { Database } from "../db/client.ts";
import { uniqueViolation } from "./db-errors.ts";
import { ApiError } from "./errors.ts";

export interface TranslationTable<T extends PgTable> {
  table: T;
  /** The column that names the translated record. */
  owner: PgColumn;
  /** The unique constraint on the table's seo links: a clash is refused on texts.<lang>.seo_link. */
  seoLinkKey?: string;
}

type Columns<T extends PgTable> = Partial<T["$inferInsert"]>;

export async function writeTranslations<T extends PgTable, Texts>(
  db: Database,
  { table, owner, seoLinkKey }: TranslationTable<T>,
  ownerId: number,
  texts: Partial<Record<LanguageCode, Texts | null>>,
  columns: (texts: Texts, lang: LanguageCode) => Columns<T> | Promise<Columns<T>>,
): Promise<void> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const language = all.languageCode;
  const ownerKey = Object.keys(all).find((key) => all[key] === owner);
  if (!language || !ownerKey) throw new Error(`${owner.name} is not a translation table's owner`);
  for (const lang of LANGUAGE_CODES) {
    const given = texts[lang];
    if (!given) {
      await db.delete(table).where(and(eq(owner, ownerId), eq(language, lang)));
      continue;
    }
    const values = await columns(given, lang);
    try {
      await db
        .insert(table)
        .values({ [ownerKey]: ownerId, languageCode: lang, ...values } as T["$inferInsert"])
        .onConflictDoUpdate({ target: [owner, language], set: values });
    } catch (error) {
      if (seoLinkKey && uniqueViolation(error) === seoLinkKey)
        throw new ApiError("validation_error", 409, {
          fields: [{ field: `texts.${lang}.seo_link`, code: "already_used" }],
        });
      throw error;
    }
  }
}
