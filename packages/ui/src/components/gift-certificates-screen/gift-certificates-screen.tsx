import { Gift } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { isoDate } from "../news-list/iso-date.ts";
import { formatPrice, type PriceCurrency } from "../price/format-price.ts";

const messages = defineUiMessages({
  label: { id: "account.giftCertificates.label", description: "Accessible name of the list" },
  intro: { id: "account.giftCertificates.intro", description: "Where to use a code" },
  code: { id: "account.giftCertificates.code", description: "Label before the code" },
  percent: { id: "account.giftCertificates.percent", description: "{percent}% off" },
  amount: { id: "account.giftCertificates.amount", description: "{amount} off, formatted" },
  minCart: { id: "account.giftCertificates.minCart", description: "{amount}: smallest cart" },
  endsAt: { id: "account.giftCertificates.endsAt", description: "{date} is YYYY-MM-DD" },
  usable: { id: "account.giftCertificates.usable" },
  used: { id: "account.giftCertificates.used" },
  expired: { id: "account.giftCertificates.expired" },
  emptyTitle: { id: "account.giftCertificates.emptyTitle" },
  emptyText: { id: "account.giftCertificates.emptyText" },
  emptyAction: { id: "account.favourites.emptyAction" },
});

export interface GiftCertificateItem {
  code: string;
  /** A percentage off, or an amount (minor units) off in `currency`. */
  discount: { percent: number } | { amount: number };
  currency: PriceCurrency;
  /** The smallest cart it applies to, in minor units. */
  minCartAmount?: number;
  /** YYYY-MM-DD, an ISO timestamp or a Date. */
  endsAt?: string | Date;
  status: "usable" | "used" | "expired";
}

export type GiftCertificatesScreenProps = Omit<ComponentProps<"div">, "children"> & {
  certificates: readonly GiftCertificateItem[];
  /** Where the empty list sends the customer. */
  shoppingHref: string;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

const tones = { usable: "success", used: "neutral", expired: "neutral" } as const;

/** The customer's gift certificates and personal coupons, with their codes to type in the cart. */
export function GiftCertificatesScreen({
  certificates,
  shoppingHref,
  renderLink = defaultRenderLink,
  className,
  ...props
}: GiftCertificatesScreenProps) {
  const intl = useIntl();
  if (certificates.length === 0) {
    return (
      <div
        data-slot="gift-certificates-empty"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border border-border-subtle bg-surface px-4 py-12 text-center",
          className,
        )}
        {...props}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg">
          <Gift aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-body-lg font-semibold text-fg-strong">
          {intl.formatMessage(messages.emptyTitle)}
        </h2>
        <p className="max-w-md text-body-sm text-fg-muted">
          {intl.formatMessage(messages.emptyText)}
        </p>
        <Button asChild className="mt-2">
          {renderLink({ href: shoppingHref, children: intl.formatMessage(messages.emptyAction) })}
        </Button>
      </div>
    );
  }
  return (
    <div
      data-slot="gift-certificates-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.intro)}</p>
      <ul aria-label={intl.formatMessage(messages.label)} className="grid gap-3 sm:grid-cols-2">
        {certificates.map((certificate) => (
          <li
            key={certificate.code}
            data-slot="gift-certificate"
            data-status={certificate.status}
            className={cn(
              "flex flex-col gap-2 rounded-lg border border-dashed bg-surface p-4",
              certificate.status === "usable" ? "border-border-strong" : "border-border",
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <p
                className={cn(
                  "text-heading-sm font-bold",
                  certificate.status === "usable" ? "text-brand-fg" : "text-fg-muted line-through",
                )}
              >
                {"percent" in certificate.discount
                  ? intl.formatMessage(messages.percent, {
                      percent: certificate.discount.percent,
                    })
                  : intl.formatMessage(messages.amount, {
                      amount: formatPrice(certificate.discount.amount, certificate.currency),
                    })}
              </p>
              <Badge variant={tones[certificate.status]}>
                {intl.formatMessage(messages[certificate.status])}
              </Badge>
            </div>
            <p className="text-body-sm text-fg">
              {intl.formatMessage(messages.code)}{" "}
              <code
                dir="ltr"
                className="rounded-sm bg-surface-muted px-1.5 py-0.5 font-mono font-semibold text-fg-strong select-all"
              >
                {certificate.code}
              </code>
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-caption text-fg-muted">
              {certificate.minCartAmount !== undefined && (
                <span>
                  {intl.formatMessage(messages.minCart, {
                    amount: formatPrice(certificate.minCartAmount, certificate.currency),
                  })}
                </span>
              )}
              {certificate.endsAt && (
                <span>
                  {intl.formatMessage(messages.endsAt, {
                    date: (
                      <time key="date" dateTime={isoDate(certificate.endsAt)} dir="ltr">
                        {isoDate(certificate.endsAt)}
                      </time>
                    ),
                  })}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
