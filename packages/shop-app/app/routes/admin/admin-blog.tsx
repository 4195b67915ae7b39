// The admin's blog posts: search, category and page in the URL (a GET form and links, so it
// works without JavaScript), each title linking to its edit page.
import { AdminBlogListScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { recordListQuery } from "../../lib/record-list-query.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-blog.server.ts";

export { loader } from "./admin-blog.server.ts";

const listPath = `${paths.admin}/blog`;

export default function AdminBlog() {
  const { query, page, categories, now } = useLoaderData<typeof loader>();
  return (
    <AdminBlogListScreen
      posts={page.items.map((item) => ({
        id: String(item.id),
        title: item.title,
        code: item.code,
        category: item.category.name,
        isActive: item.is_active,
        publishedAt: item.published_at,
        scheduled: Date.parse(item.published_at) > now,
        viewCount: item.view_count,
        editHref: `${listPath}/${item.id}`,
      }))}
      categories={categories}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => recordListQuery.href(listPath, next)}
      newHref={`${listPath}/new`}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
