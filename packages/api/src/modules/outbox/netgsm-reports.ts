// Whether an SMS reached the phone, from Netgsm's report API (REST v2): POST
// {base}/sms/rest/v2/report with the same Basic authentication as a send, the jobids to ask
// about and the date range they were sent in (dd.MM.yyyy HH:mm:ss, Turkey's time). Netgsm answers
// {"code":"00","jobs":[{jobid, number, status, errorCode, deliveredDate, ...}]}; code 60 means it
// has no record yet, 30 credentials, 70 parameters, 80 more than 10 questions a minute, 100/110
// a fault on its side. A job's status is 0 while the operator still tries, 1 once delivered, and
// one of the failure codes below otherwise, with the handset's errorCode (101-119) when there is
// one (Netgsm's "SMS report" documentation and its official clients, ADR api-024).
//
// The reader runs beside the sender in every shop process. Like a send, a question is claimed
// with FOR UPDATE SKIP LOCKED and leased (delivery_check_at moves past the lease) in one
// statement, so two readers never ask about the same SMS, and one that dies leaves it for another
// when the lease ends. Many SMS go in one question (Netgsm counts questions, not jobs). An SMS
// with no final report `giveUpMs` after its send is recorded as unknown and no longer asked about.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { Logger } from "../../lib/logger.ts";
import { startPeriodic } from "../../lib/periodic.ts";
import { DeliveryError, fetchWithDeadline } from "./channel-adapter.ts";
import { byId, type DeliveryReport, recordDelivery } from "./delivery.ts";
import { NETGSM_API_URL, type NetgsmSettings } from "./netgsm-adapter.ts";

/** Netgsm's job statuses that end in failure, in words. */
const FAILED_STATUSES: Record<number, string> = {
  2: "expired before it could be delivered",
  3: "invalid or restricted number",
  4: "could not be handed to the operator",
  11: "refused by the operator",
  12: "delivery error",
  13: "duplicate message",
  14: "not enough credit",
  15: "number on the blacklist",
  16: "refused by İYS (no permission for commercial messages)",
  17: "İYS error",
  103: "the whole job failed",
};

/** The handset's error codes Netgsm passes on, in words. */
const ERROR_CODES: Record<number, string> = {
  101: "message box full",
  102: "phone off or out of coverage",
  103: "busy",
  104: "line not active",
  105: "wrong number",
  106: "SMS refused, blacklist",
  111: "timed out",
  112: "phone does not accept SMS",
  113: "phone does not support it",
  114: "routing failed",
  115: "barred",
  116: "unknown subscriber",
  117: "illegal subscriber",
  119: "system error",
};

/** The report API's own answer codes, other than 00. */
const ANSWER_CODES: Record<string, string> = {
  "30": "invalid credentials or no API access",
  "70": "invalid parameters",
  "80": "query limit exceeded (10 a minute)",
  "100": "system error",
  "110": "system error",
};

export interface NetgsmJobReport {
  status: number;
  errorCode: number | null;
}

/**
 * One job's report as the shop records it: undefined while the operator still tries (status 0,
 * or a status Netgsm has not documented, which is not guessed to be final).
 */
export function describeNetgsmReport(report: NetgsmJobReport): DeliveryReport | undefined {
  if (report.status === 1) return { status: "delivered" };
  const failure = FAILED_STATUSES[report.status];
  if (!failure) return undefined;
  const code = report.errorCode;
  const handset =
    code && code !== 0 ? `, error ${code} (${ERROR_CODES[code] ?? "undocumented code"})` : "";
  return { status: "failed", error: `Netgsm status ${report.status} (${failure})${handset}` };
}

/** Netgsm's dates are Turkey's time (UTC+3 all year). */
function netgsmDate(date: Date): string {
  const t = new Date(date.getTime() + 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(t.getUTCDate())}.${two(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}

export interface NetgsmReportClient {
  /** The reports Netgsm has for these jobs (sent from `since` on), by jobid. */
  reports(jobids: readonly string[], since: Date): Promise<Map<string, NetgsmJobReport>>;
}

export function netgsmReportClient(
  settings: Pick<NetgsmSettings, "usercode" | "password" | "baseUrl" | "timeoutMs">,
): NetgsmReportClient {
  const url = `${(settings.baseUrl ?? NETGSM_API_URL).replace(/\/$/, "")}/sms/rest/v2/report`;
  const auth = Buffer.from(`${settings.usercode}:${settings.password}`).toString("base64");
  return {
    async reports(jobids, since) {
      const response = await fetchWithDeadline(
        url,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Basic ${auth}` },
          body: JSON.stringify({
            jobids,
            // A day's margin on each side: Netgsm files a job under its own clock.
            startdate: netgsmDate(new Date(since.getTime() - 86_400_000)),
            stopdate: netgsmDate(new Date(Date.now() + 86_400_000)),
            pagenumber: 0,
            pagesize: Math.min(100, Math.max(1, jobids.length)),
          }),
        },
        settings.timeoutMs ?? 15_000,
      );
      const text = await response.text();
      let answer: { code?: unknown; jobs?: unknown } = {};
      try {
        answer = JSON.parse(text);
      } catch {
        throw new DeliveryError(`Netgsm report HTTP ${response.status}: ${text.slice(0, 200)}`);
      }
      const code = String(answer.code ?? "");
      const found = new Map<string, NetgsmJobReport>();
      if (code === "60") return found;
      if (!response.ok || code !== "00" || !Array.isArray(answer.jobs))
        throw new DeliveryError(
          `Netgsm report HTTP ${response.status} code ${code || "?"}${ANSWER_CODES[code] ? `: ${ANSWER_CODES[code]}` : ""}`,
        );
      for (const job of answer.jobs as Array<Record<string, unknown>>) {
        const jobid = job?.jobid === undefined ? "" : String(job.jobid);
        const status = Number(job?.status);
        if (!jobid || !Number.isInteger(status)) continue;
        const errorCode = Number(job.errorCode);
        found.set(jobid, { status, errorCode: Number.isInteger(errorCode) ? errorCode : null });
      }
      return found;
    },
  };
}

export interface ReportPolicy {
  /** SMS asked about in one question (Netgsm pages at most 100). */
  batchSize: number;
  /** How long a claimed SMS is kept from other readers; longer than the client's deadline. */
  leaseMs: number;
  /** Wait before asking again about an SMS still on its way; doubled each time. */
  recheckBaseMs: number;
  recheckMaxMs: number;
  /** After this long from the send with no final report, the reader gives up (unknown). */
  giveUpMs: number;
}

export const DEFAULT_REPORT_POLICY: ReportPolicy = {
  batchSize: 100,
  leaseMs: 2 * 60_000,
  recheckBaseMs: 60_000,
  recheckMaxMs: 3_600_000,
  giveUpMs: 48 * 3_600_000,
};

interface ClaimedCheck {
  id: number;
  provider_message_id: string;
  sent_at: string;
  delivery_checks: number;
}

/** Claims SMS due for a question, counting it and leasing them. */
export async function claimDueChecks(db: Database, policy: ReportPolicy) {
  return queryRows<ClaimedCheck>(
    db,
    sql`WITH due AS (
        SELECT id FROM outbox_messages
        WHERE channel = 'sms' AND delivery_status = 'waiting' AND delivery_check_at <= now()
          AND provider_message_id IS NOT NULL
        ORDER BY delivery_check_at, id
        LIMIT ${policy.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE outbox_messages o
      SET delivery_checks = o.delivery_checks + 1,
          delivery_check_at = now() + make_interval(secs => ${policy.leaseMs / 1000})
      FROM due WHERE o.id = due.id
      RETURNING o.id, o.provider_message_id, ${isoText(sql`o.sent_at`)} AS sent_at,
        o.delivery_checks`,
  );
}

export interface ReportPass {
  asked: number;
  delivered: number;
  failed: number;
  waiting: number;
  unknown: number;
  /** Why Netgsm could not be asked, when it could not. */
  error?: string;
}

/** One pass: claims the SMS due, asks Netgsm about them in one question and records what it says. */
export async function readDeliveryReports(
  db: Database,
  client: NetgsmReportClient,
  options: { policy?: ReportPolicy; logger?: Logger } = {},
): Promise<ReportPass> {
  const policy = options.policy ?? DEFAULT_REPORT_POLICY;
  const claimed = await claimDueChecks(db, policy);
  const pass: ReportPass = {
    asked: claimed.length,
    delivered: 0,
    failed: 0,
    waiting: 0,
    unknown: 0,
  };
  if (claimed.length === 0) return pass;
  const since = new Date(Math.min(...claimed.map((c) => new Date(c.sent_at).getTime())));
  let reports = new Map<string, NetgsmJobReport>();
  try {
    reports = await client.reports(
      claimed.map((c) => c.provider_message_id),
      since,
    );
  } catch (error) {
    pass.error = error instanceof Error ? error.message : String(error);
    options.logger?.warn("delivery reports not read", { provider: "netgsm", error: pass.error });
  }
  for (const check of claimed) {
    const job = reports.get(check.provider_message_id);
    const report = job ? describeNetgsmReport(job) : undefined;
    if (report) {
      await recordDelivery(db, byId(check.id), report);
      pass[report.status === "delivered" ? "delivered" : "failed"]++;
    } else if (Date.now() - new Date(check.sent_at).getTime() >= policy.giveUpMs) {
      await recordDelivery(db, byId(check.id), {
        status: "unknown",
        error: `no final report from Netgsm within ${Math.round(policy.giveUpMs / 3_600_000)} hours${pass.error ? ` (last: ${pass.error})` : ""}`,
      });
      pass.unknown++;
    } else {
      const wait = Math.min(
        policy.recheckMaxMs,
        policy.recheckBaseMs * 2 ** Math.max(0, check.delivery_checks - 1),
      );
      await db.execute(
        sql`UPDATE outbox_messages
          SET delivery_check_at = now() + make_interval(secs => ${wait / 1000})
          WHERE id = ${check.id} AND delivery_status = 'waiting'`,
      );
      pass.waiting++;
    }
  }
  return pass;
}

export interface DeliveryReader {
  stop(): Promise<void>;
}

/** Reads Netgsm's reports every `intervalMs` while the process runs. */
export function startDeliveryReader(
  db: Database,
  client: NetgsmReportClient,
  options: { intervalMs: number; policy?: ReportPolicy; logger: Logger },
): DeliveryReader {
  return startPeriodic(
    "delivery report reader",
    options.intervalMs,
    async (stopped) => {
      // A full batch means more may be due; a refused question waits for the next interval
      // (Netgsm allows 10 a minute).
      for (;;) {
        const report = await readDeliveryReports(db, client, options);
        const settled = report.delivered + report.failed + report.unknown;
        if (settled > 0) options.logger.info("delivery reports read", { ...report });
        const full = report.asked >= (options.policy ?? DEFAULT_REPORT_POLICY).batchSize;
        if (stopped() || report.error || !full) return;
      }
    },
    options.logger,
  );
}
