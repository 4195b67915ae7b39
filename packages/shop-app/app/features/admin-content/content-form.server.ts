// The content edit form, read from its posted fields into the API's input, and a page from the
// API turned into what the form shows first.
import type { AdminContent, AdminContentInput, LanguageCode } from "@shop/api/contract";
import {
  ADMIN_CONTENT_LANGUAGES,
  ADMIN_CONTENT_TEXT_FIELDS,
  type AdminContentTexts,
  type AdminContentValues,
} from "@shop/ui";
import type { z } from "zod";

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The posted form as the API's input; a language whose title and body are empty is left out. */
export function contentInput(form: FormData): z.input<typeof AdminContentInput> {
  const texts: Record<string, Record<string, string>> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const entry = Object.fromEntries(
      ADMIN_CONTENT_TEXT_FIELDS.map((field) => [field, textOf(form, `${language}.${field}`)]),
    );
    if (language === "tr" || entry.title?.trim() || entry.body?.trim()) texts[language] = entry;
  }
  const category = textOf(form, "content_category_id");
  const sort = textOf(form, "sort_order").trim();
  return {
    content_category_id: category ? Number(category) : null,
    sort_order: sort === "" ? 0 : Number(sort),
    is_active: form.get("is_active") === "true",
    show_in_footer: form.get("show_in_footer") === "true",
    texts: texts as z.input<typeof AdminContentInput>["texts"],
  };
}

const emptyTexts = (): AdminContentTexts => ({
  title: "",
  body: "",
  seo_link: "",
  seo_title: "",
  seo_description: "",
});

export function contentValues(content: AdminContent | null): AdminContentValues {
  const textsOf = (language: LanguageCode): AdminContentTexts => {
    const texts = content?.texts[language];
    if (!texts) return emptyTexts();
    return {
      title: texts.title,
      body: texts.body,
      seo_link: texts.seo_link,
      seo_title: texts.seo_title ?? "",
      seo_description: texts.seo_description ?? "",
    };
  };
  return {
    content_category_id: content?.content_category_id ? String(content.content_category_id) : "",
    sort_order: content?.sort_order ?? 0,
    is_active: content?.is_active ?? true,
    show_in_footer: content?.show_in_footer ?? true,
    texts: { tr: textsOf("tr"), en: textsOf("en"), ar: textsOf("ar") },
  };
}
