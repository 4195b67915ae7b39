// Languages and currencies: the reference data every other table names by code or id.
//
// - languages: the shop's languages; `code` (tr, en, ar) is what every `*_translations` table
//   stores in its `language_code` column. Fixed ids: 1 tr (default), 2 en, 3 ar.
// - currencies: fixed ids 1 TRY (default, the shop's base currency), 2 USD, 3 EUR. Every money
//   column elsewhere is integer minor units in the currency its row names by `currency_id`.
//   `exchange_rate` is what one unit of the currency costs in Turkish lira (TRY itself: 1),
//   maintained by the admin; conversions go through src/modules/currencies/currency.service.ts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const languages = pgTable(
  "languages",
  {
    id: smallint("id").primaryKey(),
    code: text("code").notNull().unique("languages_code_key"),
    // The language's own name (Türkçe, English, العربية), shown by the language switcher.
    name: text("name").notNull(),
    // Writing direction: ar (and ku, should it come) are right-to-left.
    dir: text("dir").notNull().default("ltr"),
    // BCP 47 tag with region, for hreflang and number/date formatting: tr-TR, en-US, ar-SA.
    iso: text("iso").notNull(),
    // The message catalogue the storefront loads for it (spec: Locale.file).
    file: text("file").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("languages_dir_check", sql`${t.dir} IN ('ltr', 'rtl')`),
    check("languages_code_check", sql`${t.code} ~ '^[a-z]{2,3}$'`),
  ],
);

export const currencies = pgTable(
  "currencies",
  {
    id: smallint("id").primaryKey(),
    // ISO 4217: TRY, USD, EUR.
    code: text("code").notNull().unique("currencies_code_key"),
    symbol: text("symbol").notNull(),
    // Digits after the decimal separator of the minor unit (2 for kuruş and cents).
    decimals: smallint("decimals").notNull().default(2),
    // One unit of this currency in TRY; TRY itself is 1. Exact (numeric), never a float.
    exchangeRate: numeric("exchange_rate", { precision: 18, scale: 6 }).notNull(),
    rateUpdatedAt: timestamp("rate_updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("currencies_code_check", sql`${t.code} ~ '^[A-Z]{3}$'`),
    check("currencies_rate_check", sql`${t.exchangeRate} > 0`),
    check("currencies_decimals_check", sql`${t.decimals} BETWEEN 0 AND 4`),
  ],
);

export const currencyTranslations = pgTable(
  "currency_translations",
  {
    currencyId: smallint("currency_id")
      .notNull()
      .references(() => currencies.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ name: "currency_translations_pk", columns: [t.currencyId, t.languageCode] }),
  ],
);
