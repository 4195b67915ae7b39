// The shop's locales. Adding one (say ku) is one catalogue folder (i18n/ku/<area>.json, every area)
// plus one line here.
// `intl` is the BCP 47 tag used for formatting: Latin digits in every locale (spec section 9).
export const locales = [
  { code: "tr", name: "Türkçe", dir: "ltr", iso: "tr-TR", intl: "tr-TR" },
  { code: "en", name: "English", dir: "ltr", iso: "en-US", intl: "en-US" },
  { code: "ar", name: "العربية", dir: "rtl", iso: "ar", intl: "ar-u-nu-latn" },
] as const satisfies readonly LocaleConfig[];

export interface LocaleConfig {
  code: string;
  name: string;
  dir: "ltr" | "rtl";
  iso: string;
  intl: string;
}

export type Locale = (typeof locales)[number]["code"];
export type Direction = LocaleConfig["dir"];

export const defaultLocale: Locale = "tr";

export const localeCodes: readonly Locale[] = locales.map((locale) => locale.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (localeCodes as readonly string[]).includes(value);
}

export function getLocaleConfig(code: string): LocaleConfig {
  return locales.find((locale) => locale.code === code) ?? locales[0];
}
