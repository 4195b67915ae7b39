// The app's own message catalogues: shopper-facing texts that live outside the ui components
// (page titles, the specification's toasts and messages of section 8); ids start with "app.".
// The JSON files are read on the server only (catalogues.server.ts): the browser gets its page's
// locale alone, merged with the ui library's, in the root loader's data. This module formats
// with whatever catalogue its side holds: every locale on the server, the page's in the browser.
import type { ErrorCode } from "@shop/api/contract";
import { defaultLocale, getLocaleConfig } from "@shop/ui";
import { createIntl, type IntlShape, type ParsedCatalogue } from "@shop/ui/i18n/intl.ts";
import type tr from "./tr.json";

export type AppMessageId = keyof typeof tr;

/** A locale's whole catalogue, the ui library's messages and the app's, parsed (ICU trees). */
export type Catalogue = ParsedCatalogue;

const catalogues = new Map<string, Catalogue>();
const intls = new Map<string, IntlShape>();

// Catalogues by the JSON text a page carries them in: the server remembers the ones it made, the
// browser the last one it parsed (a revalidation brings the same text again, as a new string).
const byJson = new Map<string, Catalogue>();
let lastRead: { json: string; catalogue: Catalogue } | undefined;

/** The server's catalogues, by the JSON text of each (catalogues.server.ts). */
export function rememberCatalogueJson(json: string, catalogue: Catalogue): void {
  byJson.set(json, catalogue);
}

/** The catalogue a page's data carries as JSON text (the root loader's `messages`). */
export function catalogueFromJson(json: string): Catalogue {
  const known = byJson.get(json);
  if (known) return known;
  if (lastRead?.json !== json) lastRead = { json, catalogue: JSON.parse(json) as Catalogue };
  return lastRead.catalogue;
}

/** Makes a locale's catalogue the one formatAppMessage uses (the server: all; the browser: its own). */
export function registerCatalogue(locale: string, catalogue: Catalogue): void {
  if (catalogues.get(locale) === catalogue) return;
  catalogues.set(locale, catalogue);
  intls.delete(locale);
}

/** The catalogue held for a locale; the default locale's, or none, when it is not held here. */
export function catalogueOf(locale: string): Catalogue {
  return catalogues.get(locale) ?? catalogues.get(defaultLocale) ?? {};
}

/** Whether `id` is an app message (every locale has the same ids: the catalogue test). */
export function isAppMessageId(id: string): id is AppMessageId {
  for (const catalogue of catalogues.values()) if (id in catalogue) return true;
  return false;
}

/** The message id that explains an API refusal to a shopper. */
export function errorMessageId(code: ErrorCode): AppMessageId {
  return `app.error.${code}` as AppMessageId;
}

/** Formats an app message outside React (meta functions, server code). */
export function formatAppMessage(
  locale: string,
  id: AppMessageId,
  values?: Record<string, string | number>,
): string {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: getLocaleConfig(locale).intl, messages: catalogueOf(locale) });
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id }, values);
}
