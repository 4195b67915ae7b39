// The shop's one money format (specification section 9): 2 decimals, comma as the
// decimal separator, dot as the thousands separator and Latin digits in every locale, the
// symbol after the amount. Deliberately not Intl.NumberFormat: its tr/en/ar outputs differ.

/** The shop's currency ids (specification: 1 Turkish lira, 2 US dollar, 3 euro). */
export type CurrencyId = 1 | 2 | 3;
export type PriceCurrencyCode = "TRY" | "USD" | "EUR";
/** A currency id as the API sends it, or its ISO code. */
export type PriceCurrency = CurrencyId | PriceCurrencyCode;

export const currencyIdCodes: Readonly<Record<CurrencyId, PriceCurrencyCode>> = {
  1: "TRY",
  2: "USD",
  3: "EUR",
};

export const priceSymbols: Readonly<Record<PriceCurrencyCode, string>> = {
  TRY: "₺",
  USD: "$",
  EUR: "€",
};

const MINUS = "\u2212";
const NO_BREAK_SPACE = "\u00a0";

/** The ISO code of a currency id or code; an unknown id is a programming error. */
export function toCurrencyCode(currency: PriceCurrency): PriceCurrencyCode {
  if (typeof currency === "number") {
    const code = currencyIdCodes[currency];
    if (!code) throw new RangeError(`Unknown currency id: ${currency}`);
    return code;
  }
  return currency;
}

export interface PriceParts {
  /** "−" for a negative amount, else "". */
  sign: string;
  /** "1.234,56" */
  number: string;
  /** "₺", "$", "€" (an unknown code is shown as itself). */
  symbol: string;
}

/** The parts of a price given in integer minor units (kuruş, cents). */
export function formatPriceParts(minorUnits: number, currency: PriceCurrency): PriceParts {
  if (!Number.isFinite(minorUnits)) throw new RangeError(`Not a price: ${minorUnits}`);
  const code = toCurrencyCode(currency);
  const rounded = Math.round(minorUnits);
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const fraction = (absolute % 100).toString().padStart(2, "0");
  return {
    sign: rounded < 0 ? MINUS : "",
    number: `${whole},${fraction}`,
    symbol: priceSymbols[code] ?? code,
  };
}

/**
 * `formatPrice(123456, 1)` is "1.234,56 ₺" (with a no-break space) in every locale.
 * The amount is in integer minor units, as the API sends it.
 */
export function formatPrice(minorUnits: number, currency: PriceCurrency): string {
  const { sign, number, symbol } = formatPriceParts(minorUnits, currency);
  return `${sign}${number}${NO_BREAK_SPACE}${symbol}`;
}

/** The whole-percent discount from the old to the new amount; 0 when there is none. */
export function discountPercent(oldMinorUnits: number, minorUnits: number): number {
  if (!(oldMinorUnits > 0) || !(minorUnits < oldMinorUnits)) return 0;
  return Math.round(((oldMinorUnits - Math.max(minorUnits, 0)) / oldMinorUnits) * 100);
}
