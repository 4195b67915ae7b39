import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onPostgres, openTestDatabase } from "../../../test/harness.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import type { ChannelAdapter, QueuedMessage } from "./channel-adapter.ts";
import { enqueueMessage } from "./outbox.service.ts";
import {
  backoffMs,
  claimDueMessages,
  DEFAULT_SENDER_POLICY,
  type SenderPolicy,
  sendDueMessages,
} from "./outbox-sender.ts";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
});

const policy: SenderPolicy = { ...DEFAULT_SENDER_POLICY, batchSize: 4, backoffBaseMs: 60_000 };

/** A provider that keeps what it was given, after a pause that lets other senders interleave. */
function recordingAdapter(sent: QueuedMessage[], fail?: (m: QueuedMessage) => string | null) {
  return {
    provider: "recorder",
    async send(message: QueuedMessage) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const refusal = fail?.(message);
      if (refusal) throw new Error(refusal);
      sent.push(message);
    },
  } satisfies ChannelAdapter;
}

const sms = (i: number) => ({
  channel: "sms" as const,
  recipient: `+9055500${String(i).padStart(5, "0")}`,
  body: `Kod ${i}`,
  topic: "otp_login",
  languageCode: "tr" as const,
});

async function rowsById() {
  const rows = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
  return rows;
}

describe("outbox sender", () => {
  it("sends every due message exactly once with two senders running at the same time", async () => {
    for (let i = 0; i < 40; i++) await enqueueMessage(db, sms(i));
    const sent: QueuedMessage[] = [];
    // Each sender's first message waits until the other sender has been handed one (or 10 s
    // have passed), so that the two hold claims at the same time however the machine schedules
    // them: on PostgreSQL they run on separate connections, and SKIP LOCKED and the lease are
    // what keep them apart.
    const signal = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    };
    const started = [signal(), signal()] as const;
    const sender = (own: 0 | 1) => {
      const recorder = recordingAdapter(sent);
      let first = true;
      const sms: ChannelAdapter = {
        provider: recorder.provider,
        async send(message) {
          if (first) {
            first = false;
            started[own].resolve();
            await Promise.race([
              started[own === 0 ? 1 : 0].promise,
              new Promise((resolve) => setTimeout(resolve, 10_000)),
            ]);
          }
          await recorder.send(message);
        },
      };
      return { sms };
    };
    // Each sender goes on until a pass finds nothing.
    const drain = async (adapters: ReturnType<typeof sender>) => {
      let passes = 0;
      for (;;) {
        const report = await sendDueMessages(db, adapters, { policy });
        if (report.sent + report.retried + report.failed === 0) return passes;
        passes++;
      }
    };
    const [a, b] = await Promise.all([drain(sender(0)), drain(sender(1))]);
    expect(a + b).toBeGreaterThanOrEqual(10);
    if (onPostgres()) expect(Math.min(a, b)).toBeGreaterThan(0);
    const ids = sent.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
    const rows = await rowsById();
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1 && r.lastError === null)).toBe(
      true,
    );
  });

  it("leaves messages of a channel with no adapter queued", async () => {
    await enqueueMessage(db, { ...sms(1), channel: "whatsapp" });
    const report = await sendDueMessages(db, { sms: recordingAdapter([]) }, { policy });
    expect(report).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [row] = await rowsById();
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 0 });
  });

  it("does not hand a claimed (leased) message to a second sender", async () => {
    await enqueueMessage(db, sms(1));
    const first = await claimDueMessages(db, ["sms"], policy);
    expect(first).toHaveLength(1);
    expect(await claimDueMessages(db, ["sms"], policy)).toEqual([]);
    const [row] = await rowsById();
    const lease = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(lease).toBeGreaterThan(policy.leaseMs - 30_000);
  });

  it("records a failure, waits longer after each, and marks the message failed at the limit", async () => {
    await enqueueMessage(db, sms(7));
    const adapters = { sms: recordingAdapter([], () => "gateway said 30: invalid credentials") };
    const first = await sendDueMessages(db, adapters, { policy });
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rowsById();
    expect(row).toMatchObject({
      attempts: 1,
      lastError: "gateway said 30: invalid credentials",
      sentAt: null,
      failedAt: null,
    });
    const wait = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    // Not due yet: a second pass leaves it alone.
    expect((await sendDueMessages(db, adapters, { policy })).retried).toBe(0);

    for (let attempt = 2; attempt <= policy.maxAttempts; attempt++) {
      await db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
      const report = await sendDueMessages(db, adapters, { policy });
      expect(report.failed).toBe(attempt === policy.maxAttempts ? 1 : 0);
    }
    [row] = await rowsById();
    expect(row?.attempts).toBe(policy.maxAttempts);
    expect(row?.failedAt).not.toBeNull();
    await db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
    expect(await sendDueMessages(db, adapters, { policy })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it("sends a message that failed before once the provider is back", async () => {
    await enqueueMessage(db, sms(3));
    let down = true;
    const sent: QueuedMessage[] = [];
    const adapters = { sms: recordingAdapter(sent, () => (down ? "503" : null)) };
    await sendDueMessages(db, adapters, { policy });
    down = false;
    const [queued] = await rowsById();
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(outboxMessages.id, [queued?.id ?? 0]));
    expect((await sendDueMessages(db, adapters, { policy })).sent).toBe(1);
    const [row] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued?.id ?? 0));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    expect(sent.map((m) => m.body)).toEqual(["Kod 3"]);
  });

  it("doubles the wait after each failure, up to the longest wait", () => {
    const p = { ...DEFAULT_SENDER_POLICY, backoffBaseMs: 1000, backoffMaxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, p))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
