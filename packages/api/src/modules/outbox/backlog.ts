import { and, count, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";

/**
 * Messages written and still to be sent (not sent, not given up): a backlog that grows tells of a
 * provider down.
 */
export async function outboxBacklog(db: Database): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(outboxMessages)
    .where(and(isNull(outboxMessages.sentAt), isNull(outboxMessages.failedAt)));
  return row?.waiting ?? 0;
}
