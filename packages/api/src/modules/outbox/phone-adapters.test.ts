// Netgsm and the WhatsApp Cloud API against loopback stand-ins that check each request the way
// the provider documents it and answer as the provider does: accepted, refused, or not at all.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import type { QueuedMessage } from "./channel-adapter.ts";
import { netgsmAdapter } from "./netgsm-adapter.ts";
import { enqueueMessage } from "./outbox.service.ts";
import { sendDueMessages } from "./outbox-sender.ts";
import { whatsappCloudAdapter } from "./whatsapp-cloud-adapter.ts";

type Behaviour = "accept" | "refuse" | "hang";
interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

let server: Server;
let base: string;
let behaviour: Behaviour = "accept";
const seen: Seen[] = [];
const hanging: ServerResponse[] = [];

const NETGSM_AUTH = `Basic ${Buffer.from("8503334455:s3cret").toString("base64")}`;
const WA_TOKEN = "EAAtest-token";

function netgsm(req: Seen, res: ServerResponse) {
  const body = req.body as { msgheader?: unknown; encoding?: unknown; messages?: unknown };
  const messages = body.messages as Array<{ msg?: unknown; no?: unknown }> | undefined;
  const valid =
    req.method === "POST" &&
    req.headers["content-type"]?.startsWith("application/json") &&
    typeof body.msgheader === "string" &&
    Array.isArray(messages) &&
    messages.every((m) => typeof m.msg === "string" && /^90\d{10}$/.test(String(m.no)));
  res.setHeader("Content-Type", "application/json");
  if (req.headers.authorization !== NETGSM_AUTH) {
    res.writeHead(406).end(JSON.stringify({ code: "30", description: "invalid credentials" }));
  } else if (!valid) {
    res.writeHead(406).end(JSON.stringify({ code: "70", description: "invalid parameters" }));
  } else if (behaviour === "refuse") {
    res.writeHead(406).end(JSON.stringify({ code: "40", description: "header not defined" }));
  } else {
    res.writeHead(200).end(JSON.stringify({ code: "00", jobid: "17377215342605050417149344" }));
  }
}

function whatsapp(req: Seen, res: ServerResponse) {
  const body = req.body as Record<string, unknown>;
  const error = (status: number, code: number, message: string) =>
    res.writeHead(status).end(JSON.stringify({ error: { message, type: "OAuthException", code } }));
  res.setHeader("Content-Type", "application/json");
  if (req.headers.authorization !== `Bearer ${WA_TOKEN}`)
    return error(401, 190, "Invalid OAuth access token");
  const text = body.text as { body?: unknown } | undefined;
  const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
  const valid =
    req.method === "POST" &&
    body.messaging_product === "whatsapp" &&
    /^\d{8,15}$/.test(String(body.to)) &&
    ((body.type === "text" && typeof text?.body === "string") ||
      (body.type === "template" && typeof template?.name === "string"));
  if (!valid) return error(400, 100, "Invalid parameter");
  if (behaviour === "refuse") return error(400, 131026, "Message undeliverable");
  res.writeHead(200).end(
    JSON.stringify({
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: "wamid.HBgMOTA1NTUxMTEyMjMzFQIAERgSQ0" }],
    }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {}
      const url = new URL(req.url ?? "/", "http://stand-in");
      const request = { method: req.method ?? "", path: url.pathname, headers: req.headers, body };
      seen.push(request);
      if (behaviour === "hang") {
        hanging.push(res);
        return;
      }
      if (url.pathname === "/netgsm/sms/rest/v2/send") return netgsm(request, res);
      if (url.pathname === "/graph/v23.0/106540352242922/messages") return whatsapp(request, res);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});
beforeEach(() => {
  behaviour = "accept";
  seen.length = 0;
});

const message = (over: Partial<QueuedMessage> = {}): QueuedMessage => ({
  id: 1,
  channel: "sms",
  recipient: "+905551112233",
  subject: null,
  body: "Mağaza: Giriş kodunuz: 123456. Kod 5 dakika geçerlidir; kimseyle paylaşmayın.",
  topic: "otp_login",
  languageCode: "tr",
  ...over,
});

const sms = (over: { password?: string; timeoutMs?: number } = {}) =>
  netgsmAdapter({
    usercode: "8503334455",
    password: over.password ?? "s3cret",
    header: "MAGAZA",
    baseUrl: `${base}/netgsm`,
    timeoutMs: over.timeoutMs ?? 2000,
  });

const wa = (over: { token?: string; template?: string; timeoutMs?: number } = {}) =>
  whatsappCloudAdapter({
    accessToken: over.token ?? WA_TOKEN,
    phoneNumberId: "106540352242922",
    template: over.template,
    baseUrl: `${base}/graph/v23.0`,
    timeoutMs: over.timeoutMs ?? 2000,
  });

describe("SMS through Netgsm", () => {
  it("posts the documented JSON with Basic authentication and takes code 00 as sent", async () => {
    await sms().send(message());
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      msgheader: "MAGAZA",
      encoding: "TR",
      messages: [{ msg: message().body, no: "905551112233" }],
    });
  });

  it("reports Netgsm's refusal codes, and bad credentials", async () => {
    behaviour = "refuse";
    await expect(sms().send(message())).rejects.toThrow(
      "Netgsm HTTP 406 code 40: header not defined",
    );
    behaviour = "accept";
    await expect(sms({ password: "wrong" }).send(message())).rejects.toThrow(/code 30/);
  });

  it("gives up on a gateway that does not answer", async () => {
    behaviour = "hang";
    await expect(sms({ timeoutMs: 300 }).send(message())).rejects.toThrow(
      "no answer within 300 ms",
    );
  });
});

describe("WhatsApp through the Cloud API", () => {
  it("posts a text message with the Bearer token", async () => {
    await wa().send(message({ channel: "whatsapp" }));
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${WA_TOKEN}`);
    expect(seen[0]?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "905551112233",
      type: "text",
      text: { preview_url: false, body: message().body },
    });
  });

  it("fills the configured template's body parameter in the message's language", async () => {
    await wa({ template: "shop_message" }).send(
      message({ channel: "whatsapp", languageCode: "ar", body: "رمز: 123456" }),
    );
    expect(seen[0]?.body).toMatchObject({
      type: "template",
      template: {
        name: "shop_message",
        language: { code: "ar" },
        components: [{ type: "body", parameters: [{ type: "text", text: "رمز: 123456" }] }],
      },
    });
  });

  it("reports the Graph API's error and a bad token", async () => {
    behaviour = "refuse";
    await expect(wa().send(message({ channel: "whatsapp" }))).rejects.toThrow(
      "WhatsApp HTTP 400 code 131026: Message undeliverable",
    );
    behaviour = "accept";
    await expect(wa({ token: "expired" }).send(message({ channel: "whatsapp" }))).rejects.toThrow(
      "WhatsApp HTTP 401 code 190",
    );
  });

  it("gives up on an API that does not answer", async () => {
    behaviour = "hang";
    await expect(wa({ timeoutMs: 300 }).send(message({ channel: "whatsapp" }))).rejects.toThrow(
      "no answer within 300 ms",
    );
  });
});

describe("SMS and WhatsApp from the outbox", () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    await db.delete(outboxMessages);
  });
  afterAll(() => handle?.close());

  it("sends each queued message through its channel's provider and records the refusal of one", async () => {
    const { id: _, subject: __, ...queued } = message();
    await enqueueMessage(db, queued);
    await enqueueMessage(db, { ...queued, channel: "whatsapp", recipient: "+90 555" });
    const report = await sendDueMessages(db, { sms: sms(), whatsapp: wa() });
    expect(report).toEqual({ sent: 1, retried: 1, failed: 0 });
    const rows = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(rows[0]?.sentAt).not.toBeNull();
    expect(rows[1]).toMatchObject({
      sentAt: null,
      lastError: "WhatsApp HTTP 400 code 100: Invalid parameter",
    });
  });
});
