import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export const BLOG_PAGE_SIZE = 20;

/** A page of blog posts as the URL asks (?q=&category=&page=), and the categories to filter by. */
export async function loader(args: LoaderFunctionArgs) {
  const params = args.url.searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const asked = Number(params.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const category = /^[1-9]\d{0,8}$/.test(params.get("category") ?? "")
    ? String(params.get("category"))
    : "";
  const { shopApi } = routeApi(args);
  const [result, categories] = await Promise.all([
    unwrap(
      shopApi.blog.getAdminBlogs.$post({
        json: {
          page,
          page_size: BLOG_PAGE_SIZE,
          ...(q ? { search: q } : {}),
          ...(category ? { category_id: Number(category) } : {}),
        },
      }),
    ),
    unwrap(shopApi.blog_category.getAdminBlogCategories.$post()),
  ]);
  return {
    query: { q, category, page },
    page: result,
    categories: categories.map((row) => ({ value: String(row.id), label: row.name })),
    now: Date.now(),
  };
}
