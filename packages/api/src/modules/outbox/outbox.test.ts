import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminOutboxPage, OutboxEntry } from "../../contract/index.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import { enqueueMessage } from "./outbox.service.ts";

const api = apiForFile();
let admin: string;
const tag = `r${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await signInAdmin(api);
  for (let i = 0; i < 5; i++)
    await enqueueMessage(api.db, {
      channel: "email",
      recipient: `${tag}.mail${i}@example.com`,
      subject: `Sipariş ${i}`,
      body: `<b>Merhaba</b> ${i}`,
      topic: "order_status",
      languageCode: "tr",
    });
  await enqueueMessage(api.db, {
    channel: "sms",
    recipient: "+905551112233",
    body: "Kod: 123456",
    topic: "otp_login",
    languageCode: "tr",
  });
  await api.db.insert(outboxMessages).values({
    channel: "whatsapp",
    recipient: "+905559998877",
    body: "Kod: 654321",
    topic: "otp_login",
    languageCode: "en",
    sentAt: new Date(),
  });
});

const asAdmin = (method: "GET" | "POST", path: string) => call(api, method, path, { token: admin });

describe("outbox/getAdminList (admin)", () => {
  it("needs an admin", async () => {
    expect((await answerOf(client(api).outbox.getAdminList.$get())).status).toBe(401);
    const guest = (await answerOf(client(api).guestToken.$post())).json.response.token;
    const res = await answerOf(
      client(api, guest).outbox.resend[":id"].$post({ param: { id: "1" } }),
    );
    expect([401, 403]).toContain(res.status);
  });

  it("pages newest first and counts every match", async () => {
    const res = await answerOf(
      client(api, admin).outbox.getAdminList.$get({
        query: { search: tag, page_size: "2", page: "2" },
      }),
    );
    expect(res.status).toBe(200);
    const page = AdminOutboxPage.parse(res.json.response);
    expect(page).toMatchObject({ total: 5, page: 2, page_size: 2, page_count: 3 });
    expect(page.items.map((m) => m.recipient)).toEqual([
      `${tag}.mail2@example.com`,
      `${tag}.mail1@example.com`,
    ]);
  });

  it("filters by channel, by status and by part of the recipient regardless of case", async () => {
    const sms = AdminOutboxPage.parse(
      (await answerOf(client(api, admin).outbox.getAdminList.$get({ query: { channel: "sms" } })))
        .json.response,
    );
    expect(sms.items.every((m) => m.channel === "sms")).toBe(true);
    expect(sms.items.map((m) => m.recipient)).toContain("+905551112233");
    const sent = AdminOutboxPage.parse(
      (await answerOf(client(api, admin).outbox.getAdminList.$get({ query: { status: "sent" } })))
        .json.response,
    );
    expect(sent.items.map((m) => m.recipient)).toEqual(["+905559998877"]);
    const pending = AdminOutboxPage.parse(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({
            query: { status: "pending", channel: "whatsapp" },
          }),
        )
      ).json.response,
    );
    expect(pending.total).toBe(0);
    const found = AdminOutboxPage.parse(
      (await asAdmin("GET", `/outbox/getAdminList?search=${tag.toUpperCase()}.MAIL3`)).json
        .response,
    );
    expect(found.items.map((m) => m.recipient)).toEqual([`${tag}.mail3@example.com`]);
    // % and _ are letters here, not patterns.
    const pattern = (await asAdmin("GET", "/outbox/getAdminList?search=%25")).json.response;
    expect(pattern.total).toBe(0);
  });

  it("refuses an unknown channel or status", async () => {
    expect(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({ query: { channel: "fax" } as never }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({ query: { status: "lost" } as never }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("outbox/get and outbox/resend (admin)", () => {
  it("reads one message as stored (the screen shows it as text)", async () => {
    const list = AdminOutboxPage.parse(
      (await asAdmin("GET", `/outbox/getAdminList?search=${tag}.mail0`)).json.response,
    );
    const id = list.items[0]?.id;
    const res = await answerOf(client(api, admin).outbox.get[":id"].$get({ param: { id } }));
    expect(OutboxEntry.parse(res.json.response)).toMatchObject({
      id,
      subject: "Sipariş 0",
      body: "<b>Merhaba</b> 0",
      sent_at: null,
    });
    expect(
      (await answerOf(client(api, admin).outbox.get[":id"].$get({ param: { id: "999999" } })))
        .status,
    ).toBe(404);
  });

  it("re-queues a copy, keeps the original and writes the resend to the admin's log", async () => {
    const sent = AdminOutboxPage.parse(
      (await answerOf(client(api, admin).outbox.getAdminList.$get({ query: { status: "sent" } })))
        .json.response,
    ).items[0];
    if (!sent) throw new Error("no sent message");
    const res = await answerOf(
      client(api, admin).outbox.resend[":id"].$post({ param: { id: sent.id } }),
    );
    expect(res.status).toBe(200);
    const copy = OutboxEntry.parse(res.json.response);
    expect(copy.id).toBeGreaterThan(sent.id);
    expect(copy).toMatchObject({
      channel: "whatsapp",
      recipient: "+905559998877",
      body: "Kod: 654321",
      language: "en",
      sent_at: null,
    });
    const original = OutboxEntry.parse(
      (await answerOf(client(api, admin).outbox.get[":id"].$get({ param: { id: sent.id } }))).json
        .response,
    );
    expect(original.sent_at).toBe(sent.sent_at);
    const log = await answerOf(
      client(api, admin).admin.changes.$get({ query: { table: "outbox_messages" } }),
    );
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.json.response)).toContain(`"resent_from":${sent.id}`);
    expect(
      (await answerOf(client(api, admin).outbox.resend[":id"].$post({ param: { id: "999999" } })))
        .status,
    ).toBe(404);
  });
});

describe("outbox/retry (admin)", () => {
  it("shows a failed message with its attempts and error, retries it and logs the retry", async () => {
    const [failed] = await api.db
      .insert(outboxMessages)
      .values({
        channel: "sms",
        recipient: "+905557776655",
        body: "Kod: 111222",
        topic: "otp_login",
        languageCode: "tr",
        attempts: 8,
        lastError: "Netgsm HTTP 406 code 40: header not defined",
        failedAt: new Date(),
      })
      .returning();
    if (!failed) throw new Error("not inserted");
    const list = AdminOutboxPage.parse(
      (await answerOf(client(api, admin).outbox.getAdminList.$get({ query: { status: "failed" } })))
        .json.response,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id: failed.id,
        status: "failed",
        attempts: 8,
        last_error: "Netgsm HTTP 406 code 40: header not defined",
        next_attempt_at: null,
      }),
    ]);
    const pending = AdminOutboxPage.parse(
      (
        await answerOf(
          client(api, admin).outbox.getAdminList.$get({
            query: { status: "pending", channel: "sms" },
          }),
        )
      ).json.response,
    );
    expect(pending.items.map((m) => m.id)).not.toContain(failed.id);

    const res = await answerOf(
      client(api, admin).outbox.retry[":id"].$post({ param: { id: failed.id } }),
    );
    expect(res.status).toBe(200);
    const retried = OutboxEntry.parse(res.json.response);
    expect(retried).toMatchObject({
      id: failed.id,
      status: "pending",
      failed_at: null,
      attempts: 8,
    });
    expect(Date.parse(retried.next_attempt_at ?? "")).toBeLessThanOrEqual(Date.now() + 1000);
    const log = await answerOf(
      client(api, admin).admin.changes.$get({ query: { table: "outbox_messages" } }),
    );
    expect(JSON.stringify(log.json.response)).toContain('"retried":true');
  });

  it("refuses to retry a sent or unknown message, and a non-admin", async () => {
    const [sent] = await api.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "+905559998877"));
    expect(
      (await answerOf(client(api, admin).outbox.retry[":id"].$post({ param: { id: sent?.id } })))
        .status,
    ).toBe(404);
    expect(
      (await answerOf(client(api, admin).outbox.retry[":id"].$post({ param: { id: "999999" } })))
        .status,
    ).toBe(404);
    expect(
      (await answerOf(client(api).outbox.retry[":id"].$post({ param: { id: sent?.id } }))).status,
    ).toBe(401);
  });
});
