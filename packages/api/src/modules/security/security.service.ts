// The security-event log and the admin's audit log (the rows admins changed) as the admin reads
// them: newest first, a page at a time.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type {
  AdminChangeEntry,
  AdminChangePage,
  AdminChangesQuery,
  SecurityEventEntry,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { adminChanges, admins, securityEvents } from "../../db/schema/index.ts";

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

export async function listAdminChanges(
  db: Database,
  { page, page_size, table, row_key, admin_id }: AdminChangesQuery,
): Promise<AdminChangePage> {
  const filters: SQL[] = [];
  if (table) filters.push(eq(adminChanges.tableName, table));
  if (row_key) filters.push(eq(adminChanges.rowKey, row_key));
  if (admin_id) filters.push(eq(adminChanges.adminId, admin_id));
  const where = and(...filters);
  const [rows, [counted], tables] = await Promise.all([
    db
      .select({ change: adminChanges, email: admins.email })
      .from(adminChanges)
      .leftJoin(admins, eq(admins.id, adminChanges.adminId))
      .where(where)
      .orderBy(desc(adminChanges.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ total: count() }).from(adminChanges).where(where),
    db
      .selectDistinct({ name: adminChanges.tableName })
      .from(adminChanges)
      .orderBy(adminChanges.tableName),
  ]);
  const total = counted?.total ?? 0;
  const items = rows.map(
    ({ change, email }): AdminChangeEntry => ({
      id: change.id,
      at: change.at.toISOString(),
      admin_id: change.adminId,
      admin_email: email,
      request_id: change.requestId,
      table: change.tableName,
      row_key: change.rowKey,
      action: change.action as AdminChangeEntry["action"],
      before: change.before ?? null,
      after: change.after ?? null,
    }),
  );
  return {
    items,
    tables: tables.map((table) => table.name),
    total,
    page,
    page_size,
    page_count: Math.max(1, Math.ceil(total / page_size)),
  };
}
