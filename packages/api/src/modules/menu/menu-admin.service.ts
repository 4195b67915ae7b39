// The header menu as the admin keeps it: every item, on or off, in tree order with its depth, its
// label and address per language, and its writes. A link needs its Turkish label and address; an
// item that points at a category, a brand or a content page needs that target to exist, and takes
// its name from it when it has no label. Deleting an item deletes the items under it.
import { and, eq, sql } from "drizzle-orm";
import {
  type AdminMenuItem,
  type AdminMenuItemInput,
  type FieldError,
  LANGUAGE_CODES,
  type LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { menuItems, menuItemTranslations } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { freeCode } from "../admin-catalog/seo-link.ts";

type Refusal = Pick<FieldError, "field" | "code">;

export async function listMenuItems(db: Database, lang: LanguageCode): Promise<AdminMenuItem[]> {
  const rows = await queryRows<{
    id: number;
    code: string;
    parent_id: number | null;
    type: AdminMenuItem["type"];
    target_id: number | null;
    sort_order: number;
    is_active: boolean;
    target_name: string | null;
  }>(
    db,
    sql`SELECT m.id, m.code, m.parent_id, m.type, m.target_id, m.sort_order, m.is_active,
        CASE m.type
          WHEN 'category' THEN (SELECT coalesce(
            (SELECT name FROM category_translations WHERE category_id = m.target_id AND language_code = ${lang}),
            (SELECT name FROM category_translations WHERE category_id = m.target_id AND language_code = 'tr')))
          WHEN 'brand' THEN (SELECT name FROM brands WHERE id = m.target_id)
          WHEN 'content' THEN (SELECT coalesce(
            (SELECT title FROM content_translations WHERE content_id = m.target_id AND language_code = ${lang}),
            (SELECT title FROM content_translations WHERE content_id = m.target_id AND language_code = 'tr')))
        END AS target_name
      FROM menu_items m ORDER BY m.sort_order, m.id`,
  );
  const texts = await db.select().from(menuItemTranslations);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = rows.some((other) => other.id === row.parent_id) ? row.parent_id : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: AdminMenuItem[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      const own = texts.filter((text) => text.menuItemId === row.id);
      const titleIn = (code: string) => own.find((text) => text.languageCode === code)?.title;
      ordered.push({
        id: row.id,
        code: row.code,
        parent_id: row.parent_id,
        type: row.type,
        target_id: row.target_id,
        sort_order: row.sort_order,
        is_active: row.is_active,
        depth,
        title: titleIn(lang) || titleIn("tr") || row.target_name || row.code,
        texts: Object.fromEntries(
          own.map((text) => [text.languageCode, { title: text.title, url: text.url }]),
        ),
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

export async function readMenuItem(
  db: Database,
  id: number,
  lang: LanguageCode,
): Promise<AdminMenuItem> {
  const found = (await listMenuItems(db, lang)).find((row) => row.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

const TARGET_TABLES = { category: "categories", brand: "brands", content: "contents" } as const;

/** The input's refusals that the schema cannot see: targets, parents and a link's texts. */
async function check(db: Database, input: AdminMenuItemInput, id: number | null): Promise<void> {
  const fields: Refusal[] = [];
  if (input.type === "link") {
    if (!input.texts.tr?.title) fields.push({ field: "texts.tr.title", code: "required" });
    if (!input.texts.tr?.url) fields.push({ field: "texts.tr.url", code: "required" });
  } else if (input.target_id === null) {
    fields.push({ field: "target_id", code: "required" });
  } else {
    const [found] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.identifier(TARGET_TABLES[input.type])} WHERE id = ${input.target_id}`,
    );
    if (!found) fields.push({ field: "target_id", code: "invalid_value" });
  }
  if (input.parent_id !== null) {
    // The parent must exist and must not be the item itself or one of the items under it.
    const [found] = await queryRows<{ id: number; loops: boolean }>(
      db,
      sql`WITH RECURSIVE up AS (
          SELECT id, parent_id FROM menu_items WHERE id = ${input.parent_id}
          UNION ALL SELECT m.id, m.parent_id FROM menu_items m JOIN up ON m.id = up.parent_id)
        SELECT ${input.parent_id}::int AS id, bool_or(id = ${id ?? 0}) AS loops FROM up
        HAVING count(*) > 0`,
    );
    if (!found || found.loops) fields.push({ field: "parent_id", code: "invalid_value" });
  }
  if (fields.length) throw new ApiError("validation_error", 400, { fields });
}

async function writeTexts(db: Database, id: number, input: AdminMenuItemInput): Promise<void> {
  await db.delete(menuItemTranslations).where(eq(menuItemTranslations.menuItemId, id));
  const rows = LANGUAGE_CODES.flatMap((lang) => {
    const text = input.texts[lang];
    const url = input.type === "link" ? (text?.url ?? null) : null;
    return text?.title || url
      ? [{ menuItemId: id, languageCode: lang, title: text?.title ?? null, url }]
      : [];
  });
  if (rows.length) await db.insert(menuItemTranslations).values(rows);
}

const itemValues = (input: AdminMenuItemInput) => ({
  parentId: input.parent_id,
  type: input.type,
  targetId: input.type === "link" ? null : input.target_id,
  sortOrder: input.sort_order,
  isActive: input.is_active,
});

export async function createMenuItem(db: Database, input: AdminMenuItemInput): Promise<number> {
  await check(db, input, null);
  return db.transaction(async (tx) => {
    const code = await freeCode(
      tx,
      "menu_items",
      undefined,
      input.texts.tr?.title || `${input.type}-${input.target_id ?? ""}`,
    );
    const [{ id } = { id: 0 }] = await tx
      .insert(menuItems)
      .values({ code, ...itemValues(input) })
      .returning({ id: menuItems.id });
    await writeTexts(tx, id, input);
    return id;
  });
}

export async function updateMenuItem(
  db: Database,
  id: number,
  input: AdminMenuItemInput,
): Promise<void> {
  const [exists] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.id, id))
    .limit(1);
  if (!exists) throw new ApiError("record_not_found", 404);
  await check(db, input, id);
  await db.transaction(async (tx) => {
    await tx
      .update(menuItems)
      .set(itemValues(input))
      .where(and(eq(menuItems.id, id)));
    await writeTexts(tx, id, input);
  });
}

/** The items under it go with it. */
export async function deleteMenuItem(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(menuItems)
    .where(eq(menuItems.id, id))
    .returning({ id: menuItems.id });
  if (!deleted.length) throw new ApiError("record_not_found", 404);
}
