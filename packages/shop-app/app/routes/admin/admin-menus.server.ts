import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { menuErrors, menuItemInput } from "../../features/admin-menus/menu-form.server.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { isApiRequestError, unwrap } from "../../lib/shop-api.ts";

export type MenuActionResult =
  | { ok: true }
  | { ok: false; code: ErrorCode; errors: Record<string, string> };

/** The menu's items, and what an item can point at: categories, brands and content pages. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale } = routeApi(args);
  const [items, categories, brands, contents] = await Promise.all([
    unwrap(shopApi.header_menu.list.$post()),
    unwrap(shopApi.category.getAdminCategories.$post({ json: {} })),
    unwrap(shopApi.brand.getAdminBrands.$post({ json: {} })),
    unwrap(shopApi.contents.getAdminContents.$post({ json: { page_size: 100 } })),
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
  const menu = routeApi(args).shopApi.header_menu;
  const form = await args.request.formData();
  const id = Number(form.get("id")) || null;
  try {
    if (form.get("intent") === "delete" && id)
      await unwrap(menu.delete[":id"].$post({ param: { id } }));
    else if (id)
      await unwrap(menu.update[":id"].$post({ param: { id }, json: menuItemInput(form) }));
    else await unwrap(menu.add.$post({ json: menuItemInput(form) }));
    return { ok: true } satisfies MenuActionResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: MenuActionResult = { ok: false, code: error.code, errors: menuErrors(error) };
    return data(result, error.status);
  }
}
