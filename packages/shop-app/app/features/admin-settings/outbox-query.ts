// The outbox list's state in the URL (?q=&channel=&status=&page=) and the API request it makes.
import type { AdminOutboxQuery } from "@shop/ui";
import { type ListQuery, listQuery, oneOf, page, text } from "../../lib/list-query.ts";

export const OUTBOX_PAGE_SIZE = 25;

export const outboxQuery: ListQuery<AdminOutboxQuery> = listQuery({
  q: text(100),
  channel: oneOf(["all", "email", "sms", "whatsapp"] as const, "all"),
  status: oneOf(["all", "pending", "sent", "failed", "undelivered"] as const, "all"),
  page,
});

export function outboxRequest(query: AdminOutboxQuery) {
  return {
    page: query.page,
    page_size: OUTBOX_PAGE_SIZE,
    channel: query.channel,
    status: query.status,
    ...(query.q ? { search: query.q } : {}),
  };
}
