// The blog's own addresses: the list, a category's list and a page of either.
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";

export const blogQuery = { category: "kategori", page: "sayfa" } as const;

export function blogListPath(locale: Locale, categoryId?: number | null, page = 1): string {
  const query = new URLSearchParams();
  if (categoryId) query.set(blogQuery.category, String(categoryId));
  if (page > 1) query.set(blogQuery.page, String(page));
  const search = query.toString();
  return `${localizePath(paths.blog, locale)}${search ? `?${search}` : ""}`;
}
