// Every locale's whole catalogue (the ui library's messages with the app's over them), built and
// parsed once on the server: the browser gets its page's locale only, as ICU syntax trees, and
// formats them without the parser. Registering them all here lets server code
// and meta functions format in any locale.
//
// A page gets its catalogue as one JSON text made here once, not as an object: React Router would
// otherwise flatten its thousands of nodes into the page's data on every render. Storefront pages
// get it without the admin area's messages, which are half of it.
import { getMessages, type Locale, localeCodes } from "@shop/ui";
import { parseCatalogue } from "@shop/ui/i18n/parse-catalogue.ts";
import ar from "./ar.json";
import en from "./en.json";
import { type Catalogue, registerCatalogue, rememberCatalogueJson } from "./messages.ts";
import tr from "./tr.json";

const appMessages: Record<Locale, Record<string, string>> = { tr, en, ar };

/** Ids only the admin area shows: the ui library's admin screens and the app's admin texts. */
const isAdminMessage = (id: string) => id.startsWith("admin.") || id.startsWith("app.admin");

export type CatalogueArea = "storefront" | "admin";

function catalogueJson(catalogue: Catalogue, area: CatalogueArea): string {
  const kept =
    area === "admin"
      ? catalogue
      : Object.fromEntries(Object.entries(catalogue).filter(([id]) => !isAdminMessage(id)));
  const json = JSON.stringify(kept);
  rememberCatalogueJson(json, kept);
  return json;
}

const catalogues = Object.fromEntries(
  localeCodes.map((locale) => {
    const catalogue = parseCatalogue({ ...getMessages(locale), ...appMessages[locale] });
    registerCatalogue(locale, catalogue);
    return [
      locale,
      {
        storefront: catalogueJson(catalogue, "storefront"),
        admin: catalogueJson(catalogue, "admin"),
      },
    ];
  }),
) as Record<Locale, Record<CatalogueArea, string>>;

/** The catalogue a page of `area` in `locale` carries to the browser, as JSON (catalogueFromJson). */
export function catalogueJsonFor(locale: Locale, area: CatalogueArea): string {
  return catalogues[locale][area];
}
