// The content edit form, read from its posted fields into the API's input, and a page from the
// API turned into what the form shows first.
import { type AdminContent, AdminContentInput } from "@shop/api/contract";
import { ADMIN_CONTENT_TEXT_FIELDS, type AdminContentValues } from "@shop/ui";
import type { z } from "zod";
import { formInput } from "../../lib/form-input.server.ts";
import { textsForForm, textsFromForm } from "../../lib/translated-texts.ts";

/** The posted form as the API's input; a language whose title and body are empty is left out. */
export function contentInput(form: FormData): z.input<typeof AdminContentInput> {
  return {
    ...formInput(form, AdminContentInput),
    texts: textsFromForm(form, ADMIN_CONTENT_TEXT_FIELDS, (entry) =>
      Boolean(entry.title.trim() || entry.body.trim()),
    ) as z.input<typeof AdminContentInput>["texts"],
  };
}

export function contentValues(content: AdminContent | null): AdminContentValues {
  return {
    content_category_id: content?.content_category_id ? String(content.content_category_id) : "",
    sort_order: content?.sort_order ?? 0,
    is_active: content?.is_active ?? true,
    show_in_footer: content?.show_in_footer ?? true,
    texts: textsForForm(ADMIN_CONTENT_TEXT_FIELDS, content?.texts),
  };
}
