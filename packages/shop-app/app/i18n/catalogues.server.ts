// Every locale's whole catalogue (the ui library's messages with the app's over them), built once
// on the server. The root loader hands the browser its page's locale only; registering them all
// here lets server code and meta functions format in any locale.
import { getMessages, type Locale, localeCodes } from "@shop/ui";
import ar from "./ar.json";
import en from "./en.json";
import { type Catalogue, registerCatalogue } from "./messages.ts";
import tr from "./tr.json";

const appMessages: Record<Locale, Catalogue> = { tr, en, ar };

const catalogues = Object.fromEntries(
  localeCodes.map((locale) => [locale, { ...getMessages(locale), ...appMessages[locale] }]),
) as Record<Locale, Catalogue>;

for (const locale of localeCodes) registerCatalogue(locale, catalogues[locale]);

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
