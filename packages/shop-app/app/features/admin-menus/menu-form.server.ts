// The header menu dialog's fields (type, target_id, parent_id, sort_order, is_active, title.tr,
// url.tr, ...) as the API's input, and the API's refusals back by dialog field.
import { AdminMenuItemInput } from "@shop/api/contract";
import { ADMIN_CONTENT_LANGUAGES } from "@shop/ui";
import type { z } from "zod";
import { formInput, formText } from "../../lib/form-input.server.ts";
import type { ApiRequestError } from "../../lib/shop-api.ts";

export function menuItemInput(form: FormData): z.input<typeof AdminMenuItemInput> {
  const input = formInput(form, AdminMenuItemInput);
  const texts: Record<string, { title: string; url: string }> = {};
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    const title = formText(form, `title.${language}`);
    const url = input.type === "link" ? formText(form, `url.${language}`) : "";
    if (title || url) texts[language] = { title, url };
  }
  return { ...input, texts };
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
