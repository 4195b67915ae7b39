import { BellRing, ImageOff } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { isoDate } from "../news-list/iso-date.ts";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  label: { id: "account.stockAlerts.label", description: "Accessible name of the list" },
  intro: { id: "account.stockAlerts.intro", description: "What the page is for" },
  waiting: { id: "account.stockAlerts.waiting", description: "Badge: not back in stock yet" },
  inStock: { id: "account.stockAlerts.inStock", description: "Badge: it can be bought now" },
  notified: {
    id: "account.stockAlerts.notified",
    description: "When the e-mail went out; {date} is YYYY-MM-DD",
  },
  requested: { id: "account.stockAlerts.requested", description: "{date} is YYYY-MM-DD" },
  cancel: {
    id: "account.stockAlerts.cancel",
    description: "Button: cancel the request for {name}",
  },
  cancelShort: { id: "account.stockAlerts.cancelShort", description: "Visible button text" },
  emptyTitle: { id: "account.stockAlerts.emptyTitle" },
  emptyText: { id: "account.stockAlerts.emptyText" },
  emptyAction: { id: "account.favourites.emptyAction" },
});

export interface StockAlertItem {
  id: number;
  name: string;
  /** The product page; absent when the product has no page in this language. */
  href?: string;
  image?: string;
  inStock: boolean;
  /** YYYY-MM-DD, an ISO timestamp or a Date. */
  requestedAt: string | Date;
  /** When the shopper was told it is back; absent while waiting. */
  notifiedAt?: string | Date;
}

export type StockAlertsScreenProps = Omit<ComponentProps<"div">, "children"> & {
  alerts: readonly StockAlertItem[];
  /** Renders each request's cancel `<form>` (method post, the button as children). */
  renderCancelForm: (alertId: number, props: ComponentProps<"form">) => ReactElement;
  /** Where the empty list sends the customer. */
  shoppingHref: string;
  /** The outcome of the last cancellation. */
  notice?: ReactNode;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
};

/** The customer's back-in-stock requests: waiting or told, each with a cancel button. */
export function StockAlertsScreen({
  alerts,
  renderCancelForm,
  shoppingHref,
  notice,
  renderLink = defaultRenderLink,
  className,
  ...props
}: StockAlertsScreenProps) {
  const intl = useIntl();
  const date = (value: string | Date) => (
    <time dateTime={isoDate(value)} dir="ltr">
      {isoDate(value)}
    </time>
  );
  return (
    <div
      data-slot="stock-alerts-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      {alerts.length === 0 ? (
        <div
          data-slot="stock-alerts-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-border-subtle bg-surface px-4 py-12 text-center"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg">
            <BellRing aria-hidden="true" className="size-7" />
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
      ) : (
        <>
          <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.intro)}</p>
          <ul
            aria-label={intl.formatMessage(messages.label)}
            className="flex flex-col divide-y divide-border-subtle rounded-lg border border-border-subtle bg-surface"
          >
            {alerts.map((alert) => (
              <li
                key={alert.id}
                data-slot="stock-alert"
                className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:gap-4 sm:p-4"
              >
                <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md bg-surface-muted">
                  {alert.image ? (
                    <img src={alert.image} alt="" className="size-full object-cover" />
                  ) : (
                    <ImageOff aria-hidden="true" className="size-6 text-fg-subtle" />
                  )}
                </span>
                <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
                  <h2 className="text-body-sm font-semibold text-fg-strong [overflow-wrap:anywhere]">
                    {alert.href
                      ? renderLink({
                          href: alert.href,
                          className: "hover:underline",
                          children: alert.name,
                        })
                      : alert.name}
                  </h2>
                  <div className="flex flex-wrap items-center gap-2 text-caption text-fg-muted">
                    {alert.inStock ? (
                      <Badge variant="success">{intl.formatMessage(messages.inStock)}</Badge>
                    ) : (
                      <Badge variant="neutral">{intl.formatMessage(messages.waiting)}</Badge>
                    )}
                    <span>
                      {alert.notifiedAt
                        ? intl.formatMessage(messages.notified, { date: date(alert.notifiedAt) })
                        : intl.formatMessage(messages.requested, { date: date(alert.requestedAt) })}
                    </span>
                  </div>
                </div>
                {renderCancelForm(alert.id, {
                  method: "post",
                  className: "ms-auto",
                  children: (
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      data-slot="stock-alert-cancel"
                      aria-label={intl.formatMessage(messages.cancel, { name: alert.name })}
                    >
                      {intl.formatMessage(messages.cancelShort)}
                    </Button>
                  ),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
