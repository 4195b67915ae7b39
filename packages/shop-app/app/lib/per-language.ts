import type { LanguageCode } from "@shop/api/contract";

/** One text of a record's per-language texts, in each language ("" where it has none). */
export function perLanguage<T, K extends keyof T>(
  texts: Partial<Record<LanguageCode, T>>,
  field: K,
): Record<LanguageCode, string> {
  const read = (language: LanguageCode) => {
    const value = texts[language]?.[field];
    return typeof value === "string" ? value : "";
  };
  return { tr: read("tr"), en: read("en"), ar: read("ar") };
}
