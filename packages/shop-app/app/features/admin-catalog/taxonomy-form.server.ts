// The taxonomy dialog's fields (name.tr, seo_link.tr, description.tr, seo_title.tr, picture,
// parent_id, group_id, sort_order, is_active) as the API's category, brand, model and supplier
// inputs, and the API's refusals back by dialog field. An update sends only what its dialog
// holds: the API keeps the rest as it is.
import { type ActionFunctionArgs, data } from "react-router";
import { formText } from "../../lib/form-input.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { type ApiRequestError, isApiRequestError, type ShopApi } from "../../lib/shop-api.ts";
import type { TaxonomyActionResult } from "./taxonomy-page.tsx";

const LANGUAGES = ["tr", "en", "ar"] as const;

/** A field the dialog holds, as typed (emptied: ""); left out when the dialog has no such field. */
const held = (form: FormData, name: string) => (form.has(name) ? formText(form, name) : undefined);

const common = (form: FormData) => ({
  sort_order: Number(formText(form, "sort_order") || 0),
  is_active: form.get("is_active") === "true",
});

/** A language's texts as typed; none when the admin left all of them empty. */
const typedTexts = <K extends string>(form: FormData, language: string, fields: readonly K[]) => {
  const texts = Object.fromEntries(
    fields.flatMap((field) => {
      const value = held(form, `${field}.${language}`);
      return value === undefined ? [] : [[field, value]];
    }),
  ) as Partial<Record<K, string>>;
  return Object.values(texts).some(Boolean) ? texts : undefined;
};

export function categoryInput(form: FormData) {
  return {
    ...common(form),
    parent_id: formText(form, "parent_id") ? Number(formText(form, "parent_id")) : null,
    image_path: held(form, "picture"),
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const texts = typedTexts(form, language, [
          "name",
          "seo_link",
          "description",
          "seo_title",
        ] as const);
        // A language with texts but no name is sent for the API to ask for its name.
        return texts ? [[language, { ...texts, name: texts.name ?? "" }]] : [];
      }),
    ) as { tr: { name: string } },
  };
}

/**
 * A brand: its Turkish name, and per language the name where it is written otherwise (empty:
 * as in Turkish), seo link and description; its logo.
 */
export function brandInput(form: FormData) {
  return {
    ...common(form),
    name: formText(form, "name.tr"),
    logo_path: held(form, "picture"),
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          ...(language === "tr" ? {} : { name: held(form, `name.${language}`) }),
          seo_link: held(form, `seo_link.${language}`),
          description: held(form, `description.${language}`),
        },
      ]),
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
    sort_order: Number(formText(form, "sort_order") || 0),
    names: Object.fromEntries(
      LANGUAGES.flatMap((language) =>
        formText(form, `name.${language}`) ? [[language, formText(form, `name.${language}`)]] : [],
      ),
    ) as { tr: string; en?: string; ar?: string },
  };
}

/** A model: its one name and its brand (the dialog's group). */
export function modelInput(form: FormData) {
  return {
    brand_id: Number(formText(form, "group_id")),
    name: formText(form, "name.tr"),
    is_active: form.get("is_active") === "true",
  };
}

/** A supplier as the dialog shows it: its name and state (the API keeps its contact details). */
export function supplierInput(form: FormData) {
  return { name: formText(form, "name.tr"), is_active: form.get("is_active") === "true" };
}

/** `texts.tr.name` as `name.tr`; a taken code is the name's (the code is made from it). */
export function dialogErrors(error: ApiRequestError): Record<string, string> {
  return Object.fromEntries(
    (error.fields ?? []).map(({ field, message }) => {
      const text = /^texts\.(tr|en|ar)\.(name|seo_link|description|seo_title)$/.exec(field);
      if (text) return [`${text[2]}.${text[1]}`, message];
      const name = /^names\.(tr|en|ar)$/.exec(field);
      if (name) return [`name.${name[1]}`, message];
      if (field === "texts.seo_link") return ["seo_link.tr", message];
      if (field === "code" || field === "name") return ["name.tr", message];
      if (field === "brand_id") return ["group_id", message];
      if (field === "logo_path" || field === "image_path") return ["picture", message];
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
  calls: (api: ShopApi) => {
    create: (form: FormData) => Promise<unknown>;
    update: (id: number, form: FormData) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
) {
  const { create, update, remove } = calls(routeApi(args).shopApi);
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
