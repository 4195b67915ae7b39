// /blog: the ui BlogListScreen with the loader's posts, categories and most-read panel.
import { BlogListScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLocation } from "react-router";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { blogListPath } from "./blog-links.ts";
import type { BlogListData } from "./blog-list.server.ts";
import { toMostReadItem, toNewsItem } from "./blog-posts.ts";

export function BlogListPage({ data }: { data: BlogListData }) {
  const intl = useIntl();
  const { locale } = splitLocale(useLocation().pathname);
  const { category, posts } = data;
  const blog = intl.formatMessage({ id: "app.page.blog" });
  return (
    <BlogListScreen
      {...(category ? { title: category.name } : {})}
      breadcrumbs={[
        { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) },
        category ? { label: blog, href: localizePath(paths.blog, locale) } : { label: blog },
        ...(category ? [{ label: category.name }] : []),
      ]}
      allHref={blogListPath(locale)}
      categories={data.categories.map((c) => ({
        id: String(c.id),
        label: c.name,
        href: blogListPath(locale, c.id),
      }))}
      {...(category ? { currentCategoryId: String(category.id) } : {})}
      posts={posts.items.map((post) => toNewsItem(post, locale))}
      page={posts.page}
      pageCount={posts.page_count}
      getPageHref={(page) => blogListPath(locale, category?.id, page)}
      mostRead={data.mostRead.map((post) => toMostReadItem(post, locale))}
      renderLink={renderRouterLink}
    />
  );
}
