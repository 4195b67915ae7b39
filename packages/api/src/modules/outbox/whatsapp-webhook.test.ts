// WhatsApp's status webhook through the API, as Meta calls it: the verification GET, and signed
// POSTs of statuses, forged, repeated and out of order. Then the admin retries a failed delivery.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  call,
  client,
  createTestApi,
  signInAdmin,
  type TestApi,
} from "../../../test/harness.ts";
import { AdminOutboxPage, OutboxEntry } from "../../contract/index.ts";
import { outboxMessages } from "../../db/schema/index.ts";

const APP_SECRET = "meta-app-secret-0123456789";
const VERIFY_TOKEN = "shop-verify-token-42";

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({
    whatsappWebhook: { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN },
  });
  admin = await signInAdmin(api);
});
afterAll(() => api?.close());

let seq = 0;
/** A WhatsApp message the sender handed over, waiting for its statuses. */
async function sentMessage() {
  const wamid = `wamid.HBgMOTA1NTUxMTEyMjMzFQIAERgS${++seq}${Date.now().toString(36)}`;
  const [row] = await api.db
    .insert(outboxMessages)
    .values({
      channel: "whatsapp",
      recipient: "+905551112233",
      body: "Siparişiniz kargoya verildi.",
      topic: "order_status",
      languageCode: "tr",
      attempts: 1,
      sentAt: new Date(),
      providerMessageId: wamid,
      deliveryStatus: "waiting",
    })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

/** Meta's notification for the statuses given, each about a wamid. */
function notification(
  statuses: Array<{ id: string; status: string; errors?: unknown[]; timestamp?: string }>,
) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              statuses: statuses.map((s) => ({
                recipient_id: "905551112233",
                timestamp: s.timestamp ?? "1750263773",
                conversation: { id: "4a8b3c9d", origin: { type: "utility" } },
                ...s,
              })),
            },
          },
        ],
      },
    ],
  });
}

const sign = (raw: string, secret = APP_SECRET) =>
  `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

const post = (raw: string, signature?: string) =>
  call(api, "POST", "/webhooks/whatsapp", {
    raw,
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
  });

const stateOf = async (id: number) => {
  const [row] = await api.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
};

describe("webhooks/whatsapp: Meta's verification", () => {
  it("echoes the challenge for the shop's verify token, and refuses another", async () => {
    const ok = await answerOf(
      client(api).webhooks.whatsapp.$get({
        query: {
          "hub.mode": "subscribe",
          "hub.verify_token": VERIFY_TOKEN,
          "hub.challenge": "1158201444",
        },
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("1158201444");
    const wrong = await answerOf(
      client(api).webhooks.whatsapp.$get({
        query: { "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" },
      }),
    );
    expect(wrong.status).toBe(403);
  });

  it("is not there when the shop has no webhook settings", async () => {
    const bare = await createTestApi();
    try {
      const res = await answerOf(
        client(bare).webhooks.whatsapp.$get({ query: { "hub.mode": "subscribe" } }),
      );
      expect(res.status).toBe(404);
      const raw = notification([]);
      const posted = await call(bare, "POST", "/webhooks/whatsapp", {
        raw,
        headers: { "x-hub-signature-256": sign(raw) },
      });
      expect(posted.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("webhooks/whatsapp: statuses", () => {
  it("records sent, delivered and read from signed calls", async () => {
    const message = await sentMessage();
    const wamid = message.providerMessageId ?? "";
    for (const status of ["sent", "delivered", "read"]) {
      const raw = notification([{ id: wamid, status }]);
      const res = await post(raw, sign(raw));
      expect(res.status).toBe(200);
      expect(res.json.response).toEqual({ changed: 1 });
      expect((await stateOf(message.id))?.deliveryStatus).toBe(status);
    }
  });

  it("refuses a forged, unsigned or re-signed-after-change call and changes nothing", async () => {
    const message = await sentMessage();
    const raw = notification([{ id: message.providerMessageId ?? "", status: "delivered" }]);
    expect((await post(raw)).status).toBe(401);
    expect((await post(raw, sign(raw, "another-apps-secret"))).status).toBe(401);
    expect((await post(raw, "sha256=zz")).status).toBe(401);
    // The signature covers the exact bytes: the same JSON re-spaced is not what Meta signed.
    const respaced = JSON.stringify(JSON.parse(raw), null, 2);
    expect((await post(respaced, sign(raw))).status).toBe(401);
    expect((await stateOf(message.id))?.deliveryStatus).toBe("waiting");
    expect(api.logs.some((line) => line.includes("bad signature"))).toBe(true);
  });

  it("is idempotent, and a late sent never undoes delivered", async () => {
    const message = await sentMessage();
    const wamid = message.providerMessageId ?? "";
    const delivered = notification([{ id: wamid, status: "delivered", timestamp: "1750263800" }]);
    expect((await post(delivered, sign(delivered))).json.response).toEqual({ changed: 1 });
    const first = await stateOf(message.id);
    // Meta repeats a call: nothing changes, not even the time of the change.
    expect((await post(delivered, sign(delivered))).json.response).toEqual({ changed: 0 });
    // The earlier "sent" arrives after "delivered" (Meta does not keep order).
    const late = notification([{ id: wamid, status: "sent", timestamp: "1750263790" }]);
    expect((await post(late, sign(late))).json.response).toEqual({ changed: 0 });
    const after = await stateOf(message.id);
    expect(after?.deliveryStatus).toBe("delivered");
    expect(after?.deliveryUpdatedAt?.getTime()).toBe(first?.deliveryUpdatedAt?.getTime());
  });

  it("records a failure with WhatsApp's code and reason, skips unknown messages, and a failed delivery is retried", async () => {
    const message = await sentMessage();
    const wamid = message.providerMessageId ?? "";
    const raw = notification([
      { id: "wamid.someone-elses", status: "delivered" },
      {
        id: wamid,
        status: "failed",
        errors: [
          {
            code: 131026,
            title: "Message undeliverable",
            message: "Message undeliverable",
            error_data: { details: "Receiver is incapable of receiving this message" },
          },
        ],
      },
    ]);
    const res = await post(raw, sign(raw));
    expect(res.json.response).toEqual({ changed: 1 });
    const list = AdminOutboxPage.parse(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({ query: { channel: "whatsapp" } }),
        )
      ).json.response,
    );
    expect(list.items.find((m) => m.id === message.id)).toMatchObject({
      status: "sent",
      delivery_status: "failed",
      delivery_error: "WhatsApp code 131026: Message undeliverable",
    });

    const undelivered = AdminOutboxPage.parse(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({ query: { status: "undelivered" } }),
        )
      ).json.response,
    );
    expect(undelivered.items.map((m) => m.id)).toEqual([message.id]);

    const retried = await answerOf(
      client(api, admin).outbox.retry[":id"].$post({ param: { id: message.id } }),
    );
    expect(retried.status).toBe(200);
    expect(OutboxEntry.parse(retried.json.response)).toMatchObject({
      status: "pending",
      sent_at: null,
      delivery_status: null,
      delivery_error: null,
    });
    const log = await answerOf(
      client(api, admin).admin.changes.$get({ query: { table: "outbox_messages" } }),
    );
    expect(JSON.stringify(log.json.response)).toContain('"delivery_status":"failed"');
    // A status about the old send no longer finds the message.
    const stale = notification([{ id: wamid, status: "delivered" }]);
    expect((await post(stale, sign(stale))).json.response).toEqual({ changed: 0 });
    // A message delivered is not retried (resend copies it instead).
    const done = await sentMessage();
    const ok = notification([{ id: done.providerMessageId ?? "", status: "delivered" }]);
    await post(ok, sign(ok));
    expect(
      (await answerOf(client(api, admin).outbox.retry[":id"].$post({ param: { id: done.id } })))
        .status,
    ).toBe(404);
  });

  it("refuses a signed body that is not JSON", async () => {
    const raw = "not json";
    expect((await post(raw, sign(raw))).status).toBe(400);
  });
});
