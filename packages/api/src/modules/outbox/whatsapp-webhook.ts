// WhatsApp Cloud API status webhooks: Meta calls the app's webhook with each message's status
// (sent: on WhatsApp's servers, delivered: on the phone, read, failed with errors[]), one POST
// per batch of changes, signed with X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw
// body under the app secret. A body whose signature does not match is refused before it is read.
// Meta repeats a call it saw no 200 for and does not keep statuses in order; delivery.ts makes a
// repeated or late status change nothing. A status for a message the shop does not know (another
// app on the same number, or a send whose wamid is not stored yet) is skipped.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { byProviderId, type DeliveryReport, recordDelivery } from "./delivery.ts";

export interface WhatsAppWebhookSettings {
  appSecret: string;
  verifyToken: string;
}

/** Meta's verification request: the challenge is echoed only for the shop's own token. */
export function verifySubscription(
  settings: WhatsAppWebhookSettings,
  query: { mode?: string; token?: string; challenge?: string },
): string {
  const given = Buffer.from(query.token ?? "");
  const expected = Buffer.from(settings.verifyToken);
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  if (query.mode !== "subscribe" || !matches || !query.challenge)
    throw new ApiError("forbidden", 403);
  return query.challenge;
}

/** Whether X-Hub-Signature-256 is the app secret's HMAC of exactly these bytes. */
export function signatureMatches(appSecret: string, rawBody: string, header: string | undefined) {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1].toLowerCase(), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusItem {
  id?: unknown;
  status?: unknown;
  errors?: Array<{ code?: unknown; title?: unknown; message?: unknown }>;
}

const FINAL: Record<string, DeliveryReport["status"]> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};

/** The statuses a webhook body carries, each with the wamid it is about. */
export function statusesOf(body: unknown): Array<{ wamid: string; report: DeliveryReport }> {
  const found: Array<{ wamid: string; report: DeliveryReport }> = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return found;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const item of statuses as StatusItem[]) {
        const status = FINAL[String(item?.status)];
        if (typeof item?.id !== "string" || !status) continue;
        const error = item.errors?.[0];
        found.push({
          wamid: item.id,
          report: {
            status,
            error:
              status === "failed"
                ? `WhatsApp code ${String(error?.code ?? "?")}: ${String(error?.message ?? error?.title ?? "failed")}`
                : null,
          },
        });
      }
    }
  }
  return found;
}

/**
 * A signed status call: checks the signature over the raw body, then records each status.
 * Returns how many changed a message.
 */
export async function receiveStatuses(
  db: Database,
  settings: WhatsAppWebhookSettings,
  rawBody: string,
  signature: string | undefined,
  logger?: Logger,
): Promise<number> {
  if (!signatureMatches(settings.appSecret, rawBody, signature)) {
    logger?.warn("whatsapp webhook refused: bad signature", { bytes: rawBody.length });
    throw new ApiError("unauthorized", 401);
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ApiError("validation_error", 400);
  }
  let changed = 0;
  for (const { wamid, report } of statusesOf(body))
    if (await recordDelivery(db, byProviderId("whatsapp", wamid), report)) changed++;
  return changed;
}
