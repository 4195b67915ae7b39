import { Notice } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { outcomeMessage } from "./cart-outcome.ts";

/** The outcome of a cart change made without JavaScript, above the page's content. */
export function CartNotice({ outcome }: { outcome: string }) {
  const intl = useIntl();
  const message = outcomeMessage(outcome);
  if (!message) return null;
  return (
    <Notice tone={message.ok ? "success" : "error"}>
      {intl.formatMessage({ id: message.id })}
    </Notice>
  );
}
