// How a cart change made without JavaScript reports back: the redirect's query names the outcome
// (a success toast's key, "added", or an API error code), and the page shows it as a notice.
import { type AppMessageId, isAppMessageId } from "../../i18n/messages.ts";

export const CART_OUTCOME_PARAM = "sepet";

/** The message of an outcome, and whether it is good news; null for an unknown outcome. */
export function outcomeMessage(outcome: string): { id: AppMessageId; ok: boolean } | null {
  const success = `app.success.${outcome}`;
  if (isAppMessageId(success)) return { id: success, ok: true };
  const error = `app.error.${outcome}`;
  if (isAppMessageId(error)) return { id: error, ok: false };
  return null;
}
