// The newsletter's subscribers: filtered and paged through the URL, and downloaded as CSV.
import { AdminNewsletterScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { languageName } from "../../features/admin-customers/customer-query.ts";
import {
  newsletterExportHref,
  newsletterQuery,
} from "../../features/admin-customers/newsletter-query.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-newsletter.server.ts";

export { loader } from "./admin-newsletter.server.ts";

const listPath = `${paths.admin}/newsletter`;

export default function AdminNewsletter() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <AdminNewsletterScreen
      subscribers={page.items.map((item) => ({
        id: String(item.id),
        email: item.email,
        language: languageName(item.language),
        status: item.status,
        createdAt: item.created_at,
      }))}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => newsletterQuery.href(listPath, next)}
      exportHref={newsletterExportHref(query)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
