// SMS through Netgsm's REST v2 API: POST {base}/sms/rest/v2/send with HTTP Basic authentication
// (the subscriber code and API password), a JSON body naming the approved sender header
// (msgheader), Turkish characters on (encoding TR), and the message with the number. Netgsm
// answers {"code":"00","jobid":...} when it took the message; any other code (20 text, 30
// credentials, 40 header, 70 parameters, 80/85 rate limits, 100 system) is a refusal. The jobid
// is kept: with reports on, netgsm-reports.ts asks Netgsm later whether the SMS reached the phone.
import { type ChannelAdapter, DeliveryError, fetchWithDeadline } from "./channel-adapter.ts";

export const NETGSM_API_URL = "https://api.netgsm.com.tr";

export interface NetgsmSettings {
  usercode: string;
  password: string;
  /** The sender name approved for the account (msgheader). */
  header: string;
  baseUrl?: string;
  timeoutMs?: number;
  /**
   * Follow each SMS with Netgsm's report API (netgsm-reports.ts): the first question this long
   * after the send. Unset: a taken SMS counts as sent and nothing more is asked.
   */
  reports?: { firstCheckMs: number };
}

/** Netgsm takes Turkish numbers without the plus: 905XXXXXXXXX. */
export const netgsmNumber = (e164: string) => e164.replace(/^\+/, "");

export function netgsmAdapter(settings: NetgsmSettings): ChannelAdapter {
  const url = `${(settings.baseUrl ?? NETGSM_API_URL).replace(/\/$/, "")}/sms/rest/v2/send`;
  const auth = Buffer.from(`${settings.usercode}:${settings.password}`).toString("base64");
  return {
    provider: "netgsm",
    async send(message) {
      const response = await fetchWithDeadline(
        url,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Basic ${auth}` },
          body: JSON.stringify({
            msgheader: settings.header,
            encoding: "TR",
            messages: [{ msg: message.body, no: netgsmNumber(message.recipient) }],
          }),
        },
        settings.timeoutMs ?? 15_000,
      );
      const text = await response.text();
      let answer: { code?: unknown; description?: unknown; jobid?: unknown } = {};
      try {
        answer = JSON.parse(text);
      } catch {
        throw new DeliveryError(`Netgsm HTTP ${response.status}: ${text.slice(0, 200)}`);
      }
      if (response.ok && answer.code === "00") {
        const jobid = typeof answer.jobid === "string" ? answer.jobid : String(answer.jobid ?? "");
        if (!jobid) return undefined;
        return {
          providerMessageId: jobid,
          ...(settings.reports
            ? { follow: { kind: "poll", checkAfterMs: settings.reports.firstCheckMs } as const }
            : {}),
        };
      }
      throw new DeliveryError(
        `Netgsm HTTP ${response.status} code ${String(answer.code ?? "?")}${answer.description ? `: ${String(answer.description)}` : ""}`,
      );
    },
  };
}
