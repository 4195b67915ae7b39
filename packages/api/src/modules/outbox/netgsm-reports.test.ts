// Netgsm's delivery reports against a loopback stand-in that takes sends and answers the report
// API the way Netgsm documents it: per job a status (0 waiting, 1 delivered, failure codes with
// the handset's errorCode), code 60 when it has nothing yet, an error code, garbage, or nothing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onPostgres, openTestDatabase } from "../../../test/harness.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import { netgsmAdapter } from "./netgsm-adapter.ts";
import {
  DEFAULT_REPORT_POLICY,
  describeNetgsmReport,
  type NetgsmJobReport,
  netgsmReportClient,
  type ReportPolicy,
  readDeliveryReports,
} from "./netgsm-reports.ts";
import { enqueueMessage } from "./outbox.service.ts";
import { sendDueMessages } from "./outbox-sender.ts";

type Behaviour = "answer" | "nothing-yet" | "rate-limited" | "garbage" | "hang";

let server: Server;
let base: string;
let behaviour: Behaviour = "answer";
let nextJob = 1000;
/** What Netgsm knows of each job; a job not in here is still on its way (status 0). */
const jobs = new Map<string, NetgsmJobReport>();
/** Every jobid the report API was asked about, once per question. */
const asked: string[] = [];
const badRequests: string[] = [];
const hanging: ServerResponse[] = [];
/** While set, a question waits (at most 1 s, within the client's 2 s) for the next one: two readers truly overlap. */
let pairUp = false;
let waiting: (() => void) | undefined;
const AUTH = `Basic ${Buffer.from("8503334455:s3cret").toString("base64")}`;
const NETGSM_DATE = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

function report(body: Record<string, unknown>, res: ServerResponse) {
  const jobids = body.jobids;
  const valid =
    Array.isArray(jobids) &&
    jobids.length > 0 &&
    jobids.every((j) => typeof j === "string") &&
    NETGSM_DATE.test(String(body.startdate)) &&
    NETGSM_DATE.test(String(body.stopdate)) &&
    Number(body.pagesize) >= 1 &&
    Number(body.pagesize) <= 100;
  if (!valid) {
    badRequests.push(JSON.stringify(body));
    return res.writeHead(406).end(JSON.stringify({ code: "70", description: "invalid" }));
  }
  asked.push(...(jobids as string[]));
  if (behaviour === "garbage") return res.writeHead(200).end("<html>Bakım çalışması</html>");
  if (behaviour === "rate-limited")
    return res.writeHead(406).end(JSON.stringify({ code: "80", description: "limit" }));
  if (behaviour === "nothing-yet")
    return res.writeHead(200).end(JSON.stringify({ code: "60", description: "no records" }));
  const answer = () =>
    res.writeHead(200).end(
      JSON.stringify({
        code: "00",
        description: "success",
        jobs: (jobids as string[]).map((jobid) => {
          const known = jobs.get(jobid) ?? { status: 0, errorCode: 0 };
          return {
            jobid,
            number: "905551112233",
            status: known.status,
            operator: 30,
            msglen: 1,
            deliveredDate: known.status === 1 ? "26.11.2026 21:30:12" : "",
            errorCode: known.errorCode ?? 0,
            referansID: "",
          };
        }),
      }),
    );
  if (!pairUp) return answer();
  const first = waiting;
  if (first) {
    waiting = undefined;
    first();
    return answer();
  }
  const alone = setTimeout(() => {
    waiting = undefined;
    answer();
  }, 1000);
  waiting = () => {
    clearTimeout(alone);
    answer();
  };
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      res.setHeader("Content-Type", "application/json");
      if (behaviour === "hang" && req.url?.endsWith("/report")) {
        hanging.push(res);
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {}
      if (req.method !== "POST" || req.headers.authorization !== AUTH)
        return res.writeHead(406).end(JSON.stringify({ code: "30", description: "auth" }));
      if (req.url === "/sms/rest/v2/send")
        return res.writeHead(200).end(JSON.stringify({ code: "00", jobid: String(++nextJob) }));
      if (req.url === "/sms/rest/v2/report") return report(body, res);
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

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
  behaviour = "answer";
  jobs.clear();
  asked.length = 0;
  badRequests.length = 0;
});

const settings = { usercode: "8503334455", password: "s3cret", header: "MAGAZA" };
const client = (timeoutMs = 2000) => netgsmReportClient({ ...settings, baseUrl: base, timeoutMs });
const policy: ReportPolicy = { ...DEFAULT_REPORT_POLICY, batchSize: 10 };

/** Queues and sends `count` SMS through the stand-in with reports on; returns their jobids. */
async function sendSms(count: number): Promise<string[]> {
  for (let i = 0; i < count; i++)
    await enqueueMessage(db, {
      channel: "sms",
      recipient: `+9055511${String(10_000 + i)}`,
      body: `Siparişiniz yolda ${i}`,
      topic: "order_status",
      languageCode: "tr",
    });
  const adapter = netgsmAdapter({ ...settings, baseUrl: base, reports: { firstCheckMs: 0 } });
  for (;;) {
    const sent = await sendDueMessages(db, { sms: adapter });
    if (sent.sent === 0) break;
  }
  const rows = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
  return rows.map((r) => r.providerMessageId ?? "");
}

const rows = () => db.select().from(outboxMessages).orderBy(outboxMessages.id);
/** Makes every waiting SMS due for a question now. */
const due = () =>
  db
    .update(outboxMessages)
    .set({ deliveryCheckAt: sql`now()` })
    .where(eq(outboxMessages.deliveryStatus, "waiting"));

describe("Netgsm's report codes in words", () => {
  it("reads delivered, still waiting, and failures with the handset's error", () => {
    expect(describeNetgsmReport({ status: 1, errorCode: 0 })).toEqual({ status: "delivered" });
    expect(describeNetgsmReport({ status: 0, errorCode: 0 })).toBeUndefined();
    expect(describeNetgsmReport({ status: 12, errorCode: 102 })).toEqual({
      status: "failed",
      error: "Netgsm status 12 (delivery error), error 102 (phone off or out of coverage)",
    });
    expect(describeNetgsmReport({ status: 3, errorCode: 0 })?.error).toBe(
      "Netgsm status 3 (invalid or restricted number)",
    );
    expect(describeNetgsmReport({ status: 15, errorCode: 106 })?.error).toContain(
      "SMS refused, blacklist",
    );
    // A status Netgsm does not document is not taken as final.
    expect(describeNetgsmReport({ status: 42, errorCode: 0 })).toBeUndefined();
  });
});

describe("reading Netgsm's delivery reports", () => {
  it("keeps the jobid of each send and records delivered, failed and still waiting", async () => {
    const [a, b, c] = await sendSms(3);
    let [first] = await rows();
    expect(first).toMatchObject({ providerMessageId: a, deliveryStatus: "waiting" });
    jobs.set(a ?? "", { status: 1, errorCode: 0 });
    jobs.set(b ?? "", { status: 12, errorCode: 103 });
    const pass = await readDeliveryReports(db, client(), { policy });
    expect(pass).toMatchObject({ asked: 3, delivered: 1, failed: 1, waiting: 1, unknown: 0 });
    // The three went in one question.
    expect(asked.sort()).toEqual([a, b, c].sort());
    const [one, two, three] = await rows();
    expect(one).toMatchObject({ deliveryStatus: "delivered", deliveryError: null });
    expect(two).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: "Netgsm status 12 (delivery error), error 103 (busy)",
    });
    expect(three).toMatchObject({ deliveryStatus: "waiting", deliveryChecks: 1 });
    // The waiting one is asked about again later, not at once; the settled ones never again.
    const wait = (three?.deliveryCheckAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(policy.recheckBaseMs - 5000);
    expect((await readDeliveryReports(db, client(), { policy })).asked).toBe(0);
    jobs.set(c ?? "", { status: 1, errorCode: 0 });
    await due();
    asked.length = 0;
    expect(await readDeliveryReports(db, client(), { policy })).toMatchObject({
      asked: 1,
      delivered: 1,
    });
    expect(asked).toEqual([c]);
    [first] = await rows();
    expect(first?.deliveryStatus).toBe("delivered");
    expect(badRequests).toEqual([]);
  });

  it("keeps waiting when Netgsm has no record yet, is rate limited, answers garbage or nothing", async () => {
    await sendSms(1);
    for (const [b, error] of [
      ["nothing-yet", undefined],
      ["rate-limited", "Netgsm report HTTP 406 code 80: query limit exceeded (10 a minute)"],
      ["garbage", "Netgsm report HTTP 200: <html>Bakım çalışması</html>"],
      ["hang", "no answer within 300 ms"],
    ] as const) {
      behaviour = b;
      await due();
      const pass = await readDeliveryReports(db, client(300), { policy });
      expect(pass).toMatchObject({ asked: 1, waiting: 1, delivered: 0, failed: 0 });
      expect(pass.error).toBe(error);
      const [row] = await rows();
      expect(row).toMatchObject({ deliveryStatus: "waiting", deliveryError: null });
      expect(row?.deliveryCheckAt?.getTime() ?? 0).toBeGreaterThan(Date.now());
    }
  });

  it("gives up after the documented time with no final report, saying so", async () => {
    await sendSms(2);
    const [old] = await rows();
    await db
      .update(outboxMessages)
      .set({ sentAt: sql`now() - interval '49 hours'` })
      .where(eq(outboxMessages.id, old?.id ?? 0));
    const pass = await readDeliveryReports(db, client(), { policy });
    expect(pass).toMatchObject({ asked: 2, unknown: 1, waiting: 1 });
    const [gaveUp, young] = await rows();
    expect(gaveUp).toMatchObject({
      deliveryStatus: "unknown",
      deliveryError: "no final report from Netgsm within 48 hours",
      deliveryCheckAt: null,
    });
    expect(young?.deliveryStatus).toBe("waiting");
  });

  it("with two readers at once, asks about each SMS once and records each report once", async () => {
    const ids = await sendSms(30);
    for (const id of ids) jobs.set(id, { status: 1, errorCode: 0 });
    const changes: number[] = [];
    const drain = async () => {
      let passes = 0;
      for (;;) {
        const pass = await readDeliveryReports(db, client(), { policy });
        if (pass.asked === 0) return passes;
        changes.push(pass.delivered);
        passes++;
      }
    };
    pairUp = true;
    const [a, b] = await Promise.all([drain(), drain()]).finally(() => {
      pairUp = false;
    });
    expect(a + b).toBeGreaterThanOrEqual(3);
    if (onPostgres()) expect(Math.min(a, b)).toBeGreaterThan(0);
    expect(asked).toHaveLength(30);
    expect(new Set(asked).size).toBe(30);
    expect(changes.reduce((x, y) => x + y, 0)).toBe(30);
    const all = await rows();
    expect(all.every((r) => r.deliveryStatus === "delivered" && r.deliveryChecks === 1)).toBe(true);
  });

  it("follows nothing when reports are off", async () => {
    await enqueueMessage(db, {
      channel: "sms",
      recipient: "+905551112233",
      body: "Kod: 1",
      topic: "otp_login",
      languageCode: "tr",
    });
    await sendDueMessages(db, { sms: netgsmAdapter({ ...settings, baseUrl: base }) });
    const [row] = await rows();
    expect(row?.providerMessageId).toMatch(/^\d+$/);
    expect(row?.deliveryStatus).toBeNull();
    expect((await readDeliveryReports(db, client(), { policy })).asked).toBe(0);
  });
});
