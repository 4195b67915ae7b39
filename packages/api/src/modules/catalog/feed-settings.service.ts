// The product feed's settings (/xml), kept as code/value rows of `settings` (no row: the feed is
// on, lists every category, in stock or not, in the asked currency, as a shop starts).
import { eq, inArray, sql } from "drizzle-orm";
import type { AdminFeedSettings } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { categories, currencies, settings } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

const CODES = ["feed_enabled", "feed_in_stock_only", "feed_category_ids", "feed_currency_id"];

export async function readFeedSettings(db: Database): Promise<AdminFeedSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.code, CODES));
  const value = new Map(rows.map((row) => [row.code, row.value]));
  const currency = Number(value.get("feed_currency_id") ?? "");
  return {
    enabled: value.get("feed_enabled") !== "0",
    in_stock_only: value.get("feed_in_stock_only") === "1",
    category_ids: (value.get("feed_category_ids") ?? "")
      .split(",")
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    currency_id: Number.isInteger(currency) && currency > 0 ? currency : null,
  };
}

const invalid = (field: string) =>
  new ApiError("validation_error", 400, { fields: [{ field, code: "invalid_value" }] });

/** Categories and the currency must exist; the feed follows at once. */
export async function updateFeedSettings(
  db: Database,
  input: AdminFeedSettings,
): Promise<AdminFeedSettings> {
  const ids = [...new Set(input.category_ids)];
  if (ids.length > 0) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, ids));
    if (found.length !== ids.length) throw invalid("category_ids");
  }
  if (input.currency_id !== null) {
    const [currency] = await db
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.id, input.currency_id));
    if (!currency) throw invalid("currency_id");
  }
  const rows = [
    { code: "feed_enabled", value: input.enabled ? "1" : "0", isPublic: false },
    { code: "feed_in_stock_only", value: input.in_stock_only ? "1" : "0", isPublic: false },
    { code: "feed_category_ids", value: ids.join(","), isPublic: false },
    { code: "feed_currency_id", value: input.currency_id?.toString() ?? "", isPublic: false },
  ];
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.code,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
  return readFeedSettings(db);
}
