// The outbox: the e-mails, SMS and WhatsApp messages the shop wrote, filtered and paged through
// the URL, read in a dialog and resent through the route's action, the outcome as a toast.
import { AdminOutboxScreen } from "@shop/ui";
import { useEffect, useRef } from "react";
import { Form, type MetaArgs, useFetcher, useLoaderData } from "react-router";
import { outboxQueryHref } from "../../features/admin-settings/outbox-query.ts";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { renderRouterLink } from "../../features/layout/router-link.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, OutboxActionResult } from "./admin-outbox.server.ts";

export { action, loader } from "./admin-outbox.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "outbox", title: "app.page.adminOutbox" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminOutbox") }];
}

const listPath = `${paths.admin}/outbox`;

export default function AdminOutbox() {
  const { query, page } = useLoaderData<typeof loader>();
  const resender = useFetcher<OutboxActionResult>({ key: "outbox-resend" });
  const { show, showError } = useShopToast();
  // The confirmation stays busy until the answer: closed when queued, kept open when refused.
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (resender.state !== "idle" || !resender.data || !pending.current) return;
    if (resender.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.resent");
    } else {
      showError(resender.data.code);
      pending.current.reject(resender.data.code);
    }
    pending.current = null;
  }, [resender.state, resender.data, show, showError]);
  return (
    <AdminOutboxScreen
      messages={page.items.map((item) => ({
        id: String(item.id),
        channel: item.channel,
        recipient: item.recipient,
        subject: item.subject,
        body: item.body,
        topic: item.topic,
        language: item.language,
        createdAt: item.created_at,
        sentAt: item.sent_at,
      }))}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => outboxQueryHref(listPath, next)}
      resending={resender.state !== "idle"}
      onResend={(row) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void resender.submit({ id: row.id }, { method: "post" });
        })
      }
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}
