// The taxonomy dialog's fields (name.tr, seo_link.tr, parent_id, sort_order, is_active) as the
// API's category and brand inputs, and the API's refusals back by dialog field.
import type { ApiRequestError } from "../../lib/api-client.ts";

const LANGUAGES = ["tr", "en", "ar"] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const common = (form: FormData) => ({
  sort_order: Number(text(form, "sort_order") || 0),
  is_active: form.get("is_active") === "true",
});

export function categoryInput(form: FormData) {
  return {
    ...common(form),
    parent_id: text(form, "parent_id") ? Number(text(form, "parent_id")) : null,
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) =>
        text(form, `name.${language}`)
          ? [
              [
                language,
                {
                  name: text(form, `name.${language}`),
                  seo_link: text(form, `seo_link.${language}`),
                },
              ],
            ]
          : [],
      ),
    ) as { tr: { name: string; seo_link: string } },
  };
}

export function brandInput(form: FormData) {
  return {
    ...common(form),
    name: text(form, "name.tr"),
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) =>
        text(form, `seo_link.${language}`)
          ? [[language, { seo_link: text(form, `seo_link.${language}`) }]]
          : [],
      ),
    ),
  };
}

/** `texts.tr.name` as `name.tr`; a taken code is the name's (the code is made from it). */
export function dialogErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => {
      const text = /^texts\.(tr|en|ar)\.(name|seo_link)$/.exec(field);
      if (text) return [`${text[2]}.${text[1]}`, message];
      if (field === "texts.seo_link") return ["seo_link.tr", message];
      if (field === "code" || field === "name") return ["name.tr", message];
      return [field, message];
    }),
  );
}
