import { and, asc, eq, sql } from "drizzle-orm";
import type { City, Country, LanguageCode, State } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { cities, countries, countryTranslations, states } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

const collator = (lang: LanguageCode) => new Intl.Collator(lang, { sensitivity: "base" });

/** Active countries by sort_order (the shop's own country first), then by name in the language. */
export async function listCountries(db: Database, lang: LanguageCode): Promise<Country[]> {
  const rows = await db
    .select({
      id: countries.id,
      iso2: countries.iso2,
      phoneCode: countries.phoneCode,
      sortOrder: countries.sortOrder,
      name: sql<string>`coalesce(${countryTranslations.name}, ${countries.iso2})`,
    })
    .from(countries)
    .leftJoin(
      countryTranslations,
      and(
        eq(countryTranslations.countryId, countries.id),
        eq(countryTranslations.languageCode, lang),
      ),
    )
    .where(eq(countries.isActive, true));
  const byName = collator(lang);
  rows.sort((a, b) => a.sortOrder - b.sortOrder || byName.compare(a.name, b.name));
  return rows.map((row) => ({
    id: row.id,
    iso2: row.iso2,
    name: row.name,
    phone_code: row.phoneCode,
  }));
}

export async function listStates(db: Database, countryId: number): Promise<State[]> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, countryId), eq(countries.isActive, true)));
  if (!country) throw new ApiError("record_not_found", 404);
  const rows = await db
    .select()
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.id));
  // Place names are Turkish proper nouns: ordered the Turkish way whatever the page's language.
  const byName = collator("tr");
  rows.sort((a, b) => byName.compare(a.name, b.name));
  return rows.map((row) => ({
    id: row.id,
    country_id: row.countryId,
    code: row.code,
    name: row.name,
  }));
}

export async function listCities(db: Database, stateId: number): Promise<City[]> {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw new ApiError("record_not_found", 404);
  const rows = await db.select().from(cities).where(eq(cities.stateId, stateId));
  const byName = collator("tr");
  rows.sort((a, b) => byName.compare(a.name, b.name));
  return rows.map((row) => ({ id: row.id, state_id: row.stateId, name: row.name }));
}
