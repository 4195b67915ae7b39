import { defaultLocale, type Locale, localeCodes } from "./locales.ts";

// Message catalogues are split by area so that each team owns its files:
// i18n/<locale>/<area>.json, flat ids that start with the area ("primitives.button.loading").
export const messageAreas = [
  "primitives",
  "overlays",
  "layout",
  "commerce",
  "admin",
  "screens",
  "product",
  "catalogue",
  "account",
] as const;
export type MessageArea = (typeof messageAreas)[number];

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>("./*/*.json", { eager: true, import: "default" });

function catalogueFor(locale: string): Catalogue {
  const merged: Catalogue = {};
  for (const area of messageAreas) Object.assign(merged, files[`./${locale}/${area}.json`]);
  return merged;
}

export const messagesByLocale = Object.fromEntries(
  localeCodes.map((locale) => [locale, catalogueFor(locale)]),
) as Record<Locale, Catalogue>;

/** Every message id of the default locale's catalogues: ids used in code are checked against it. */
export type MessageId =
  | keyof typeof import("./tr/primitives.json")
  | keyof typeof import("./tr/overlays.json")
  | keyof typeof import("./tr/layout.json")
  | keyof typeof import("./tr/commerce.json")
  | keyof typeof import("./tr/admin.json")
  | keyof typeof import("./tr/screens.json")
  | keyof typeof import("./tr/product.json")
  | keyof typeof import("./tr/catalogue.json")
  | keyof typeof import("./tr/account.json");

export function getMessages(locale: string): Catalogue {
  return messagesByLocale[locale as Locale] ?? messagesByLocale[defaultLocale];
}

/** The raw catalogue files, for the catalogue test. */
export const catalogueFiles: Readonly<Record<string, Catalogue>> = files;
