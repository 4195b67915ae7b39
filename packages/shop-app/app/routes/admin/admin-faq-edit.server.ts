import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { fieldErrors } from "../../features/admin-catalog/product-form.server.ts";
import { faqInput, faqValues } from "../../features/admin-faq/faq-form.server.ts";
import { type ApiClient, isApiRequestError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";

const listPath = `${paths.admin}/faq`;

/** The entry of /admin/faq/:id, or none for /admin/faq/new. */
async function faqOf(api: ApiClient, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^\d+$/.test(id)) throw data(null, 404);
  try {
    return await api.adminFaq(Number(id));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const [faq, categories] = await Promise.all([
    faqOf(api, args.params.id),
    api.adminFaqCategories(),
  ]);
  return {
    mode: faq ? ("edit" as const) : ("create" as const),
    id: faq?.id ?? null,
    values: faqValues(faq),
    categories: categories.map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
    saved: args.url.searchParams.get("kaydedildi") !== null,
  };
}

export type FaqFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** Saves the whole form (create or update), or deletes the entry (intent "delete"). */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");
  const id = args.params.id ? Number(args.params.id) : null;
  try {
    if (intent === "delete" && id !== null) {
      await api.deleteFaq(id);
      return redirect(listPath);
    }
    if (id === null) {
      const created = await api.createFaq(faqInput(form));
      return redirect(`${listPath}/${created.id}?kaydedildi`);
    }
    await api.updateFaq(id, faqInput(form));
    return { ok: true, intent } satisfies FaqFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: FaqFormResult = {
      ok: false,
      intent,
      code: error.code,
      errors: fieldErrors(error),
    };
    return data(result, error.status);
  }
}
