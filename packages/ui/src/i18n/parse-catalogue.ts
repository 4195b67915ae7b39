// Parses a catalogue of ICU message strings into the trees intl.ts formats. Used where the text is
// read (the app's server, Storybook, tests), never in the app's browser bundle.
import { parse } from "@formatjs/icu-messageformat-parser";
import type { ParsedCatalogue } from "./intl.ts";

export function parseCatalogue(messages: Readonly<Record<string, string>>): ParsedCatalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text, { shouldParseSkeletons: true })]),
  );
}
