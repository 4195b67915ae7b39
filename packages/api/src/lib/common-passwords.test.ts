import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it("knows the breached favourites, whatever their case", () => {
    for (const password of ["12345678", "password1", "Qwertyuiop", "iloveyou", "PASSWORD"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    expect(isCommonPassword("kuzey-rüzgarı-ve-7-martı")).toBe(false);
  });
});
