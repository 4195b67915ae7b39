import { createServer, type Server } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import { resetMessage } from "../customers/account-mail.ts";
import { statusMessage } from "../orders/order-status-mail.ts";
import { enqueueMessage } from "./outbox.service.ts";
import { DEFAULT_SENDER_POLICY, sendDueMessages } from "./outbox-sender.ts";
import { smtpAdapter } from "./smtp-adapter.ts";

const ORIGIN = "https://shop.example.com";
const FROM = "Mağaza <magaza@shop.example.com>";

let handle: DatabaseHandle;
let db: Database;
let smtp: SMTPServer;
let port: number;
const received: Array<{ envelopeTo: string[]; mail: ParsedMail }> = [];
const refuse = new Set<string>();

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = Object.assign(new Error("mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await handle?.close();
});
beforeEach(async () => {
  await db.delete(outboxMessages);
  received.length = 0;
});

const adapter = () =>
  smtpAdapter({ url: `smtp://127.0.0.1:${port}`, from: FROM, origin: ORIGIN, timeoutMs: 2000 });

describe("e-mail through SMTP", () => {
  it("sends an Arabic order e-mail as right-to-left HTML with a plain-text alternative, values escaped", async () => {
    const order = {
      code: "SP-1001",
      email: "leyla@example.com",
      languageCode: "ar",
      status: "shipped",
    } as Parameters<typeof statusMessage>[0];
    await enqueueMessage(db, {
      ...statusMessage(order, "https://kargo.example.com/takip?no=1&x=2"),
    });
    await enqueueMessage(db, {
      channel: "email",
      recipient: "leyla@example.com",
      subject: "تم استلام طلبك SP-1002",
      body: "مرحبًا <script>alert(1)</script> ليلى،\n\n1 × Kupa & Tabak: 120,00 ₺\n\nعنوان التوصيل: Bağdat Cd. 5, İstanbul / Kadıköy, 34000",
      topic: "order_created",
      languageCode: "ar",
    });
    const report = await sendDueMessages(db, { email: adapter() });
    expect(report).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(received).toHaveLength(2);

    const status = received.find((r) => r.mail.subject?.startsWith("SP-1001"))?.mail;
    expect(status?.html).toContain('<html lang="ar" dir="rtl">');
    expect(status?.html).toContain('href="https://kargo.example.com/takip?no=1&amp;x=2"');
    expect(status?.text).toContain("https://kargo.example.com/takip?no=1&x=2");
    expect(status?.from?.value).toEqual([{ name: "Mağaza", address: "magaza@shop.example.com" }]);
    expect(status?.headers.get("content-language")).toBe("ar");

    const created = received.find((r) => r.mail.subject === "تم استلام طلبك SP-1002")?.mail;
    expect(created?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(created?.html).not.toContain("<script>");
    expect(created?.html).toContain("Kupa &amp; Tabak");
    // The address's "city / district" stays text, not a link.
    expect(created?.html).toContain("İstanbul / Kadıköy");
    expect(created?.html).not.toContain(`${ORIGIN}/ Kadıköy`);
    expect(created?.html).toContain("تم استلام طلبك</h1>");
    expect(created?.html).not.toMatch(/<img/i);
    expect(created?.text).toContain("مرحبًا <script>alert(1)</script> ليلى،");
    expect(created?.text).toContain("أُرسلت هذه الرسالة إلى leyla@example.com.");
  });

  it("turns the storefront path of a password reset into an absolute link and a button, in Turkish", async () => {
    await enqueueMessage(
      db,
      resetMessage({ email: "ayse@example.com", name: "Ayşe" }, "tok-en_1", "tr"),
    );
    await sendDueMessages(db, { email: adapter() });
    const mail = received[0]?.mail;
    expect(received[0]?.envelopeTo).toEqual(["ayse@example.com"]);
    expect(mail?.subject).toBe("Şifre yenileme");
    expect(mail?.html).toContain('<html lang="tr" dir="ltr">');
    expect(mail?.html).toContain(`href="${ORIGIN}/sifre-yenile?kod=tok-en_1"`);
    expect(mail?.html).toContain(">Yeni şifre belirleyin</a>");
    expect(mail?.text).toContain(`Merhaba Ayşe,`);
    expect(mail?.text).toContain(`${ORIGIN}/sifre-yenile?kod=tok-en_1`);
  });

  it("records the server's refusal and tries again later", async () => {
    refuse.add("gone@example.com");
    await enqueueMessage(db, {
      channel: "email",
      recipient: "gone@example.com",
      subject: "Sipariş",
      body: "Merhaba",
      topic: "order_created",
      languageCode: "tr",
    });
    const report = await sendDueMessages(db, { email: adapter() });
    expect(report).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await db.select().from(outboxMessages);
    expect(row?.lastError).toBe("SMTP 550 mailbox unavailable");
    expect(row?.sentAt).toBeNull();
    expect(received).toHaveLength(0);
  });

  it("counts a server that never answers as a failed attempt", async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as { port: number }).port;
    try {
      await enqueueMessage(db, {
        channel: "email",
        recipient: "late@example.com",
        subject: "Sipariş",
        body: "Merhaba",
        topic: "order_created",
        languageCode: "tr",
      });
      const slow = smtpAdapter({
        url: `smtp://127.0.0.1:${silentPort}`,
        from: FROM,
        origin: ORIGIN,
        timeoutMs: 300,
      });
      const report = await sendDueMessages(db, { email: slow }, { policy: DEFAULT_SENDER_POLICY });
      expect(report.retried).toBe(1);
      const [row] = await db.select().from(outboxMessages);
      expect(row?.lastError).toMatch(/^SMTP ETIMEDOUT: /);
      await slow.close?.();
    } finally {
      silent.close();
    }
  });
});
