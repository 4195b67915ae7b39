import { describe, expect, it } from "vitest";
import {
  isNonEmpty,
  isValidEmail,
  isValidIsoDate,
  isValidNationalId,
  normalizePhone,
} from "./validators.ts";

describe("isValidNationalId (T.C. kimlik no)", () => {
  it.each(["10000000146", "12345678950", "98765432150", "11111111110", "10090909008"])(
    "accepts %s",
    (id) => expect(isValidNationalId(id)).toBe(true),
  );

  it.each([
    ["starts with 0", "01234567890"],
    ["10 digits", "1000000014"],
    ["12 digits", "100000001460"],
    ["wrong 10th digit", "10000000156"],
    ["wrong 11th digit", "10000000147"],
    ["letters", "1000000014a"],
    ["spaces", "100 000 001 46"],
    ["empty", ""],
  ])("rejects %s", (_why, id) => expect(isValidNationalId(id)).toBe(false));

  it("rejects what is not a string", () => {
    expect(isValidNationalId(10000000146)).toBe(false);
    expect(isValidNationalId(null)).toBe(false);
    expect(isValidNationalId(undefined)).toBe(false);
  });

  it("checks digit 10 with a negative intermediate sum the way the rule means (mod 10, not JS %)", () => {
    // (1+0+0+0+0)×7 − (0+9+9+9) = −20 → 0
    expect(isValidNationalId("10090909008")).toBe(true);
    expect(isValidNationalId("10090909018")).toBe(false);
  });
});

describe("isValidEmail (spec section 5)", () => {
  it.each(["ayse@example.com", "ayse.yilmaz@example.com.tr", "a-b.c_d@mail-server.co", "A1@X.DE"])(
    "accepts %s",
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ["no @", "ayse.example.com"],
    ["no domain", "ayse@"],
    ["no top-level part", "ayse@example"],
    ["top-level part of 4 letters", "ayse@example.info"],
    ["top-level part of 1 letter", "ayse@example.c"],
    ["a plus sign", "ayse+shop@example.com"],
    ["two @", "a@b@example.com"],
    ["a space", "ayse @example.com"],
    ["leading dot", ".ayse@example.com"],
    ["double dot", "ayse..y@example.com"],
    ["empty", ""],
  ])("rejects %s", (_why, email) => expect(isValidEmail(email)).toBe(false));

  it("answers at once on input made to make a backtracking pattern hang", () => {
    const evil = `${"a.".repeat(60)}a@${"b-".repeat(60)}`;
    const started = performance.now();
    expect(isValidEmail(evil)).toBe(false);
    expect(isValidEmail(`${"a".repeat(40)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("isNonEmpty (spec section 5)", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["empty text", ""],
    ["blank text", "   "],
    ['the text "undefined"', "undefined"],
  ])("rejects %s", (_why, value) => expect(isNonEmpty(value)).toBe(false));

  it.each([
    ["text", "a"],
    ["zero", 0],
    ["false", false],
    ['the text "null"', "null"],
    ["an object", {}],
  ])("accepts %s", (_why, value) => expect(isNonEmpty(value)).toBe(true));
});

describe("normalizePhone", () => {
  it.each([
    ["0532 123 45 67", "+905321234567"],
    ["5321234567", "+905321234567"],
    ["+90 (532) 123-45-67", "+905321234567"],
    ["0090 532 123 4567", "+905321234567"],
    ["0212 555 00 11", "+902125550011"],
    ["+49 30 1234567", "+49301234567"],
  ])("%s → %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(["", "abc", "123", "0532 123", "+90 532 123 45 678", "05321234567ext"])(
    "rejects %s",
    (input) => expect(normalizePhone(input)).toBeNull(),
  );
});

describe("isValidIsoDate", () => {
  it("accepts real calendar dates written YYYY-MM-DD", () => {
    expect(isValidIsoDate("1990-05-17")).toBe(true);
    expect(isValidIsoDate("2024-02-29")).toBe(true);
  });
  it.each(["2023-02-29", "2023-13-01", "17.05.1990", "1990-5-17", ""])("rejects %s", (value) =>
    expect(isValidIsoDate(value)).toBe(false),
  );
});
