// A record's texts per language as the admin's translated forms post them (`ar.title`) and as
// they show them first; the API leaves optional texts null where the form needs "".
import type { LanguageCode } from "@shop/api/contract";
import { ADMIN_CONTENT_LANGUAGES } from "@shop/ui";

export const formText = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * The posted texts by language. Turkish is always sent (the API names what it misses); another
 * language only when `written` finds something in it, so that an untouched tab adds nothing.
 */
export function textsFromForm<F extends string>(
  form: FormData,
  fields: readonly F[],
  written: (texts: Record<F, string>) => boolean,
): Partial<Record<LanguageCode, Record<F, string>>> {
  const texts: Partial<Record<LanguageCode, Record<F, string>>> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const entry = Object.fromEntries(
      fields.map((field) => [field, formText(form, `${language}.${field}`)]),
    ) as Record<F, string>;
    if (language === "tr" || written(entry)) texts[language] = entry;
  }
  return texts;
}

/** Each language's texts as the form shows them first: "" where the record has none. */
export function textsForForm<F extends string>(
  fields: readonly F[],
  texts: Partial<Record<LanguageCode, Partial<Record<F, string | null>>>> | undefined,
): Record<LanguageCode, Record<F, string>> {
  const of = (language: LanguageCode) =>
    Object.fromEntries(fields.map((field) => [field, texts?.[language]?.[field] ?? ""])) as Record<
      F,
      string
    >;
  return { tr: of("tr"), en: of("en"), ar: of("ar") };
}
