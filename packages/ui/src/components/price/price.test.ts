import { describe, expect, it } from "vitest";
import {
  discountPercent,
  formatPrice,
  formatPriceParts,
  type PriceCurrency,
  toCurrencyCode,
} from "./format-price.ts";

const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("formats minor units with 2 decimals, a decimal comma and a no-break space before ₺", () => {
    expect(formatPrice(123456, 1)).toBe(`1.234,56${nbsp}₺`);
    expect(formatPrice(24999, "TRY")).toBe(`249,99${nbsp}₺`);
  });

  it("always shows two decimals", () => {
    expect(formatPrice(0, 1)).toBe(`0,00${nbsp}₺`);
    expect(formatPrice(5, 1)).toBe(`0,05${nbsp}₺`);
    expect(formatPrice(50, 1)).toBe(`0,50${nbsp}₺`);
    expect(formatPrice(100, 1)).toBe(`1,00${nbsp}₺`);
    expect(formatPrice(189990, 1)).toBe(`1.899,90${nbsp}₺`);
  });

  it("groups thousands with dots", () => {
    expect(formatPrice(99999, 1)).toBe(`999,99${nbsp}₺`);
    expect(formatPrice(100000, 1)).toBe(`1.000,00${nbsp}₺`);
    expect(formatPrice(123456789, 1)).toBe(`1.234.567,89${nbsp}₺`);
    expect(formatPrice(100000000000, 1)).toBe(`1.000.000.000,00${nbsp}₺`);
  });

  it("knows the currencies by id and by code: 1 ₺, 2 $, 3 €", () => {
    const cases: [PriceCurrency, string][] = [
      [1, "₺"],
      [2, "$"],
      [3, "€"],
      ["TRY", "₺"],
      ["USD", "$"],
      ["EUR", "€"],
    ];
    for (const [currency, symbol] of cases) {
      expect(formatPrice(1250, currency)).toBe(`12,50${nbsp}${symbol}`);
    }
  });

  it("uses Latin digits and the same separators whatever the runtime locale", () => {
    expect(formatPrice(987654321, 3)).toMatch(/^[0-9.,]+\u00a0€$/);
  });

  it("puts a minus sign before negative amounts (discount lines)", () => {
    expect(formatPrice(-5000, 1)).toBe(`\u221250,00${nbsp}₺`);
    expect(formatPrice(-123456, 2)).toBe(`\u22121.234,56${nbsp}$`);
    expect(formatPrice(-0, 1)).toBe(`0,00${nbsp}₺`);
  });

  it("rounds a stray fraction of a minor unit instead of printing it", () => {
    expect(formatPrice(1999.6, 1)).toBe(`20,00${nbsp}₺`);
    expect(formatPrice(1999.4, 1)).toBe(`19,99${nbsp}₺`);
  });

  it("refuses what is not a price or an unknown currency id", () => {
    expect(() => formatPrice(Number.NaN, 1)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
    expect(() => formatPrice(100, 4 as PriceCurrency)).toThrow(RangeError);
  });

  it("shows an unknown ISO code as itself", () => {
    expect(formatPrice(1000, "GBP" as PriceCurrency)).toBe(`10,00${nbsp}GBP`);
  });
});

describe("formatPriceParts", () => {
  it("splits sign, number and symbol", () => {
    expect(formatPriceParts(-123456, 1)).toEqual({
      sign: "\u2212",
      number: "1.234,56",
      symbol: "₺",
    });
    expect(formatPriceParts(999, "EUR")).toEqual({ sign: "", number: "9,99", symbol: "€" });
  });
});

describe("toCurrencyCode", () => {
  it("maps ids to codes and keeps codes", () => {
    expect(toCurrencyCode(1)).toBe("TRY");
    expect(toCurrencyCode(2)).toBe("USD");
    expect(toCurrencyCode(3)).toBe("EUR");
    expect(toCurrencyCode("EUR")).toBe("EUR");
  });
});

describe("discountPercent", () => {
  it("rounds to whole percents", () => {
    expect(discountPercent(39999, 24999)).toBe(38);
    expect(discountPercent(10000, 7500)).toBe(25);
    expect(discountPercent(10000, 0)).toBe(100);
  });

  it("is 0 when the price did not drop", () => {
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, 12000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
