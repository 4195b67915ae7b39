// Every locale's whole catalogue (the ui library's messages with the app's over them), built and
// parsed once on the server: the browser gets its page's locale only, as ICU syntax trees, and
// formats them without the parser. Registering them all here lets server code
// and meta functions format in any locale.
import { getMessages, type Locale, localeCodes } from "@shop/ui";
import { parseCatalogue } from "@shop/ui/i18n/parse-catalogue.ts";
import ar from "./ar.json";
import en from "./en.json";
import { type Catalogue, registerCatalogue } from "./messages.ts";
import tr from "./tr.json";

const appMessages: Record<Locale, Record<string, string>> = { tr, en, ar };

const catalogues = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    parseCatalogue({ ...getMessages(locale), ...appMessages[locale] }),
  ]),
) as Record<Locale, Catalogue>;

for (const locale of localeCodes) registerCatalogue(locale, catalogues[locale]);

/** Messages only the admin area shows: half of every catalogue. */
const adminOnly = (id: string) => id.startsWith("admin.") || id.startsWith("app.admin");

/** The storefront's documents carry the rest only (their hydration data, on every page). */
const storefrontCatalogues = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(catalogues[locale]).filter(([id]) => !adminOnly(id))),
  ]),
) as Record<Locale, Catalogue>;

export function catalogueFor(locale: Locale, area: "storefront" | "admin" = "admin"): Catalogue {
  return area === "storefront" ? storefrontCatalogues[locale] : catalogues[locale];
}
