import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { fieldErrors } from "../../features/admin-catalog/product-form.server.ts";
import { contentInput, contentValues } from "../../features/admin-content/content-form.server.ts";
import { type ApiClient, isApiRequestError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";

const listPath = `${paths.admin}/content`;

/** The page of /admin/content/:id, or none for /admin/content/new. */
async function contentOf(api: ApiClient, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^\d+$/.test(id)) throw data(null, 404);
  try {
    return await api.adminContent(Number(id));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const [content, categories] = await Promise.all([
    contentOf(api, args.params.id),
    api.adminContentCategories(),
  ]);
  return {
    mode: content ? ("edit" as const) : ("create" as const),
    id: content?.id ?? null,
    values: contentValues(content),
    categories: categories.map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
    saved: args.url.searchParams.get("kaydedildi") !== null,
  };
}

export type ContentFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** Saves the whole form (create or update), or deletes the page (intent "delete"). */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");
  const id = args.params.id ? Number(args.params.id) : null;
  try {
    if (intent === "delete" && id !== null) {
      await api.deleteContent(id);
      return redirect(listPath);
    }
    if (id === null) {
      const created = await api.createContent(contentInput(form));
      return redirect(`${listPath}/${created.id}?kaydedildi`);
    }
    await api.updateContent(id, contentInput(form));
    return { ok: true, intent } satisfies ContentFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: ContentFormResult = {
      ok: false,
      intent,
      code: error.code,
      errors: fieldErrors(error),
    };
    return data(result, error.status);
  }
}
