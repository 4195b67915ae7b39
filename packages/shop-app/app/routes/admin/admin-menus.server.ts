import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { menuErrors, menuItemInput } from "../../features/admin-menus/menu-form.server.ts";
import { isApiRequestError } from "../../lib/api-client.ts";
import { routeApi } from "../../lib/route-api.server.ts";

export type MenuActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** The menu's items, and what an item can point at: categories, brands and content pages. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale } = routeApi(args);
  const [items, categories, brands, contents] = await Promise.all([
    api.adminMenuItems(),
    api.adminCategories(),
    api.adminBrands(),
    api.adminContents({ page_size: 100 }),
  ]);
  return {
    items,
    targets: {
      category: categories.map((row) => ({
        value: String(row.id),
        label: `${"— ".repeat(row.depth)}${row.texts[locale]?.name ?? row.texts.tr?.name ?? row.code}`,
      })),
      brand: brands.map((row) => ({ value: String(row.id), label: row.name })),
      content: contents.items.map((row) => ({ value: String(row.id), label: row.title })),
    },
  };
}

/** The dialog's save (a new item without an id) or an item's deletion. */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const id = Number(form.get("id")) || null;
  try {
    if (form.get("intent") === "delete" && id) await api.deleteMenuItem(id);
    else if (id) await api.updateMenuItem(id, menuItemInput(form));
    else await api.createMenuItem(menuItemInput(form));
    return { ok: true } satisfies MenuActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: MenuActionResult = { ok: false, code: error.code, errors: menuErrors(error) };
    return data(result, error.status);
  }
}
