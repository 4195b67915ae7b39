// /blog: the published posts, newest first, of every category or of one (?kategori={id}, the
// same in every language, so the language switcher keeps the filter), a page at
// a time (?sayfa=N), with the most-read panel. An unknown category or a page past the last is 404.
import { data } from "react-router";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { blogQuery } from "./blog-links.ts";

function pageOf(url: URL): number {
  const raw = url.searchParams.get(blogQuery.page);
  if (raw === null) return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  return page;
}

export async function loadBlogList({ shopApi, url }: ListingPageArgs) {
  const { blog } = shopApi;
  const page = pageOf(url);
  const categoryId = url.searchParams.get(blogQuery.category);
  const [categories, mostRead] = await Promise.all([
    unwrap(blog.getBlogCategories.$get()),
    unwrap(blog.get_most_read.$get()),
  ]);
  const category = categoryId === null ? null : categories.find((c) => String(c.id) === categoryId);
  if (category === undefined) throw data(null, { status: 404 });
  const posts = category
    ? await unwrap(
        blog.active_all_by_category[":id"].$post({ param: { id: category.id }, json: { page } }),
      )
    : await unwrap(blog.active_all.$post({ json: { page } }));
  if (page > Math.max(posts.page_count, 1)) throw data(null, { status: 404 });
  return { categories, category, posts, mostRead };
}

export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;
