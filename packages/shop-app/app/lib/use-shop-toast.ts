// Toasts with the app's texts: a title by kind (successful, unsuccessful, warning) and a message
// of the app catalogue, or the shopper-facing text of an API error code (spec section 8).
import type { ErrorCode } from "@shop/api/contract";
import { useToast } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useCallback } from "react";
import { type AppMessageId, errorMessageId } from "../i18n/messages.ts";

export type ShopToastKind = "success" | "warning" | "error";

const titles: Record<ShopToastKind, AppMessageId> = {
  success: "app.toast.success",
  warning: "app.toast.warning",
  error: "app.toast.unsuccessful",
};

export function useShopToast() {
  const intl = useIntl();
  const { toast } = useToast();
  const show = useCallback(
    (kind: ShopToastKind, message: AppMessageId, values?: Record<string, string | number>) =>
      toast({
        status: kind,
        title: intl.formatMessage({ id: titles[kind] }),
        description: intl.formatMessage({ id: message }, values),
        // Errors that block a step stay until dismissed; the others close by themselves.
        persistent: kind === "error",
      }),
    [intl, toast],
  );
  const showError = useCallback(
    (code: ErrorCode, kind: ShopToastKind = "error") => show(kind, errorMessageId(code)),
    [show],
  );
  return { show, showError };
}
