import { House, RefreshCw, ServerCrash, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { StatusLayout } from "../not-found/status-layout.tsx";

const messages = defineUiMessages({
  code: { id: "layout.error.code", description: "{status} is the HTTP status, e.g. 500" },
  title: { id: "layout.error.title" },
  text: { id: "layout.error.text" },
  retry: { id: "layout.error.retry" },
  home: { id: "layout.notFound.home" },
  requestId: {
    id: "layout.error.requestId",
    description: "{id} is the request id the support team can look up",
  },
});

export type ErrorPageProps = Omit<ComponentProps<"section">, "title"> & {
  /** The HTTP status (errors without one are 500). */
  status?: number;
  /** Replaces "Something went wrong" (a 503's "We are under maintenance"). */
  title?: ReactNode;
  /** Replaces the short apology. */
  description?: ReactNode;
  /** The request's id, shown small so that support can find the log entry. */
  requestId?: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** Shows a link to the home page. */
  homeHref?: string;
  renderLink?: RenderLayoutLink;
};

/** The page for 500 and other errors: a title, a short apology, retry and home actions. */
function ErrorPage({
  status = 500,
  title,
  description,
  requestId,
  onRetry,
  homeHref,
  renderLink,
  children,
  ...props
}: ErrorPageProps) {
  const intl = useIntl();
  return (
    <StatusLayout
      slot="error-page"
      data-status={status}
      tone="danger"
      icon={status >= 500 ? <ServerCrash /> : <TriangleAlert />}
      eyebrow={intl.formatMessage(messages.code, { status: String(status) })}
      title={title ?? intl.formatMessage(messages.title)}
      text={description ?? intl.formatMessage(messages.text)}
      actions={
        <>
          {homeHref && (
            <Button asChild variant={onRetry ? "outline" : "primary"} size="lg">
              <LayoutLink render={renderLink} href={homeHref} data-slot="error-page-home">
                <House aria-hidden="true" />
                {intl.formatMessage(messages.home)}
              </LayoutLink>
            </Button>
          )}
          {onRetry && (
            <Button size="lg" data-slot="error-page-retry" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {intl.formatMessage(messages.retry)}
            </Button>
          )}
        </>
      }
      footnote={
        requestId ? (
          <p data-slot="error-page-request-id" className="mt-6 text-caption text-fg-muted">
            {intl.formatMessage(messages.requestId, {
              id: (
                <code
                  key="id"
                  dir="ltr"
                  className="rounded-sm bg-surface-sunken px-1.5 py-0.5 font-mono"
                >
                  {requestId}
                </code>
              ),
            })}
          </p>
        ) : undefined
      }
      {...props}
    >
      {children}
    </StatusLayout>
  );
}

export { ErrorPage };
