// What the outbox sender hands a provider: one stored message. An adapter resolves when the
// provider accepted the message and throws (with a reason fit for the admin's screen) when not.
import type { LanguageCode } from "../../contract/index.ts";
import type { OUTBOX_CHANNELS } from "../../db/schema/index.ts";

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface QueuedMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  topic: string;
  languageCode: LanguageCode;
}

/**
 * What a provider gave back for an accepted message: its id for it (Netgsm's jobid, WhatsApp's
 * wamid), and how its delivery is followed when the shop is set up to: `poll` (the shop asks,
 * first after `checkAfterMs`) or `push` (the provider calls the shop's webhook).
 */
export interface SendReceipt {
  providerMessageId: string;
  follow?: { kind: "poll"; checkAfterMs: number } | { kind: "push" };
}

export interface ChannelAdapter {
  /** For the log: the provider's name (smtp, netgsm, whatsapp-cloud). */
  readonly provider: string;
  send(message: QueuedMessage): Promise<SendReceipt | undefined>;
  close?(): Promise<void>;
}

export type ChannelAdapters = Partial<Record<OutboxChannel, ChannelAdapter>>;

/** A provider's refusal, worded for the admin: what the provider answered, never credentials. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

/** fetch with a deadline: a provider that does not answer counts as a failed attempt. */
export async function fetchWithDeadline(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError")
      throw new DeliveryError(`no answer within ${timeoutMs} ms`);
    throw new DeliveryError(`request failed: ${error instanceof Error ? error.message : error}`);
  }
}
