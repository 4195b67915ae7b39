// Properties (material, colour, size) with their values, as the admin keeps them: a property is
// saved whole with every value in order, so the form's list is the truth; a value left out is
// deleted unless a sub-product is made of it (property_value_in_use): it is refused rather than
// detached, since a variant is its value (the "M" of a shirt, with its own stock, in carts and
// orders); without it two variants could no longer be told apart. The admin renames the value,
// or deletes those variants first.
import { eq, inArray, sql } from "drizzle-orm";
import {
  type AdminProperty,
  type AdminPropertyInput,
  LANGUAGE_CODES,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  properties,
  propertyTranslations,
  propertyValues,
  propertyValueTranslations,
} from "../../db/schema/index.ts";
import { isReferenced, uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { slugify } from "../../lib/slug.ts";
import { freeCode } from "./seo-link.ts";

export async function listProperties(db: Database): Promise<AdminProperty[]> {
  const rows = await queryRows<AdminProperty & { names: AdminProperty["names"] | null }>(
    db,
    sql`SELECT p.id, p.code, p.display, p.is_filter, p.sort_order,
        (SELECT json_object_agg(t.language_code, t.name) FROM property_translations t
          WHERE t.property_id = p.id) AS names,
        (SELECT coalesce(json_agg(json_build_object('id', v.id, 'code', v.code,
            'swatch_hex', v.swatch_hex, 'sort_order', v.sort_order,
            'names', coalesce((SELECT json_object_agg(vt.language_code, vt.name)
              FROM property_value_translations vt WHERE vt.property_value_id = v.id), '{}'::json))
            ORDER BY v.sort_order, v.id), '[]'::json)
          FROM property_values v WHERE v.property_id = p.id) AS "values"
      FROM properties p
      ORDER BY p.sort_order, p.code`,
  );
  return rows.map((row) => ({ ...row, names: row.names ?? {} }));
}

async function readProperty(db: Database, id: number): Promise<AdminProperty> {
  const found = (await listProperties(db)).find((property) => property.id === id);
  if (!found) throw new ApiError("record_not_found", 404);
  return found;
}

/**
 * Each value's code: the one given, else the one it has, else made from its Turkish name
 * (-2, -3… when another value of the property has it).
 */
function valueCodes(
  values: AdminPropertyInput["values"],
  existing: Array<{ id: number; code: string }>,
): string[] {
  const kept = values.map(
    (value) => value.code ?? existing.find((e) => e.id === value.id)?.code ?? null,
  );
  const taken = new Set(kept.filter((code): code is string => code !== null));
  return values.map((value, index) => {
    const code = kept[index];
    if (code) return code;
    const base = slugify(value.texts.tr.name, "tr") || "deger";
    let made = base;
    for (let n = 2; taken.has(made); n++) made = `${base}-${n}`;
    taken.add(made);
    return made;
  });
}

async function saveProperty(db: Database, id: number | null, input: AdminPropertyInput) {
  const values = {
    code: input.code,
    display: input.display,
    isFilter: input.is_filter,
    sortOrder: input.sort_order,
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(properties)
              .values({
                ...values,
                code: await freeCode(tx, "properties", input.code, input.texts.tr.name),
              })
              .returning({ id: properties.id })
          : await tx
              .update(properties)
              .set(values)
              .where(eq(properties.id, id))
              .returning({ id: properties.id });
      if (!row) throw new ApiError("record_not_found", 404);
      for (const lang of LANGUAGE_CODES) {
        const name = input.texts[lang]?.name;
        if (!name) continue;
        await tx
          .insert(propertyTranslations)
          .values({ propertyId: row.id, languageCode: lang, name })
          .onConflictDoUpdate({
            target: [propertyTranslations.propertyId, propertyTranslations.languageCode],
            set: { name },
          });
      }
      const kept = input.values.flatMap((value) => (value.id ? [value.id] : []));
      const existing = await tx
        .select({ id: propertyValues.id, code: propertyValues.code })
        .from(propertyValues)
        .where(eq(propertyValues.propertyId, row.id));
      if (kept.some((valueId) => !existing.some((e) => e.id === valueId)))
        throw new ApiError("validation_error", 400, {
          fields: [{ field: "values", code: "invalid_value" }],
        });
      const gone = existing.filter((e) => !kept.includes(e.id)).map((e) => e.id);
      if (gone.length) await tx.delete(propertyValues).where(inArray(propertyValues.id, gone));
      // (property_id, code) is unique: codes are swapped through temporary ones first.
      await tx
        .update(propertyValues)
        .set({ code: sql`'~' || ${propertyValues.id}` })
        .where(eq(propertyValues.propertyId, row.id));
      const codes = valueCodes(input.values, existing);
      for (const [sortOrder, value] of input.values.entries()) {
        const fields = { code: codes[sortOrder] as string, swatchHex: value.swatch_hex, sortOrder };
        const [saved] = value.id
          ? await tx
              .update(propertyValues)
              .set(fields)
              .where(eq(propertyValues.id, value.id))
              .returning({ id: propertyValues.id })
          : await tx
              .insert(propertyValues)
              .values({ propertyId: row.id, ...fields })
              .returning({ id: propertyValues.id });
        if (!saved) throw new Error("property value not saved");
        for (const lang of LANGUAGE_CODES) {
          const name = value.texts[lang]?.name;
          if (!name) continue;
          await tx
            .insert(propertyValueTranslations)
            .values({ propertyValueId: saved.id, languageCode: lang, name })
            .onConflictDoUpdate({
              target: [
                propertyValueTranslations.propertyValueId,
                propertyValueTranslations.languageCode,
              ],
              set: { name },
            });
        }
      }
      return row.id;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "properties_code_key")
      throw new ApiError("validation_error", 409, {
        fields: [{ field: "code", code: "already_used" }],
      });
    if (constraint === "property_values_code_key")
      throw new ApiError("validation_error", 409, {
        fields: [{ field: "values", code: "already_used" }],
      });
    // Only the values left out are deleted here: one a sub-product is made of stays.
    if (isReferenced(error)) throw new ApiError("property_value_in_use", 409);
    throw error;
  }
}

export async function createProperty(db: Database, input: AdminPropertyInput) {
  return readProperty(db, await saveProperty(db, null, input));
}

export async function updateProperty(db: Database, id: number, input: AdminPropertyInput) {
  return readProperty(db, await saveProperty(db, id, input));
}

/** A property that products vary by (their two attributes) or whose values sub-products use stays. */
export async function deleteProperty(db: Database, id: number): Promise<void> {
  let deleted: Array<{ id: number }>;
  try {
    deleted = await db
      .delete(properties)
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
  } catch (error) {
    if (isReferenced(error)) throw new ApiError("record_in_use", 409);
    throw error;
  }
  if (deleted.length === 0) throw new ApiError("record_not_found", 404);
}
