// Currency ids of the customer state (1 TRY, 2 USD, 3 EUR) and the codes the ui switcher uses.
// Repeated from the API contract's CURRENCIES (importing it would bring zod into the page);
// currency.test.ts checks that they agree.
import type { PriceCurrency } from "@shop/ui";

export const currencyTable = [
  { id: 1, code: "TRY", symbol: "₺" },
  { id: 2, code: "USD", symbol: "$" },
  { id: 3, code: "EUR", symbol: "€" },
] as const;

export type CurrencyCode = (typeof currencyTable)[number]["code"];
export const DEFAULT_CURRENCY = 1;

export function currencyCodeOf(id: number): CurrencyCode {
  return (currencyTable.find((currency) => currency.id === id) ?? currencyTable[0]).code;
}

export function currencyIdOf(code: string): number | undefined {
  return currencyTable.find((currency) => currency.code === code)?.id;
}

/** The currency of an API answer (product, cart, order) as the ui prices take it. */
export function priceCurrencyOf(product: { currency_id: number; currency_code: string }) {
  return currencyCodeOf(
    currencyIdOf(product.currency_code) ?? product.currency_id,
  ) as PriceCurrency;
}

/** The id in a cookie value, or the default (Turkish lira). */
export function currencyFromCookie(value: string | undefined): number {
  const id = Number(value);
  return currencyTable.some((currency) => currency.id === id) ? id : DEFAULT_CURRENCY;
}

/**
 * The stored currency while the shop still offers it; once an admin has switched it off, the
 * shop's default. An empty list (the API did not answer) keeps the stored one.
 */
export function offeredCurrency(
  stored: number,
  offered: readonly { id: number; is_default: boolean }[],
): number {
  if (offered.length === 0 || offered.some((currency) => currency.id === stored)) return stored;
  return offered.find((currency) => currency.is_default)?.id ?? DEFAULT_CURRENCY;
}
