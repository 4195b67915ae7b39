import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  heading: {
    id: "commerce.walletButtons.heading",
    description: "Heading above the wallet buttons",
  },
  google_pay: {
    id: "commerce.walletButtons.googlePay",
    description: "Button: pay with Google Pay",
  },
  apple_pay: { id: "commerce.walletButtons.applePay", description: "Button: pay with Apple Pay" },
  or: { id: "commerce.walletButtons.or", description: "Divider before the card form" },
});

export type WalletCode = "google_pay" | "apple_pay";

export type WalletButtonsProps = Omit<ComponentProps<"section">, "children"> & {
  /** The wallets the shop has configured and this browser can pay with, in order. */
  wallets: readonly WalletCode[];
  onPay: (wallet: WalletCode) => void;
  /** The wallet whose sheet is open or whose payment is being confirmed. */
  pending?: WalletCode | null;
};

const brandText: Record<WalletCode, string> = { google_pay: "Google Pay", apple_pay: "Apple Pay" };

function WalletButtons({
  wallets,
  onPay,
  pending = null,
  className,
  ...props
}: WalletButtonsProps) {
  const intl = useIntl();
  if (wallets.length === 0) return null;
  return (
    <section
      data-slot="wallet-buttons"
      aria-label={intl.formatMessage(messages.heading)}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <p className="text-body-sm font-semibold text-fg-muted">
        {intl.formatMessage(messages.heading)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {wallets.map((wallet) => (
          <button
            key={wallet}
            type="button"
            data-slot="wallet-button"
            data-wallet={wallet}
            aria-label={intl.formatMessage(messages[wallet])}
            aria-busy={pending === wallet}
            disabled={pending !== null}
            onClick={() => onPay(wallet)}
            // Both wallets' guidelines ask for a dark button with the wallet's name.
            className="flex h-11 min-w-40 flex-1 items-center justify-center rounded-md bg-surface-inverse px-4 text-body-lg font-semibold text-fg-inverse disabled:opacity-60"
          >
            <span aria-hidden="true" dir="ltr">
              {brandText[wallet]}
            </span>
          </button>
        ))}
      </div>
      <p
        data-slot="wallet-buttons-divider"
        className="flex items-center gap-3 text-body-sm text-fg-muted before:h-px before:flex-1 before:bg-border-subtle after:h-px after:flex-1 after:bg-border-subtle"
      >
        {intl.formatMessage(messages.or)}
      </p>
    </section>
  );
}

export { WalletButtons };
