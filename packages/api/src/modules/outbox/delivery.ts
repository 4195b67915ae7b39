// Whether a sent message reached the phone, as the provider reports it (Netgsm's report API,
// WhatsApp's status webhook). Reports may come twice and out of order: a state is only ever
// replaced by a later one in this order, so a repeated report changes nothing and a late "sent"
// never undoes "delivered". A failure outranks waiting and sent, and is itself outranked by
// delivered and read (a phone that got the message got it, whatever a stray report says).
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { DELIVERY_STATUSES } from "../../db/schema/index.ts";

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const RANK: Record<DeliveryStatus, number> = {
  waiting: 0,
  unknown: 1,
  sent: 1,
  failed: 2,
  delivered: 3,
  read: 4,
};

/** The rank of the stored state, in SQL; a message not followed (null) ranks below everything. */
const storedRank = sql.raw(
  `(CASE delivery_status ${Object.entries(RANK)
    .map(([status, rank]) => `WHEN '${status}' THEN ${rank}`)
    .join(" ")} ELSE -1 END)`,
);

const MAX_ERROR_LENGTH = 500;

export interface DeliveryReport {
  status: Exclude<DeliveryStatus, "waiting">;
  /** The provider's reason for a failure, in words (never credentials). */
  error?: string | null;
}

/**
 * Records a report for the sent message that `where` picks (by id, or by the provider's id),
 * unless the message already has this state or a later one. Returns whether it changed.
 */
export async function recordDelivery(
  db: Database,
  where: SQL,
  report: DeliveryReport,
): Promise<boolean> {
  const changed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE outbox_messages
      SET delivery_status = ${report.status},
        delivery_error = ${report.error?.slice(0, MAX_ERROR_LENGTH) ?? null},
        delivery_updated_at = now(), delivery_check_at = NULL
      WHERE ${where} AND sent_at IS NOT NULL AND ${storedRank} < ${RANK[report.status]}
      RETURNING id`,
  );
  return changed.length > 0;
}

export const byId = (id: number) => sql`id = ${id}`;
export const byProviderId = (channel: "sms" | "whatsapp", providerMessageId: string) =>
  sql`channel = ${channel} AND provider_message_id = ${providerMessageId}`;
