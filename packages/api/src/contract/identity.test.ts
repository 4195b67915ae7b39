import { describe, expect, it } from "vitest";
import { AddressInput } from "./addresses.ts";
import { requiredText } from "./identity.ts";
import { stripBidiControls } from "./validators.ts";

// Issue 26, item 14: a name with a right-to-left override ("Ayşe \u202Efdp.exe") read "exe.pdf"
// on every page that showed it. Names come in without direction controls.
describe("names lose their direction controls", () => {
  it.each([
    ["right-to-left override", "Ayşe \u202Efdp.exe", "Ayşe fdp.exe"],
    ["left-to-right override", "\u202DAyşe\u202C Yılmaz", "Ayşe Yılmaz"],
    ["embeddings", "\u202AAyşe\u202B Yılmaz\u202C", "Ayşe Yılmaz"],
    ["isolates", "\u2066Ayşe\u2067 \u2068Yılmaz\u2069", "Ayşe Yılmaz"],
  ])("%s", (_why, input, name) => {
    expect(requiredText(100).parse(input)).toBe(name);
  });

  it("keeps the marks LRM and RLM, and every letter", () => {
    expect(stripBidiControls("أحمد\u200F Ayşe\u200E")).toBe("أحمد\u200F Ayşe\u200E");
  });

  it("refuses a name made of nothing but controls, as an empty one", () => {
    const result = requiredText(100).safeParse(" \u202E\u2066 ");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("required");
  });

  it("cleans an address's name and lines", () => {
    const result = AddressInput.safeParse({
      title: "Ev\u202E",
      name: "Ayşe \u202Efdp.exe",
      surname: "Yılmaz",
      phone: "05321234567",
      country_id: 1,
      state_id: 1,
      city_id: 1,
      address: "Atatürk Cad. \u202E12 No\u202C",
      postal_code: "34000",
    });
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({
      title: "Ev",
      name: "Ayşe fdp.exe",
      address: "Atatürk Cad. 12 No",
    });
  });
});
