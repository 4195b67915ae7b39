// The admin's content pages: search and page in the URL (a GET form and links, so it works
// without JavaScript), each title linking to its edit page.
import { AdminContentListScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { contentListQuery } from "../../lib/record-list-query.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-contents.server.ts";

export { loader } from "./admin-contents.server.ts";

const listPath = `${paths.admin}/content`;

export default function AdminContents() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <AdminContentListScreen
      contents={page.items.map((item) => ({
        id: String(item.id),
        title: item.title,
        code: item.code,
        category: item.category?.name ?? null,
        isActive: item.is_active,
        updatedAt: item.updated_at,
        editHref: `${listPath}/${item.id}`,
      }))}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => contentListQuery.href(listPath, next)}
      newHref={`${listPath}/new`}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
