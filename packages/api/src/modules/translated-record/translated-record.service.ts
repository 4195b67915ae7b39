// What a translated record kind's admin service does as every other kind does: read a record with
// its texts of every language, create it with a code made from its Turkish title, save it, delete
// it, each refused on its category when that category does not exist; a list page counted on the
// server; a category deleted unless records are still filed under it. What the kind's record is
// (its columns, its texts, how its body is cleaned and its seo links made) is its declaration's.
import { eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { isReferenced } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { type TranslationTable, writeTranslations } from "../../lib/write-translations.ts";
import { freeCode } from "../admin-catalog/seo-link.ts";

type Table = PgTable & { id: PgColumn };
type CodeTable = Parameters<typeof freeCode>[1];
type Texts<I> = I extends { texts: infer T } ? T : never;
type Text<I> = NonNullable<Texts<I>[keyof Texts<I>]>;

export interface TranslatedWrites<T extends Table, N extends PgTable, I> {
  table: T;
  texts: TranslationTable<N>;
  /** The category a record is filed under: its table, and the input's field that names it. */
  category?: { table: Table; field: string; of: (input: I) => number | null };
  /** What the record's code is made from: its Turkish title. */
  codeOf: (input: I) => string;
  /** The record's own columns as the input sets them. */
  values: (input: I) => Partial<T["$inferInsert"]>;
  /** Whether saving sets `updated_at` (the kinds whose list is ordered by it). */
  stamped: boolean;
  /** A language's texts as the translation table's columns. */
  text: (
    db: Database,
    id: number,
    texts: Text<I>,
    lang: LanguageCode,
  ) => Partial<N["$inferInsert"]> | Promise<Partial<N["$inferInsert"]>>;
}

export interface TranslatedRecordKind<T extends Table, N extends PgTable, I, R>
  extends TranslatedWrites<T, N, I> {
  /** The record with its texts, as the edit screen holds it. */
  record: (row: T["$inferSelect"], texts: N["$inferSelect"][]) => R;
}

/** Creates, saves and deletes records of a kind (the blog's categories have no more). */
export function translatedWrites<T extends Table, N extends PgTable, I extends object>(
  kind: TranslatedWrites<T, N, I>,
) {
  const { table, texts } = kind;
  const writeTexts = (db: Database, id: number, input: I) =>
    writeTranslations(
      db,
      texts,
      id,
      (input as { texts: Partial<Record<LanguageCode, Text<I>>> }).texts,
      (given: Text<I>, lang) => kind.text(db, id, given, lang),
    );

  async function checkCategory(db: Database, input: I): Promise<void> {
    const id = kind.category?.of(input) ?? null;
    if (!kind.category || id === null) return;
    const { table: categories, field } = kind.category;
    const found = await queryRows(
      db,
      sql`SELECT 1 FROM ${categories} WHERE ${categories.id} = ${id} LIMIT 1`,
    );
    if (!found.length)
      throw new ApiError("validation_error", 400, { fields: [{ field, code: "invalid_value" }] });
  }

  async function create(db: Database, input: I): Promise<number> {
    await checkCategory(db, input);
    return db.transaction(async (tx) => {
      const code = await freeCode(
        tx,
        getTableName(table) as CodeTable,
        undefined,
        kind.codeOf(input),
      );
      const [{ id } = { id: 0 }] = await tx
        .insert(table)
        .values({ code, ...kind.values(input) } as T["$inferInsert"])
        .returning({ id: table.id });
      await writeTexts(tx, id as number, input);
      return id as number;
    });
  }

  async function update(db: Database, id: number, input: I): Promise<void> {
    await checkCategory(db, input);
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(table)
        .set({
          ...kind.values(input),
          ...(kind.stamped ? { updatedAt: new Date() } : {}),
        } as Partial<T["$inferInsert"]>)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!updated.length) throw new ApiError("record_not_found", 404);
      await writeTexts(tx, id, input);
    });
  }

  async function remove(db: Database, id: number): Promise<void> {
    const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!deleted.length) throw new ApiError("record_not_found", 404);
  }

  return { create, update, remove };
}

/** A kind's record read with its texts, and its writes. */
export function translatedRecords<T extends Table, N extends PgTable, I extends object, R>(
  kind: TranslatedRecordKind<T, N, I, R>,
) {
  const { table, texts } = kind;
  async function read(db: Database, id: number): Promise<R> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .limit(1);
    if (!row) throw new ApiError("record_not_found", 404);
    const rows = await db
      .select()
      .from(texts.table as PgTable)
      .where(eq(texts.owner, id));
    return kind.record(row as T["$inferSelect"], rows as N["$inferSelect"][]);
  }

  return { read, ...translatedWrites(kind) };
}

/** `%search%` for ILIKE, its own % and _ taken as they are. */
export const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
}

/**
 * The page the request asks of `rows` (ordered, selecting the total as `count(*) OVER ()`).
 * A page past the last has no row to carry the total: `count` (selecting `n`) counts again.
 */
export async function listPage<Row extends { total: number }, Item>(
  db: Database,
  request: { page: number; page_size: number },
  query: { rows: SQL; count: SQL },
  item: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const offset = (request.page - 1) * request.page_size;
  const rows = await queryRows<Row>(
    db,
    sql`${query.rows} LIMIT ${request.page_size} OFFSET ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (offset > 0 ? ((await queryRows<{ n: number }>(db, query.count))[0]?.n ?? 0) : 0);
  return {
    items: rows.map(item),
    total,
    page: request.page,
    page_size: request.page_size,
    page_count: Math.max(1, Math.ceil(total / request.page_size)),
  };
}

/**
 * Deletes a category. Where its records must have one (the table refuses to delete a category
 * they reference), a category still holding records is kept: record_in_use.
 */
export async function removeCategory(db: Database, table: Table, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (!deleted.length) throw new ApiError("record_not_found", 404);
    });
  } catch (error) {
    if (isReferenced(error)) throw new ApiError("record_in_use", 409);
    throw error;
  }
}
