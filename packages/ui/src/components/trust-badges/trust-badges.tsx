import { cva, type VariantProps } from "class-variance-authority";
import { CreditCard, LockKeyhole, type LucideIcon, RotateCcw } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";

const messages = defineUiMessages({
  label: {
    id: "layout.trustBadges.label",
    description: "Accessible name of the trust badges list",
  },
  returnTitle: {
    id: "layout.trustBadges.returnTitle",
    description: "Return guarantee; {days} is the return window (15)",
  },
  returnText: { id: "layout.trustBadges.returnText" },
  sslTitle: { id: "layout.trustBadges.sslTitle" },
  sslText: { id: "layout.trustBadges.sslText" },
  secure3dTitle: { id: "layout.trustBadges.secure3dTitle" },
  secure3dText: { id: "layout.trustBadges.secure3dText" },
});

const trustBadgesVariants = cva("grid gap-3", {
  variants: {
    tone: {
      light: "text-fg",
      dark: "text-fg-inverse",
    },
    layout: {
      row: "grid-cols-1 sm:grid-cols-3",
      stack: "grid-cols-1",
    },
  },
  defaultVariants: { tone: "light", layout: "row" },
});

export type TrustBadgesProps = Omit<ComponentProps<"ul">, "children"> &
  VariantProps<typeof trustBadgesVariants> & {
    /** The return window in days (specification: 15). */
    returnDays?: number;
    /** Hide the one-line explanations under the titles. */
    compact?: boolean;
  };

/** The shop's promises: free return within 15 days, 256 Bit SSL, 3D Secure. */
function TrustBadges({
  tone,
  layout,
  returnDays = 15,
  compact = false,
  className,
  ...props
}: TrustBadgesProps) {
  const intl = useIntl();
  const badges: { key: string; icon: LucideIcon; title: string; text: string }[] = [
    {
      key: "return",
      icon: RotateCcw,
      title: intl.formatMessage(messages.returnTitle, { days: returnDays }),
      text: intl.formatMessage(messages.returnText),
    },
    {
      key: "ssl",
      icon: LockKeyhole,
      title: intl.formatMessage(messages.sslTitle),
      text: intl.formatMessage(messages.sslText),
    },
    {
      key: "3d-secure",
      icon: CreditCard,
      title: intl.formatMessage(messages.secure3dTitle),
      text: intl.formatMessage(messages.secure3dText),
    },
  ];
  const dark = (tone ?? "light") === "dark";
  return (
    <ul
      data-slot="trust-badges"
      data-tone={tone ?? "light"}
      aria-label={intl.formatMessage(messages.label)}
      className={cn(trustBadgesVariants({ tone, layout }), className)}
      {...props}
    >
      {badges.map(({ key, icon: Icon, title, text }) => (
        <li
          key={key}
          data-slot="trust-badge"
          data-badge={key}
          className={cn(
            "flex items-center gap-3 rounded-lg border p-3",
            dark ? "border-fg-inverse/15 bg-fg-inverse/5" : "border-border-subtle bg-surface",
          )}
        >
          <span
            data-slot="trust-badge-icon"
            aria-hidden="true"
            className={cn(
              "flex size-11 shrink-0 items-center justify-center rounded-full",
              dark ? "bg-brand-accent text-fg-strong" : "bg-brand-subtle text-brand-fg",
            )}
          >
            <Icon className="size-5" strokeWidth={2} />
          </span>
          <span className="flex min-w-0 flex-col">
            <span
              data-slot="trust-badge-title"
              className={cn(
                "text-body-sm font-semibold leading-tight",
                dark ? "text-fg-inverse" : "text-fg-strong",
              )}
            >
              {title}
            </span>
            {!compact && (
              <span
                data-slot="trust-badge-text"
                className={cn("text-caption", dark ? "text-fg-inverse/75" : "text-fg-muted")}
              >
                {text}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

export { TrustBadges, trustBadgesVariants };
