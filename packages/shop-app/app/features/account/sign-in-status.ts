// What the sign-in page says above its form after an account change sent the shopper there.
import type { AppMessageId } from "../../i18n/messages.ts";

export const SIGN_IN_STATUS_PARAM = "durum";

const NOTICES: Record<string, AppMessageId> = {
  deleted: "app.account.deleted",
  "password-reset": "app.account.passwordReset",
};

export function signInNotice(status: string | null): AppMessageId | null {
  return status ? (NOTICES[status] ?? null) : null;
}
