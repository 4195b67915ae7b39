import type { LanguageCode } from "../contract/index.ts";

/**
 * An seo link: lower case words joined by hyphens. Turkish and English links are ASCII (ç → c,
 * ı → i); Arabic links keep Arabic letters, without diacritics, as Arabic-language shops do.
 */
export function slugify(text: string, lang: LanguageCode): string {
  const cleaned = text.replace(/['’]/g, "");
  if (lang === "ar") {
    return cleaned
      .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
      .replace(/[A-Za-z\u00C0-\u024F]+/g, (latin) => slugify(latin, "tr"))
      .replace(/&/g, " و ")
      .replace(/[^a-z0-9\u0621-\u064A\u0660-\u0669]+/g, "-")
      .replace(/^-+|-+$/g, "");
  }
  return cleaned
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .replace(/&/g, lang === "tr" ? " ve " : " and ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
