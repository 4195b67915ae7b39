// Parses a catalogue of ICU message strings into the trees intl.ts formats. Used where the text is
// read (the app's server, Storybook, tests), never in the app's browser bundle.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { ParsedCatalogue } from "./intl.ts";

export function parseCatalogue(messages: Readonly<Record<string, string>>): ParsedCatalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      const elements = parse(text, { shouldParseSkeletons: true });
      const [only] = elements;
      // Plain text stays text (ParsedCatalogue): an escaped brace comes out unescaped.
      if (elements.length === 0) return [id, ""];
      return [id, elements.length === 1 && only?.type === TYPE.literal ? only.value : elements];
    }),
  );
}
