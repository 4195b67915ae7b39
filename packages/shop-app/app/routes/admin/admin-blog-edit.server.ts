import { type ErrorCode, IMAGE_MAX_BYTES } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { blogInput, blogValues } from "../../features/admin-blog/blog-form.server.ts";
import { fieldErrors } from "../../features/admin-catalog/product-form.server.ts";
import { type ApiClient, isApiRequestError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { routeApi } from "../../lib/route-api.server.ts";

const listPath = `${paths.admin}/blog`;

/** The post of /admin/blog/:id, or none for /admin/blog/new. */
async function postOf(api: ApiClient, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^\d+$/.test(id)) throw data(null, 404);
  try {
    return await api.adminBlog(Number(id));
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, 404);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { api } = routeApi(args);
  const [post, categories] = await Promise.all([
    postOf(api, args.params.id),
    api.adminBlogCategories(),
  ]);
  return {
    mode: post ? ("edit" as const) : ("create" as const),
    id: post?.id ?? null,
    values: blogValues(post),
    categories: categories.map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
    saved: args.url.searchParams.get("kaydedildi") !== null,
    coverMaxBytes: IMAGE_MAX_BYTES,
  };
}

export type BlogFormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; code: ErrorCode; errors: Record<string, string> };

/** Saves the whole form (create or update), or deletes the post (intent "delete"). */
export async function action(args: ActionFunctionArgs) {
  const { api } = routeApi(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "save");
  const id = args.params.id ? Number(args.params.id) : null;
  try {
    if (intent === "delete" && id !== null) {
      await api.deleteBlog(id);
      return redirect(listPath);
    }
    if (id === null) {
      const created = await api.createBlog(blogInput(form));
      return redirect(`${listPath}/${created.id}?kaydedildi`);
    }
    await api.updateBlog(id, blogInput(form));
    return { ok: true, intent } satisfies BlogFormResult;
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    const result: BlogFormResult = {
      ok: false,
      intent,
      code: error.code,
      errors: fieldErrors(error),
    };
    return data(result, error.status);
  }
}
