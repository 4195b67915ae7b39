import { CURRENCIES, DEFAULT_CURRENCY_ID } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import {
  currencyCodeOf,
  currencyFromCookie,
  currencyIdOf,
  currencyTable,
  DEFAULT_CURRENCY,
  offeredCurrency,
} from "./currency.ts";

describe("currencies", () => {
  it("are the API's currencies", () => {
    expect(currencyTable).toEqual(CURRENCIES);
    expect(DEFAULT_CURRENCY).toBe(DEFAULT_CURRENCY_ID);
  });

  it("map ids and codes both ways, unknown values to the lira", () => {
    expect(currencyCodeOf(2)).toBe("USD");
    expect(currencyCodeOf(99)).toBe("TRY");
    expect(currencyIdOf("EUR")).toBe(3);
    expect(currencyIdOf("GBP")).toBeUndefined();
    expect(currencyFromCookie("3")).toBe(3);
    expect(currencyFromCookie("x")).toBe(1);
    expect(currencyFromCookie(undefined)).toBe(1);
  });

  it("fall back to the default for a stored currency the shop no longer offers", () => {
    const offered = [
      { id: 1, is_default: true },
      { id: 2, is_default: false },
    ];
    expect(offeredCurrency(2, offered)).toBe(2);
    expect(offeredCurrency(3, offered)).toBe(1);
    expect(offeredCurrency(3, [{ id: 2, is_default: true }])).toBe(2);
    expect(offeredCurrency(3, [])).toBe(3);
  });
});
