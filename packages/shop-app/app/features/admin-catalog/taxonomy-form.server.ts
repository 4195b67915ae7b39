// The taxonomy dialog's fields (name.tr, seo_link.tr, parent_id, group_id, sort_order, is_active)
// as the API's category, brand, model and supplier inputs, and the API's refusals back by dialog
// field.
import { type ActionFunctionArgs, data } from "react-router";
import { type ApiClient, type ApiRequestError, isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import type { TaxonomyActionResult } from "./taxonomy-page.tsx";

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

/** A blog category: its name and seo link per language, order and state. */
export function blogCategoryInput(form: FormData) {
  const { parent_id: _parent, ...input } = categoryInput(form);
  return input;
}

/** A content or FAQ category: its name per language and order (its code stays as it is). */
export function namedCategoryInput(form: FormData) {
  return {
    sort_order: Number(text(form, "sort_order") || 0),
    names: Object.fromEntries(
      LANGUAGES.flatMap((language) =>
        text(form, `name.${language}`) ? [[language, text(form, `name.${language}`)]] : [],
      ),
    ) as { tr: string; en?: string; ar?: string },
  };
}

/** A model: its one name and its brand (the dialog's group). */
export function modelInput(form: FormData) {
  return {
    brand_id: Number(text(form, "group_id")),
    name: text(form, "name.tr"),
    is_active: form.get("is_active") === "true",
  };
}

/** A supplier as the dialog keeps it: its name and state (its contact details stay as they are). */
export function supplierInput(form: FormData) {
  return { name: text(form, "name.tr"), is_active: form.get("is_active") === "true" };
}

/** `texts.tr.name` as `name.tr`; a taken code is the name's (the code is made from it). */
export function dialogErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => {
      const text = /^texts\.(tr|en|ar)\.(name|seo_link)$/.exec(field);
      if (text) return [`${text[2]}.${text[1]}`, message];
      const name = /^names\.(tr|en|ar)$/.exec(field);
      if (name) return [`name.${name[1]}`, message];
      if (field === "texts.seo_link") return ["seo_link.tr", message];
      if (field === "code" || field === "name") return ["name.tr", message];
      if (field === "brand_id") return ["group_id", message];
      return [field, message];
    }),
  );
}

/**
 * The taxonomy page's action: the dialog's save (a new row without an id) or a row's deletion,
 * answered as the page reads it; the API's refusals come back by dialog field.
 */
export async function taxonomyAction(
  args: ActionFunctionArgs,
  calls: (api: ApiClient) => {
    create: (form: FormData) => Promise<unknown>;
    update: (id: number, form: FormData) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
) {
  const { api } = routeApi(args);
  const { create, update, remove } = calls(api);
  const form = await args.request.formData();
  const id = Number(form.get("id")) || null;
  try {
    if (form.get("intent") === "delete" && id) await remove(id);
    else if (id) await update(id, form);
    else await create(form);
    return { ok: true } satisfies TaxonomyActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: TaxonomyActionResult = {
      ok: false,
      code: error.code,
      errors: dialogErrors(error),
    };
    return data(result, error.status);
  }
}
