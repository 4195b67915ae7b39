// Messages to shoppers go through the outbox: written in the same transaction as what they tell
// of (an order is never confirmed by a message about a rolled-back order), and sent by a provider
// adapter when one is configured. With none, they stay in the table for the admin to read.

import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminOutboxListQuery,
  AdminOutboxPage,
  LanguageCode,
  OutboxEntry,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { adminChanges, type OUTBOX_CHANNELS, outboxMessages } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

export interface OutboxMessage {
  channel: (typeof OUTBOX_CHANNELS)[number];
  recipient: string;
  subject?: string;
  body: string;
  topic: string;
  languageCode: LanguageCode;
}

export async function enqueueMessage(db: Database, message: OutboxMessage): Promise<void> {
  const { channel, recipient, subject, body, topic, languageCode } = message;
  await db
    .insert(outboxMessages)
    .values({ channel, recipient, subject, body, topic, languageCode });
}

/** The admin's view of the outbox, newest first. */
export async function listMessages(
  db: Database,
  query: { channel?: OutboxMessage["channel"]; recipient?: string; page: number; limit: number },
): Promise<OutboxEntry[]> {
  const filters: SQL[] = [];
  if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
  if (query.recipient) filters.push(eq(outboxMessages.recipient, query.recipient));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(...filters))
    .orderBy(desc(outboxMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return rows.map(toEntry);
}

function toEntry(row: typeof outboxMessages.$inferSelect): OutboxEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    channel: row.channel as OutboxEntry["channel"],
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    topic: row.topic,
    language: row.languageCode,
    sent_at: row.sentAt?.toISOString() ?? null,
    status: row.sentAt ? "sent" : row.failedAt ? "failed" : "pending",
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.sentAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
    failed_at: row.failedAt?.toISOString() ?? null,
    delivery_status: (row.deliveryStatus as OutboxEntry["delivery_status"]) ?? null,
    delivery_error: row.deliveryError,
    delivery_updated_at: row.deliveryUpdatedAt?.toISOString() ?? null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin's outbox screen: filtered by channel, status and part of the recipient, paged. */
export async function listMessagesForAdmin(
  db: Database,
  query: AdminOutboxListQuery,
): Promise<AdminOutboxPage> {
  const filters: SQL[] = [];
  if (query.channel !== "all") filters.push(eq(outboxMessages.channel, query.channel));
  if (query.status === "pending")
    filters.push(isNull(outboxMessages.sentAt), isNull(outboxMessages.failedAt));
  if (query.status === "sent") filters.push(isNotNull(outboxMessages.sentAt));
  if (query.status === "failed")
    filters.push(isNull(outboxMessages.sentAt), isNotNull(outboxMessages.failedAt));
  if (query.status === "undelivered")
    filters.push(isNotNull(outboxMessages.sentAt), eq(outboxMessages.deliveryStatus, "failed"));
  if (query.search) filters.push(ilike(outboxMessages.recipient, `%${escapeLike(query.search)}%`));
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(outboxMessages).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    items: rows.map(toEntry),
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

export async function readMessage(db: Database, id: number): Promise<OutboxEntry> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new ApiError("record_not_found", 404);
  return toEntry(row);
}

/**
 * Sends a message again: a copy joins the outbox as a new, unsent message (the original stays as
 * it was, so the list shows both). The outbox is not in the row-level audit log (it holds every
 * shopper's codes), so the resend is written to the admin's log here, naming the original.
 */
export async function resendMessage(
  db: Database,
  adminId: number,
  id: number,
): Promise<OutboxEntry> {
  const [original] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!original) throw new ApiError("record_not_found", 404);
  const [copy] = await db
    .insert(outboxMessages)
    .values({
      channel: original.channel,
      recipient: original.recipient,
      subject: original.subject,
      body: original.body,
      topic: original.topic,
      languageCode: original.languageCode,
    })
    .returning();
  if (!copy) throw new Error("the outbox refused a copy");
  await db.insert(adminChanges).values({
    adminId,
    requestId: sql`nullif(current_setting('shop.request_id', true), '')`,
    tableName: "outbox_messages",
    rowKey: String(copy.id),
    action: "insert",
    before: null,
    after: {
      resent_from: original.id,
      channel: copy.channel,
      recipient: copy.recipient,
      topic: copy.topic,
    },
  });
  return toEntry(copy);
}

/**
 * Tries an unsent message again now: a failed one is queued once more (one more attempt; if it
 * fails too it is failed again), a waiting one skips the rest of its backoff. A message the
 * provider took but reported undelivered (delivery failed) is queued again the same way, its old
 * report cleared (the admin's log keeps it). Any other sent message has nothing to retry
 * (record_not_found; resend copies it instead). Written to the admin's log.
 */
export async function retryMessage(
  db: Database,
  adminId: number,
  id: number,
): Promise<OutboxEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.id, id),
          or(isNull(outboxMessages.sentAt), eq(outboxMessages.deliveryStatus, "failed")),
        ),
      )
      .for("update");
    if (!before) throw new ApiError("record_not_found", 404);
    const [after] = await tx
      .update(outboxMessages)
      .set({
        failedAt: null,
        nextAttemptAt: sql`now()`,
        sentAt: null,
        providerMessageId: null,
        deliveryStatus: null,
        deliveryError: null,
        deliveryUpdatedAt: null,
        deliveryCheckAt: null,
        deliveryChecks: 0,
      })
      .where(eq(outboxMessages.id, id))
      .returning();
    if (!after) throw new ApiError("record_not_found", 404);
    await tx.insert(adminChanges).values({
      adminId,
      requestId: sql`nullif(current_setting('shop.request_id', true), '')`,
      tableName: "outbox_messages",
      rowKey: String(id),
      action: "update",
      before: {
        retried: false,
        failed_at: before.failedAt?.toISOString() ?? null,
        attempts: before.attempts,
        last_error: before.lastError,
        ...(before.deliveryStatus === "failed"
          ? {
              delivery_status: before.deliveryStatus,
              delivery_error: before.deliveryError,
              provider_message_id: before.providerMessageId,
            }
          : {}),
      },
      after: { retried: true, failed_at: null, channel: after.channel, recipient: after.recipient },
    });
    return toEntry(after);
  });
}
