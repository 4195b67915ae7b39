// The shop's formatter against intl-messageformat, the formatter react-intl is built on: every
// message of every catalogue, with every plural and select branch taken, must read the same.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { createElement, isValidElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createIntl, ELEMENT, type IntlError } from "./intl.ts";
import { getLocaleConfig, localeCodes } from "./locales.ts";
import { messageAreas } from "./messages.ts";
import { parseCatalogue } from "./parse-catalogue.ts";

const here = dirname(fileURLToPath(import.meta.url));
const appCatalogues = join(here, "../../../shop-app/app/i18n");

function catalogueOf(locale: string): Record<string, string> {
  const areas = messageAreas.map((area) =>
    JSON.parse(readFileSync(join(here, locale, `${area}.json`), "utf8")),
  );
  const app = JSON.parse(readFileSync(join(appCatalogues, `${locale}.json`), "utf8"));
  return Object.assign({}, ...areas, app);
}

type Kind = "text" | "number" | "tag" | { select: string[] };

/** The placeholders of a message and what each takes. */
function placeholders(
  elements: string | MessageFormatElement[],
  found = new Map<string, Kind>(),
): Map<string, Kind> {
  if (typeof elements === "string") return found;
  for (const element of elements) {
    if (element.type === TYPE.argument)
      found.set(element.value, found.get(element.value) ?? "text");
    if (element.type === TYPE.number) found.set(element.value, "number");
    if (element.type === TYPE.plural) found.set(element.value, "number");
    if (element.type === TYPE.select)
      found.set(element.value, { select: Object.keys(element.options) });
    if (element.type === TYPE.tag) {
      found.set(element.value, "tag");
      placeholders(element.children, found);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
  }
  return found;
}

/** Values that take every branch: counts across the plural forms, every select option. */
function valueSets(found: Map<string, Kind>): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  for (const [name, kind] of found) {
    const choices: unknown[] =
      kind === "number"
        ? [0, 1, 2, 3, 11, 100, 1234.5]
        : kind === "tag"
          ? [(chunks: string[]) => `[${name}:${chunks.join("")}]`]
          : kind === "text"
            ? [`«${name}»`]
            : kind.select;
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice })));
    if (sets.length > 200) sets = sets.slice(0, 200);
  }
  return sets;
}

describe("the shop's message formatter", () => {
  it("numbers its element types as the parser does", () => {
    expect(ELEMENT).toEqual({
      literal: TYPE.literal,
      argument: TYPE.argument,
      number: TYPE.number,
      date: TYPE.date,
      time: TYPE.time,
      select: TYPE.select,
      plural: TYPE.plural,
      pound: TYPE.pound,
      tag: TYPE.tag,
    });
  });

  for (const code of localeCodes) {
    it(`formats every ${code} message as intl-messageformat does`, () => {
      const locale = getLocaleConfig(code).intl;
      const texts = catalogueOf(code);
      const parsed = parseCatalogue(texts);
      const errors: IntlError[] = [];
      const intl = createIntl({ locale, messages: parsed, onError: (e) => errors.push(e) });
      let compared = 0;
      for (const [id, text] of Object.entries(texts)) {
        const reference = new IntlMessageFormat(text, locale);
        for (const values of valueSets(placeholders(parsed[id] ?? ""))) {
          const expected = reference.format(values as Record<string, string>);
          const actual = intl.formatMessage({ id }, values as Record<string, string>);
          expect(actual, `${id} with ${JSON.stringify(values)}`).toEqual(expected);
          compared++;
        }
      }
      expect(errors).toEqual([]);
      expect(compared).toBeGreaterThan(Object.keys(texts).length);
    });
  }

  it("gives rich text as keyed nodes around the message's words", () => {
    const intl = createIntl({
      locale: "tr-TR",
      messages: parseCatalogue({
        terms: "Okudum: <link>koşullar</link> ve <b>{n, number}</b> adet",
      }),
    });
    const nodes = intl.formatMessage(
      { id: "terms" },
      {
        link: (chunks: ReactNode[]) => createElement("a", { href: "/k" }, chunks),
        b: (chunks: ReactNode[]) => createElement("b", null, chunks),
        n: 1500,
      },
    ) as ReactNode[];
    expect(nodes).toHaveLength(5);
    expect(nodes[0]).toBe("Okudum: ");
    expect(isValidElement(nodes[1]) && nodes[1].key).toBe("1");
    expect(nodes[2]).toBe(" ve ");
    expect(nodes[4]).toBe(" adet");
    const bold = nodes[3] as { props: { children: { props: { children: ReactNode[] } } } };
    expect(bold.props.children.props.children).toEqual(["1.500"]);
  });

  it("reports a missing message or value and shows the id instead", () => {
    const errors: IntlError[] = [];
    const intl = createIntl({
      locale: "en",
      messages: parseCatalogue({ hello: "Hello {name}" }),
      onError: (error) => errors.push(error),
    });
    expect(intl.formatMessage({ id: "nope" })).toBe("nope");
    expect(intl.formatMessage({ id: "hello" })).toBe("hello");
    expect(errors.map((error) => error.code)).toEqual(["MISSING_TRANSLATION", "FORMAT_ERROR"]);
  });

  it("formats numbers, dates and lists in the locale", () => {
    const intl = createIntl({ locale: "tr-TR", messages: {} });
    expect(intl.formatNumber(1234.5)).toBe("1.234,5");
    expect(intl.formatDate("2026-11-26T12:00:00Z", { dateStyle: "long", timeZone: "UTC" })).toBe(
      "26 Kasım 2026",
    );
    expect(intl.formatList(["a", "b", "c"])).toBe("a, b ve c");
  });

  it("shows dates and times in the shop's time zone, whatever the reader's", () => {
    const placed = "2026-03-09T21:30:00Z";
    const options = { dateStyle: "short", timeStyle: "short" } as const;
    const istanbul = createIntl({ locale: "tr-TR", messages: {} });
    expect(istanbul.timeZone).toBe("Europe/Istanbul");
    expect(istanbul.formatDate(placed, options)).toBe("10.03.2026 00:30");
    const newYork = createIntl({ locale: "en-GB", messages: {}, timeZone: "America/New_York" });
    expect(newYork.formatDate(placed, options)).toBe("09/03/2026, 17:30");
  });
});
