import { ERROR_CODES } from "@shop/api/contract";
import { createIntl } from "@shop/ui/i18n/intl.ts";
import { parseCatalogue } from "@shop/ui/i18n/parse-catalogue.ts";
import { describe, expect, it } from "vitest";
import ar from "./ar.json";
import en from "./en.json";
import { errorMessageId } from "./messages.ts";
import tr from "./tr.json";

const catalogues: Record<string, Record<string, string>> = { tr, en, ar };
const allKeys = [
  ...new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue))),
].sort();

/** A value for every placeholder the catalogues use. */
const sampleValues = {
  page: "p",
  shop: "s",
  currency: "₺",
  title: "t",
  query: "q",
  brand: "b",
  category: "c",
  percent: 10,
  buy: 3,
  pay: 2,
};

describe("app message catalogues", () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale} has every key of every other catalogue`, () => {
      const missing = allKeys.filter((key) => !(key in catalogue));
      expect(missing, `missing in ${locale}.json`).toEqual([]);
    });

    it(`${locale} has no empty text and every text is valid ICU`, () => {
      const errors: string[] = [];
      const intl = createIntl({
        locale,
        messages: parseCatalogue(catalogue),
        onError: (error) => errors.push(String(error)),
      });
      for (const [id, text] of Object.entries(catalogue)) {
        expect(text.trim(), id).not.toBe("");
        intl.formatMessage({ id }, { ...sampleValues });
      }
      expect(errors).toEqual([]);
    });
  }

  it("every key starts with app.", () => {
    expect(allKeys.filter((key) => !key.startsWith("app."))).toEqual([]);
  });

  it("has a shopper-facing text for every error code the API can send", () => {
    const missing = ERROR_CODES.filter((code) => !(errorMessageId(code) in tr));
    expect(missing).toEqual([]);
  });
});
