// Messages to shoppers go through the outbox: written in the same transaction as what they tell
// of (an order is never confirmed by a message about a rolled-back order), and sent by a provider
// adapter when one is configured. With none, they stay in the table for the admin to read.

import type { LanguageCode } from "../../contract/index.ts";
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
