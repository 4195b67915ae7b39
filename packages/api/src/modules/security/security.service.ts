// The security-event log as the admin's audit log reads it: newest first, a page at a time.
import { desc } from "drizzle-orm";
import type { SecurityEventEntry } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { securityEvents } from "../../db/schema/index.ts";

export async function listSecurityEvents(
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<SecurityEventEntry[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as SecurityEventEntry["kind"],
    outcome: row.outcome as SecurityEventEntry["outcome"],
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    email: row.email,
    address: row.address,
    detail: row.detail ?? {},
  }));
}
