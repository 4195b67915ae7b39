// The header menu dialog's fields (type, target_id, parent_id, sort_order, is_active, title.tr,
// url.tr, ...) as the API's input, and the API's refusals back by dialog field.
import type { AdminMenuItemInput } from "@shop/api/contract";
import { ADMIN_CONTENT_LANGUAGES } from "@shop/ui";
import type { z } from "zod";
import type { ApiRequestError } from "../../lib/shop-api.ts";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export function menuItemInput(form: FormData): z.input<typeof AdminMenuItemInput> {
  const type = text(form, "type") as z.input<typeof AdminMenuItemInput>["type"];
  const texts: Record<string, { title: string; url: string }> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const title = text(form, `title.${language}`);
    const url = type === "link" ? text(form, `url.${language}`) : "";
    if (title || url) texts[language] = { title, url };
  }
  return {
    type,
    target_id: text(form, "target_id") ? Number(text(form, "target_id")) : null,
    parent_id: text(form, "parent_id") ? Number(text(form, "parent_id")) : null,
    sort_order: Number(text(form, "sort_order") || 0),
    is_active: form.get("is_active") === "true",
    texts,
  };
}

/** `texts.tr.title` as `title.tr`, the other fields as they are. */
export function menuErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => {
      const own = /^texts\.(tr|en|ar)\.(title|url)$/.exec(field);
      return [own ? `${own[2]}.${own[1]}` : field, message];
    }),
  );
}
