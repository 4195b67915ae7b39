import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { localeCodes } from "./locales.ts";
import { messageAreas } from "./messages.ts";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "..");

function catalogue(locale: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(here, locale, `${area}.json`), "utf8"));
}

function pluralsIn(elements: MessageFormatElement[]): { options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural) {
      return [
        { options: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => pluralsIn(option.value)),
      ];
    }
    if (element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => pluralsIn(option.value));
    }
    if (element.type === TYPE.tag) return pluralsIn(element.children);
    return [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("message catalogues", () => {
  it("has a folder per configured locale and no unconfigured one", () => {
    const folders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());
    expect(folders.sort()).toEqual([...localeCodes].sort());
  });

  for (const area of messageAreas) {
    it(`${area}: every locale has the same keys, all starting with "${area}."`, () => {
      const keys = catalogue("tr", area);
      for (const id of Object.keys(keys)) expect(id.startsWith(`${area}.`), id).toBe(true);
      for (const locale of localeCodes) {
        const other = catalogue(locale, area);
        const missing = Object.keys(keys).filter((id) => !(id in other));
        const extra = Object.keys(other).filter((id) => !(id in keys));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    });
  }

  it("every message is valid ICU and no message is empty", () => {
    for (const locale of localeCodes) {
      for (const area of messageAreas) {
        for (const [id, message] of Object.entries(catalogue(locale, area))) {
          expect(message.trim(), `${locale} ${id}`).not.toBe("");
          expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        }
      }
    }
  });

  it("Arabic plurals have zero, one, two, few, many and other", () => {
    for (const area of messageAreas) {
      for (const [id, message] of Object.entries(catalogue("ar", area))) {
        for (const plural of pluralsIn(parse(message))) {
          const forms = plural.options.filter((option) => !option.startsWith("="));
          expect({ id, forms: forms.sort() }).toEqual({
            id,
            forms: ["few", "many", "one", "other", "two", "zero"],
          });
        }
      }
    }
  });

  it("every message id used in the source exists in the catalogues", () => {
    const known = new Set(messageAreas.flatMap((area) => Object.keys(catalogue("tr", area))));
    const idPattern = new RegExp(
      `\\bid[:=]\\s*["'\`]((?:${messageAreas.join("|")})\\.[\\w.-]+)["'\`]`,
      "g",
    );
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, "utf8").matchAll(idPattern)) {
        const id = match[1] as string;
        if (!known.has(id)) missing.push(`${relative(src, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
