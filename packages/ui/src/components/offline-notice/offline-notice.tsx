import { RefreshCw, WifiOff } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";

const messages = defineUiMessages({
  message: { id: "layout.offline.message", description: "Shown while the device is offline" },
  hint: { id: "layout.offline.hint" },
  retry: { id: "layout.offline.retry", description: "Button: check the connection again" },
});

export type OfflineNoticeProps = Omit<ComponentProps<"div">, "children"> & {
  /** Whether the connection is down. Keep the component mounted: the live region must exist before the message appears to be announced. */
  offline: boolean;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** "fixed" floats at the top of the viewport; "static" renders in place. */
  position?: "fixed" | "static";
};

/** A polite live region that announces "Check your internet connection" while offline. */
function OfflineNotice({
  offline,
  onRetry,
  position = "fixed",
  className,
  ...props
}: OfflineNoticeProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="offline-notice"
      data-state={offline ? "offline" : "online"}
      role="status"
      aria-live="polite"
      className={cn(
        position === "fixed" &&
          "pointer-events-none fixed inset-x-0 top-0 z-toast flex justify-center px-3 pt-3",
        className,
      )}
      {...props}
    >
      {offline && (
        <div
          data-slot="offline-notice-banner"
          className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-inverse px-4 py-3 text-fg-inverse shadow-lg"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning text-fg-on-warning"
          >
            <WifiOff className="size-5" />
          </span>
          <span className="flex min-w-48 flex-1 flex-col">
            <span data-slot="offline-notice-message" className="text-body-sm font-semibold">
              {intl.formatMessage(messages.message)}
            </span>
            <span data-slot="offline-notice-hint" className="text-caption text-fg-inverse/80">
              {intl.formatMessage(messages.hint)}
            </span>
          </span>
          {onRetry && (
            <Button
              data-slot="offline-notice-retry"
              variant="outline"
              size="sm"
              className="ms-auto shrink-0 border-transparent"
              onClick={onRetry}
            >
              <RefreshCw aria-hidden="true" />
              {intl.formatMessage(messages.retry)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

export { OfflineNotice };
