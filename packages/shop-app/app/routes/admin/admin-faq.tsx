// The admin's FAQ entries: search, category and page in the URL (a GET form and links, so it
// works without JavaScript), each question linking to its edit page.
import { AdminFaqListScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { recordListQuery } from "../../lib/record-list-query.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-faq.server.ts";

export { loader } from "./admin-faq.server.ts";

const listPath = `${paths.admin}/faq`;

export default function AdminFaq() {
  const { query, page, categories } = useLoaderData<typeof loader>();
  return (
    <AdminFaqListScreen
      faqs={page.items.map((item) => ({
        id: String(item.id),
        question: item.question,
        category: item.category.name,
        sortOrder: item.sort_order,
        isActive: item.is_active,
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
