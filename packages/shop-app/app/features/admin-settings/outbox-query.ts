// The outbox list's state in the URL (?q=&channel=&status=&page=) and the API request it makes.
import type { AdminOutboxQuery } from "@shop/ui";

const CHANNELS = ["all", "email", "sms", "whatsapp"] as const;
const STATUSES = ["all", "pending", "sent", "failed", "undelivered"] as const;

export const OUTBOX_PAGE_SIZE = 25;

const DEFAULT_QUERY: AdminOutboxQuery = { q: "", channel: "all", status: "all", page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function outboxQueryOf(url: URL): AdminOutboxQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get("page"));
  return {
    q: (get("q") ?? "").trim().slice(0, 100),
    channel: oneOf(CHANNELS, get("channel"), "all"),
    status: oneOf(STATUSES, get("status"), "all"),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const outboxQueryHref = (base: string, query: AdminOutboxQuery) =>
  queryHref(base, query, DEFAULT_QUERY);

export function outboxRequest(query: AdminOutboxQuery) {
  return {
    page: query.page,
    page_size: OUTBOX_PAGE_SIZE,
    channel: query.channel,
    status: query.status,
    ...(query.q ? { search: query.q } : {}),
  };
}

function queryHref<Q extends object>(base: string, query: Q, defaults: Q): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== defaults[key as keyof Q]) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
