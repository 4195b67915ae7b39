import { count, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";

/** Messages written and not yet sent: a backlog that grows tells of a provider down. */
export async function outboxBacklog(db: Database): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(outboxMessages)
    .where(isNull(outboxMessages.sentAt));
  return row?.waiting ?? 0;
}
