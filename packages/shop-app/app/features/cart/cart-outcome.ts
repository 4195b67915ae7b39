// How a cart change made without JavaScript reports back: the redirect's query names the outcome
// (a success toast's key, "added", or an API error code), and the page shows it as a notice.
import type { AppMessageId } from "../../i18n/messages.ts";
import { appMessages } from "../../i18n/messages.ts";

export const CART_OUTCOME_PARAM = "sepet";

/** The message of an outcome, and whether it is good news; null for an unknown outcome. */
export function outcomeMessage(outcome: string): { id: AppMessageId; ok: boolean } | null {
  const success = `app.success.${outcome}`;
  if (success in appMessages.tr) return { id: success as AppMessageId, ok: true };
  const error = `app.error.${outcome}`;
  if (error in appMessages.tr) return { id: error as AppMessageId, ok: false };
  return null;
}
