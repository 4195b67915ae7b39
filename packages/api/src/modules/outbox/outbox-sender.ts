// Sends what the outbox holds, through the adapter of each message's channel. Any number of shop
// processes may run it on one database: a message is claimed with FOR UPDATE SKIP LOCKED and
// leased (next_attempt_at moves past the lease) in one statement, so two senders never hold the
// same message, and a sender that dies mid-send leaves it to be tried again when the lease ends.
// A failure is recorded with its reason and retried later with exponential backoff, until the
// attempts run out and the message is marked failed for the admin to see and retry.
import { sql } from "drizzle-orm";
import type { LanguageCode } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { Logger } from "../../lib/logger.ts";
import { startPeriodic } from "../../lib/periodic.ts";
import type {
  ChannelAdapters,
  OutboxChannel,
  QueuedMessage,
  SendReceipt,
} from "./channel-adapter.ts";

export interface SenderPolicy {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  backoffBaseMs: number;
  /** Longest wait between two attempts. */
  backoffMaxMs: number;
  /**
   * How long a claimed message is kept from other senders. Longer than any adapter's own
   * deadline, so a slow send is not taken over and sent twice.
   */
  leaseMs: number;
  /** Messages claimed at a time. */
  batchSize: number;
}

export const DEFAULT_SENDER_POLICY: SenderPolicy = {
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(attempts: number, policy: SenderPolicy): number {
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  topic: string;
  language_code: LanguageCode;
  attempts: number;
}

/** Claims due messages of the given channels, counting the attempt and leasing them. */
export async function claimDueMessages(
  db: Database,
  channels: readonly OutboxChannel[],
  policy: SenderPolicy,
): Promise<Array<QueuedMessage & { attempts: number }>> {
  if (channels.length === 0) return [];
  const list = sql.join(
    channels.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`WITH due AS (
        SELECT id FROM outbox_messages
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND channel IN (${list})
        ORDER BY next_attempt_at, id
        LIMIT ${policy.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE outbox_messages o
      SET attempts = o.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${policy.leaseMs / 1000})
      FROM due WHERE o.id = due.id
      RETURNING o.id, o.channel, o.recipient, o.subject, o.body, o.topic, o.language_code,
        o.attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    topic: r.topic,
    languageCode: r.language_code,
    attempts: r.attempts,
  }));
}

const MAX_ERROR_LENGTH = 500;

/**
 * Marks a message sent, keeping the provider's id for it; one whose delivery is followed starts
 * waiting for its report (polled ones are first asked about after the provider's delay).
 */
async function recordSent(db: Database, id: number, receipt: SendReceipt | undefined) {
  const follow = receipt?.follow;
  const checkAt =
    follow?.kind === "poll"
      ? sql`now() + make_interval(secs => ${follow.checkAfterMs / 1000})`
      : sql`NULL`;
  await db.execute(
    sql`UPDATE outbox_messages
      SET sent_at = now(), last_error = NULL,
        provider_message_id = ${receipt?.providerMessageId ?? null},
        delivery_status = ${follow ? "waiting" : null}, delivery_error = NULL,
        delivery_updated_at = ${follow ? sql`now()` : sql`NULL`},
        delivery_check_at = ${checkAt}, delivery_checks = 0
      WHERE id = ${id}`,
  );
}

async function recordFailure(
  db: Database,
  message: { id: number; attempts: number },
  reason: string,
  policy: SenderPolicy,
): Promise<"retry" | "failed"> {
  const error = reason.slice(0, MAX_ERROR_LENGTH);
  if (message.attempts >= policy.maxAttempts) {
    await db.execute(
      sql`UPDATE outbox_messages SET failed_at = now(), last_error = ${error} WHERE id = ${message.id}`,
    );
    return "failed";
  }
  const wait = backoffMs(message.attempts, policy);
  await db.execute(
    sql`UPDATE outbox_messages
      SET last_error = ${error}, next_attempt_at = now() + make_interval(secs => ${wait / 1000})
      WHERE id = ${message.id}`,
  );
  return "retry";
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

/** One pass: claims the due messages of the configured channels and sends them one by one. */
export async function sendDueMessages(
  db: Database,
  adapters: ChannelAdapters,
  options: { policy?: SenderPolicy; logger?: Logger } = {},
): Promise<SendReport> {
  const policy = options.policy ?? DEFAULT_SENDER_POLICY;
  const channels = (Object.keys(adapters) as OutboxChannel[]).filter((c) => adapters[c]);
  const claimed = await claimDueMessages(db, channels, policy);
  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  for (const message of claimed) {
    const adapter = adapters[message.channel];
    if (!adapter) continue;
    try {
      const receipt = await adapter.send(message);
      await recordSent(db, message.id, receipt);
      report.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await recordFailure(db, message, reason, policy);
      report[outcome === "failed" ? "failed" : "retried"]++;
      options.logger?.warn("message not sent", {
        outbox_id: message.id,
        channel: message.channel,
        provider: adapter.provider,
        attempt: message.attempts,
        outcome,
        error: reason.slice(0, MAX_ERROR_LENGTH),
      });
    }
  }
  return report;
}

export interface OutboxSender {
  /** Runs a pass now (after the one under way), e.g. when a message was queued or retried. */
  wake(): void;
  /** Waits for the pass under way, stops the timer and closes the adapters. */
  stop(): Promise<void>;
}

/**
 * Sends due messages every `intervalMs` while the process runs. With no adapter configured it
 * does nothing: messages stay queued for the admin to read, as on a shop with no providers.
 */
export function startOutboxSender(
  db: Database,
  adapters: ChannelAdapters,
  options: { intervalMs: number; policy?: SenderPolicy; logger: Logger },
): OutboxSender {
  const configured = Object.values(adapters).filter((a) => a !== undefined);
  if (configured.length === 0) return { wake() {}, stop: async () => {} };
  const job = startPeriodic(
    "outbox sender",
    options.intervalMs,
    async (stopped) => {
      // A full batch means more may be due: go on at once rather than a whole interval later.
      for (;;) {
        const report = await sendDueMessages(db, adapters, options);
        const handled = report.sent + report.retried + report.failed;
        if (report.sent > 0) options.logger.info("messages sent", { ...report });
        if (stopped() || handled < (options.policy ?? DEFAULT_SENDER_POLICY).batchSize) return;
      }
    },
    options.logger,
  );
  return {
    wake: job.run,
    stop: async () => {
      await job.stop();
      await Promise.all(configured.map((a) => a.close?.()));
    },
  };
}
