import { describe, expect, it } from "vitest";
import { maskName } from "./mask-name.ts";

describe("maskName", () => {
  it("keeps the first letter of each word", () => {
    expect(maskName("Ayşe Yılmaz")).toBe("A*** Y***");
    expect(maskName("Mehmet Ali Öztürk")).toBe("M*** A*** Ö***");
  });

  it("collapses spaces and trims", () => {
    expect(maskName("  İsmail   Çelik ")).toBe("İ*** Ç***");
  });

  it("masks Arabic names letter by letter", () => {
    expect(maskName("محمد العلي")).toBe("م*** ا***");
  });

  it("never splits a character made of two code units", () => {
    expect(maskName("𝒜lice")).toBe("𝒜***");
  });

  it("gives an empty string for an empty name", () => {
    expect(maskName("")).toBe("");
    expect(maskName("   ")).toBe("");
  });
});
