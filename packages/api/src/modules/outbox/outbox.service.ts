// Messages to shoppers go through the outbox: written in the same transaction as what they tell
// of (an order is never confirmed by a message about a rolled-back order), and sent by a provider
// adapter when one is configured. With none, they stay in the table for the admin to read.

import { and, desc, eq, type SQL } from "drizzle-orm";
import type { LanguageCode, OutboxEntry } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { type OUTBOX_CHANNELS, outboxMessages } from "../../db/schema/index.ts";

export interface OutboxMessage {
  channel: (typeof OUTBOX_CHANNELS)[number];
  recipient: string;
  subject?: string;
  body: string;
  topic: string;
  languageCode: LanguageCode;
}

export async function enqueueMessage(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
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
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    channel: row.channel as OutboxEntry["channel"],
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    topic: row.topic,
    language: row.languageCode,
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
