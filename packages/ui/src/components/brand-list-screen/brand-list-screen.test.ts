import { describe, expect, it } from "vitest";
import { brandInitial, groupBrands } from "./group-brands.ts";

const brand = (name: string) => ({ id: name, name, href: `/${name}` });

describe("groupBrands", () => {
  it("follows the Turkish alphabet", () => {
    const groups = groupBrands(
      ["ipekyol", "Çilek", "Colins", "İpek", "Işık", "Zara", "Defacto", "3M", "ısıcam"].map(brand),
      "tr-TR",
    );
    expect(groups.map((group) => group.letter)).toEqual(["C", "Ç", "D", "I", "İ", "Z", null]);
    expect(groups.find((group) => group.letter === "İ")?.brands.map((b) => b.name)).toEqual([
      "İpek",
      "ipekyol",
    ]);
    expect(groups.find((group) => group.letter === "I")?.brands.map((b) => b.name)).toEqual([
      "ısıcam",
      "Işık",
    ]);
    expect(groups.at(-1)?.brands.map((b) => b.name)).toEqual(["3M"]);
  });

  it("puts the Arabic alef forms together", () => {
    expect(brandInitial("أديداس", "ar")).toBe("ا");
    expect(brandInitial("إكسترا", "ar")).toBe("ا");
    const groups = groupBrands(["بوما", "أديداس", "الرشيد"].map(brand), "ar");
    expect(groups.map((group) => group.letter)).toEqual(["ا", "ب"]);
    expect(groups[0]?.brands).toHaveLength(2);
  });

  it("upper-cases in English without Turkish dots", () => {
    expect(brandInitial("ikea", "en-US")).toBe("I");
    expect(brandInitial("ikea", "tr-TR")).toBe("İ");
    expect(brandInitial("  ", "tr-TR")).toBeNull();
  });
});
