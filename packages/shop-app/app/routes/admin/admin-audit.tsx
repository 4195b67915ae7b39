// The audit log: every row an admin changed, with before and after, filtered by table in the URL.
import { AdminAuditLogScreen } from "@shop/ui";
import { Form, useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-audit.server.ts";

export { loader } from "./admin-audit.server.ts";

const auditPath = `${paths.admin}/audit`;

export default function AdminAudit() {
  const { changes, table } = useLoaderData<typeof loader>();
  return (
    <AdminAuditLogScreen
      entries={changes.items.map((change) => ({
        id: String(change.id),
        at: change.at,
        admin: change.admin_email ?? `#${change.admin_id}`,
        table: change.table,
        rowKey: change.row_key,
        action: change.action,
        before: change.before,
        after: change.after,
      }))}
      page={changes.page}
      pageSize={changes.page_size}
      totalRows={changes.total}
      tables={changes.tables}
      table={table}
      getPageHref={(page) =>
        `${auditPath}?${new URLSearchParams({ ...(table ? { table } : {}), page: String(page) })}`
      }
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={auditPath} {...props} />
      )}
    />
  );
}
