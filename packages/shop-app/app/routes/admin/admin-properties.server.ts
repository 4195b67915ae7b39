import type { AdminProperty } from "@shop/api/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { taxonomyAction } from "../../features/admin-catalog/taxonomy-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

export async function loader(args: LoaderFunctionArgs) {
  return { properties: await propertiesOf(routeApi(args).shopApi) };
}

const propertiesOf = (api: ShopApi) => unwrap(api.property.getAdminProperties.$post({ json: {} }));

const LANGUAGES = ["tr", "en", "ar"] as const;
type Names = Partial<Record<(typeof LANGUAGES)[number], string>>;

/** `{ tr: { name } , ... }` for the languages that have a name. */
const texts = (names: Names) =>
  Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const name = names[language]?.trim();
      return name ? [[language, { name }]] : [];
    }),
  ) as { tr: { name: string } };

const typedNames = (form: FormData): Names =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, String(form.get(`name.${language}`) ?? "")]),
  );

/** The property as it is, to be saved whole with one part changed. */
function asInput(property: AdminProperty) {
  return {
    code: property.code,
    display: property.display,
    is_filter: property.is_filter,
    sort_order: property.sort_order,
    texts: texts(property.names),
    values: property.values.map((value) => ({
      id: value.id,
      code: value.code,
      swatch_hex: value.swatch_hex,
      texts: texts(value.names),
    })),
  };
}

async function current(api: ShopApi, id: number) {
  const found = (await propertiesOf(api)).find((property) => property.id === id);
  if (!found) throw new Response(null, { status: 404 });
  return found;
}

/**
 * The values dialog's list, in order: `values` is JSON of `{ id?, names }`. A value keeps its
 * code and swatch; one left out is deleted (refused when variants are made of it).
 */
function valuesInput(property: AdminProperty, form: FormData) {
  const sent = JSON.parse(String(form.get("values") ?? "[]")) as Array<{
    id?: string;
    names: Names;
  }>;
  return sent.map((value) => {
    const was = property.values.find((v) => String(v.id) === value.id);
    return was
      ? { id: was.id, code: was.code, swatch_hex: was.swatch_hex, texts: texts(value.names) }
      : { texts: texts(value.names) };
  });
}

export function action(args: ActionFunctionArgs) {
  return taxonomyAction(args, (api) => ({
    create: (form) =>
      unwrap(api.property.add.$post({ json: { texts: texts(typedNames(form)), values: [] } })),
    update: async (id, form) => {
      const property = await current(api, id);
      const input = asInput(property);
      const json =
        form.get("intent") === "values"
          ? { ...input, values: valuesInput(property, form) }
          : { ...input, texts: texts(typedNames(form)) };
      return unwrap(api.property.update[":id"].$post({ param: { id }, json }));
    },
    remove: (id) => unwrap(api.property.delete[":id"].$post({ param: { id } })),
  }));
}
