// The outbox: the e-mails, SMS and WhatsApp messages the shop wrote, filtered and paged through
// the URL, read in a dialog and resent through the route's action, the outcome as a toast.
import { AdminOutboxScreen } from "@shop/ui";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useLoaderData } from "react-router";
import { outboxQuery } from "../../features/admin-settings/outbox-query.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, OutboxActionResult } from "./admin-outbox.server.ts";

export { action, loader } from "./admin-outbox.server.ts";

const listPath = `${paths.admin}/outbox`;

export default function AdminOutbox() {
  const { query, page } = useLoaderData<typeof loader>();
  const resender = useOutboxAction("resend", "app.admin.resent");
  const retrier = useOutboxAction("retry", "app.admin.retried");
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
        status: item.status,
        attempts: item.attempts,
        lastError: item.last_error,
        nextAttemptAt: item.next_attempt_at,
        delivery: item.delivery_status,
        deliveryError: item.delivery_error,
      }))}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      getHref={(next) => outboxQuery.href(listPath, next)}
      resending={resender.busy}
      onResend={resender.submit}
      retrying={retrier.busy}
      onRetrySend={retrier.submit}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
    />
  );
}

/**
 * One of the outbox's writes through the route's action, its outcome as a toast. The
 * confirmation stays busy until the answer: closed when done, kept open when refused.
 */
function useOutboxAction(
  intent: "resend" | "retry",
  done: "app.admin.resent" | "app.admin.retried",
) {
  const fetcher = useFetcher<OutboxActionResult>({ key: `outbox-${intent}` });
  const { show, showError } = useShopToast();
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve();
      show("success", done);
    } else {
      showError(fetcher.data.code);
      pending.current.reject(fetcher.data.code);
    }
    pending.current = null;
  }, [fetcher.state, fetcher.data, show, showError, done]);
  return {
    busy: fetcher.state !== "idle",
    submit: (row: { id: string }) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        void fetcher.submit({ id: row.id, intent }, { method: "post" });
      }),
  };
}
