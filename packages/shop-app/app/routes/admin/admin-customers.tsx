// The admin's customer list: search, sort and pages in the URL (a GET form and links, so it works
// without JavaScript), each name linking to the customer's page.
import { AdminCustomerListScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { customerQuery } from "../../features/admin-customers/customer-query.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-customers.server.ts";

export { loader } from "./admin-customers.server.ts";

const listPath = `${paths.admin}/customers`;

export default function AdminCustomers() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <AdminCustomerListScreen
      customers={page.items.map((item) => ({
        id: String(item.id),
        name: `${item.name} ${item.surname}`,
        email: item.email,
        phone: item.phone,
        orderCount: item.order_count,
        isActive: item.is_active,
        deleted: item.deleted,
        createdAt: item.created_at,
        lastLoginAt: item.last_login_at,
        detailHref: `${listPath}/${item.id}`,
      }))}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => customerQuery.href(listPath, next)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
