import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  emptyFilters,
  formatPriceInput,
  formTarget,
  parsePriceInput,
  setInStock,
  setPrice,
  toggleBrand,
  toggleProperty,
} from "./filters.ts";

describe("listing filters", () => {
  it("toggles brands and property values without touching the input", () => {
    const withBrand = toggleBrand(emptyFilters, "koton");
    expect(withBrand.brands).toEqual(["koton"]);
    expect(emptyFilters.brands).toEqual([]);
    expect(toggleBrand(withBrand, "koton").brands).toEqual([]);

    const red = toggleProperty(emptyFilters, "colour", "red");
    const redBlue = toggleProperty(red, "colour", "blue");
    expect(redBlue.properties).toEqual({ colour: ["red", "blue"] });
    expect(
      toggleProperty(toggleProperty(redBlue, "colour", "red"), "colour", "blue").properties,
    ).toEqual({});
  });

  it("counts each value, the price range and in-stock once", () => {
    let filters = toggleBrand(toggleBrand(emptyFilters, "a"), "b");
    filters = toggleProperty(filters, "size", "m");
    expect(activeFilterCount(filters)).toBe(3);
    filters = setPrice(filters, { min: 10000, max: null });
    filters = setInStock(filters, true);
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(emptyFilters)).toBe(0);
  });

  it("reads prices as the shop writes them", () => {
    expect(parsePriceInput("150")).toBe(15000);
    expect(parsePriceInput(" 1.250,5 ")).toBe(125050);
    expect(parsePriceInput("1.250")).toBe(125000);
    expect(parsePriceInput("99.90")).toBe(9990);
    expect(parsePriceInput("0,99")).toBe(99);
    expect(parsePriceInput("12500")).toBe(1250000);
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("abc")).toBe("invalid");
    expect(parsePriceInput("-5")).toBe("invalid");
    expect(parsePriceInput("1,2,3")).toBe("invalid");
  });

  it("reads an amount as the shop shows it, symbol included, and Arabic digits", () => {
    expect(parsePriceInput("1.200,00")).toBe(120000);
    expect(parsePriceInput("2.400,00\u00a0₺")).toBe(240000);
    expect(parsePriceInput("$ 12,50")).toBe(1250);
    expect(parsePriceInput("١٬٢٠٠٫٥٠")).toBe(120050);
    expect(parsePriceInput("₺₺5")).toBe("invalid");
  });

  it("writes bounds back into the box", () => {
    expect(formatPriceInput(15000)).toBe("150");
    expect(formatPriceInput(125050)).toBe("1250,50");
    expect(formatPriceInput(null)).toBe("");
    expect(parsePriceInput(formatPriceInput(125005))).toBe(125005);
  });
});

describe("formTarget", () => {
  it("keeps the other parameters as hidden fields", () => {
    expect(formTarget("/kadin?marka=koton&marka=mavi&minPrice=100&sayfa=2", ["minPrice"])).toEqual({
      action: "/kadin",
      fields: [
        ["marka", "koton"],
        ["marka", "mavi"],
        ["sayfa", "2"],
      ],
    });
    expect(formTarget("https://shop.example/ara?q=elbise", []).action).toBe(
      "https://shop.example/ara",
    );
  });
});
