// The FAQ entry form, read from its posted fields into the API's input, and an entry from the
// API turned into what the form shows first.
import type { AdminFaq, AdminFaqInput, LanguageCode } from "@shop/api/contract";
import { ADMIN_CONTENT_LANGUAGES, ADMIN_FAQ_TEXT_FIELDS, type AdminFaqValues } from "@shop/ui";
import type { z } from "zod";

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The posted form as the API's input; a language whose question and answer are empty is left out. */
export function faqInput(form: FormData): z.input<typeof AdminFaqInput> {
  const texts: Record<string, Record<string, string>> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const entry = Object.fromEntries(
      ADMIN_FAQ_TEXT_FIELDS.map((field) => [field, textOf(form, `${language}.${field}`)]),
    );
    if (language === "tr" || entry.question?.trim() || entry.answer?.trim())
      texts[language] = entry;
  }
  const category = textOf(form, "faq_category_id");
  const sort = textOf(form, "sort_order").trim();
  return {
    faq_category_id: category ? Number(category) : (undefined as unknown as number),
    sort_order: sort === "" ? 0 : Number(sort),
    is_active: form.get("is_active") === "true",
    texts: texts as z.input<typeof AdminFaqInput>["texts"],
  };
}

export function faqValues(faq: AdminFaq | null): AdminFaqValues {
  const textsOf = (language: LanguageCode) => ({
    question: faq?.texts[language]?.question ?? "",
    answer: faq?.texts[language]?.answer ?? "",
  });
  return {
    faq_category_id: faq ? String(faq.faq_category_id) : "",
    sort_order: faq?.sort_order ?? 0,
    is_active: faq?.is_active ?? true,
    texts: { tr: textsOf("tr"), en: textsOf("en"), ar: textsOf("ar") },
  };
}
