// The FAQ entry form, read from its posted fields into the API's input, and an entry from the
// API turned into what the form shows first.
import { type AdminFaq, AdminFaqInput } from "@shop/api/contract";
import { ADMIN_FAQ_TEXT_FIELDS, type AdminFaqValues } from "@shop/ui";
import type { z } from "zod";
import { formInput } from "../../lib/form-input.server.ts";
import { textsForForm, textsFromForm } from "../../lib/translated-texts.ts";

/** The posted form as the API's input; a language whose question and answer are empty is left out. */
export function faqInput(form: FormData): z.input<typeof AdminFaqInput> {
  return {
    ...formInput(form, AdminFaqInput),
    texts: textsFromForm(form, ADMIN_FAQ_TEXT_FIELDS, (entry) =>
      Boolean(entry.question.trim() || entry.answer.trim()),
    ) as z.input<typeof AdminFaqInput>["texts"],
  };
}

export function faqValues(faq: AdminFaq | null): AdminFaqValues {
  return {
    faq_category_id: faq ? String(faq.faq_category_id) : "",
    sort_order: faq?.sort_order ?? 0,
    is_active: faq?.is_active ?? true,
    texts: textsForForm(ADMIN_FAQ_TEXT_FIELDS, faq?.texts),
  };
}
