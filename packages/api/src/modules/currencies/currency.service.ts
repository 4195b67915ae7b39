// Currencies and the admin-maintained exchange rates, and exact price conversion between them.
// Catalogue, cart and order code convert through convertMinor(); nothing uses floating point.
import { and, asc, eq, sql } from "drizzle-orm";
import type {
  AdminCurrency,
  AdminCurrencyInput,
  Currency,
  LanguageCode,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { currencies, currencyTranslations } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

export interface Rate {
  id: number;
  code: string;
  symbol: string;
  decimals: number;
  /** One unit in TRY, exact decimal text with up to 6 decimals. */
  exchangeRate: string;
  isDefault: boolean;
}

const RATE_SCALE = 6;

/** "34.25" → 34250000n (the rate times 10^6), exactly. */
export function scaleRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not an exchange rate: ${rate}`);
  const fraction = (match[2] ?? "").padEnd(RATE_SCALE, "0");
  return BigInt(match[1] ?? "0") * 10n ** BigInt(RATE_SCALE) + BigInt(fraction);
}

/** numerator / denominator rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Converts an amount in minor units (kuruş, cents) of one currency into minor units of another,
 * through their rates to the lira, rounding half away from zero to the target's minor unit.
 */
export function convertMinor(amountMinor: number, from: Rate, to: Rate): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new Error(`not an amount in minor units: ${amountMinor}`);
  if (from.id === to.id) return amountMinor;
  const numerator = BigInt(amountMinor) * scaleRate(from.exchangeRate) * 10n ** BigInt(to.decimals);
  const denominator = scaleRate(to.exchangeRate) * 10n ** BigInt(from.decimals);
  return Number(divideRounded(numerator, denominator));
}

/** Every active currency's rate by id; read once per request that prices things. */
export async function getRates(db: Database): Promise<Map<number, Rate>> {
  const rows = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      exchangeRate: currencies.exchangeRate,
      isDefault: currencies.isDefault,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The asked currency's rate, or the default currency's when it is unknown or inactive. */
export function pickRate(rates: Map<number, Rate>, id: number): Rate {
  const rate = rates.get(id) ?? [...rates.values()].find((r) => r.isDefault) ?? rates.get(1);
  if (!rate) throw new Error("no currencies in the database");
  return rate;
}

export async function listCurrencies(db: Database, lang: LanguageCode): Promise<Currency[]> {
  return (await selectCurrencies(db, lang, true)).map(
    ({ is_active: _active, sort_order: _order, ...currency }) => currency,
  );
}

/** Every currency, active or not, for the admin's exchange-rate screen. */
export const listCurrenciesForAdmin = (db: Database, lang: LanguageCode) =>
  selectCurrencies(db, lang, false);

async function selectCurrencies(
  db: Database,
  lang: LanguageCode,
  activeOnly: boolean,
): Promise<AdminCurrency[]> {
  const rows = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      exchangeRate: currencies.exchangeRate,
      rateUpdatedAt: currencies.rateUpdatedAt,
      isDefault: currencies.isDefault,
      isActive: currencies.isActive,
      sortOrder: currencies.sortOrder,
      name: sql<string>`coalesce(${currencyTranslations.name}, (SELECT ct.name FROM currency_translations ct WHERE ct.currency_id = ${currencies.id} AND ct.language_code = 'tr'), ${currencies.code})`,
    })
    .from(currencies)
    .leftJoin(
      currencyTranslations,
      and(
        eq(currencyTranslations.currencyId, currencies.id),
        eq(currencyTranslations.languageCode, lang),
      ),
    )
    .where(activeOnly ? eq(currencies.isActive, true) : undefined)
    .orderBy(asc(currencies.sortOrder), asc(currencies.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    exchange_rate: row.exchangeRate,
    rate_updated_at: row.rateUpdatedAt.toISOString(),
    is_default: row.isDefault,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  }));
}

export async function updateExchangeRate(db: Database, id: number, rate: string): Promise<void> {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
  if (!currency) throw new ApiError("record_not_found", 404);
  if (currency.isDefault && scaleRate(rate) !== scaleRate("1")) {
    // The base currency is what every rate is expressed in: it stays at 1.
    throw new ApiError("validation_error", 400, {
      fields: [{ field: "exchange_rate", in: "body", code: "invalid_value" }],
    });
  }
  await db
    .update(currencies)
    .set({ exchangeRate: rate, rateUpdatedAt: sql`now()` })
    .where(eq(currencies.id, id));
}

/**
 * Turns a currency on or off and sets its place in the switcher. The default currency is the one
 * every rate is expressed in, so it stays on (default_inactive).
 */
export async function updateCurrencySettings(
  db: Database,
  id: number,
  input: AdminCurrencyInput,
): Promise<void> {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
  if (!currency) throw new ApiError("record_not_found", 404);
  if (currency.isDefault && !input.is_active) throw new ApiError("default_inactive", 400);
  await db
    .update(currencies)
    .set({ isActive: input.is_active, sortOrder: input.sort_order })
    .where(eq(currencies.id, id));
}
