// Categories that have only a code, an order and a name per language (content pages', the
// FAQ's): listed in their order with how many records each holds, created with a code made from
// the Turkish name when none is given, renamed and reordered, a code another category already
// has refused on the field `code`, deleted as removeCategory deletes.
import { eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminContentCategoryInput, LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { type TranslationTable, writeTranslations } from "../../lib/write-translations.ts";
import { freeCode } from "../admin-catalog/seo-link.ts";
import { pickLanguage } from "../content/content.service.ts";
import { removeCategory } from "./translated-record.service.ts";

export interface NamedCategoryTables<T extends PgTable, N extends PgTable> {
  table: T & { id: PgColumn };
  names: TranslationTable<N>;
}

export interface NamedCategory {
  id: number;
  code: string;
  /** In the admin's language, else in Turkish, else its code. */
  name: string;
  sort_order: number;
  names: Partial<Record<LanguageCode, string>>;
  /** How many records are filed under it. */
  count: number;
}

/** Every category in its order; `counts` selects (id, n): the records filed under each. */
async function listNamedCategories<T extends PgTable, N extends PgTable>(
  db: Database,
  { table, names }: NamedCategoryTables<T, N>,
  lang: LanguageCode,
  counts: SQL,
): Promise<NamedCategory[]> {
  const rows = await queryRows<{ id: number; code: string; sort_order: number }>(
    db,
    sql`SELECT id, code, sort_order FROM ${table} ORDER BY sort_order, id`,
  );
  const texts = await queryRows<{ owner: number; languageCode: LanguageCode; name: string }>(
    db,
    sql`SELECT ${names.owner} AS owner, language_code AS "languageCode", name FROM ${names.table}`,
  );
  const filed = await queryRows<{ id: number; n: number }>(db, counts);
  return rows.map((row) => {
    const own = texts.filter((text) => text.owner === row.id);
    return {
      id: row.id,
      code: row.code,
      name: pickLanguage(own, lang)?.name ?? row.code,
      sort_order: row.sort_order,
      names: Object.fromEntries(own.map((text) => [text.languageCode, text.name])),
      count: filed.find((count) => count.id === row.id)?.n ?? 0,
    };
  });
}

type CodeTable = Parameters<typeof freeCode>[1];

function refuseTakenCode(table: PgTable, error: unknown): never {
  if (uniqueViolation(error) === `${getTableName(table)}_code_key`)
    throw new ApiError("validation_error", 409, {
      fields: [{ field: "code", code: "already_used" }],
    });
  throw error;
}

async function createNamedCategory<T extends PgTable, N extends PgTable>(
  db: Database,
  { table, names }: NamedCategoryTables<T, N>,
  input: AdminContentCategoryInput,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const code = await freeCode(tx, getTableName(table) as CodeTable, input.code, input.names.tr);
      const [{ id } = { id: 0 }] = await tx
        .insert(table)
        .values({ code, sortOrder: input.sort_order } as T["$inferInsert"])
        .returning({ id: table.id });
      await writeTranslations(tx, names, id as number, input.names, (name) => ({ name }));
      return id as number;
    });
  } catch (error) {
    refuseTakenCode(table, error);
  }
}

async function updateNamedCategory<T extends PgTable, N extends PgTable>(
  db: Database,
  { table, names }: NamedCategoryTables<T, N>,
  id: number,
  input: AdminContentCategoryInput,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(table)
        .set({
          ...(input.code ? { code: input.code } : {}),
          sortOrder: input.sort_order,
        } as Partial<T["$inferInsert"]>)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!updated.length) throw new ApiError("record_not_found", 404);
      await writeTranslations(tx, names, id, input.names, (name) => ({ name }));
    });
  } catch (error) {
    refuseTakenCode(table, error);
  }
}

/**
 * A kind's categories as its router calls them: `counts` selects (id, n), the records filed under
 * each, which the answer names `counted`.
 */
export function namedCategories<T extends PgTable, N extends PgTable, C extends string>(
  tables: NamedCategoryTables<T, N>,
  counts: SQL,
  counted: C,
) {
  return {
    list: async (db: Database, lang: LanguageCode) =>
      (await listNamedCategories(db, tables, lang, counts)).map(
        ({ count, ...category }) =>
          ({ ...category, [counted]: count }) as Omit<NamedCategory, "count"> & Record<C, number>,
      ),
    create: (db: Database, input: AdminContentCategoryInput) =>
      createNamedCategory(db, tables, input),
    update: (db: Database, id: number, input: AdminContentCategoryInput) =>
      updateNamedCategory(db, tables, id, input),
    remove: (db: Database, id: number) => removeCategory(db, tables.table, id),
  };
}
