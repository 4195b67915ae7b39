// What an error shows: the storefront 404 (with a link home and a back button) or the error page
// (500 for anything without a status), with the title of spec section 8 in the document.
import { ErrorPage, NotFound } from "@shop/ui";
import { isRouteErrorResponse } from "react-router";
import { formatAppMessage } from "../../i18n/messages.ts";
import type { Locale } from "../../lib/locale.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function ErrorScreen({
  error,
  locale,
  homeHref,
}: {
  error: unknown;
  locale: Locale;
  homeHref: string;
}) {
  const status = errorStatus(error);
  const title = formatAppMessage(
    locale,
    status === 404 ? "app.notFound.title" : "app.serverError.title",
  );
  return (
    <>
      <title>{title}</title>
      {status === 404 ? (
        <NotFound
          homeHref={homeHref}
          onBack={() => window.history.back()}
          renderLink={renderRouterLink}
        />
      ) : (
        <ErrorPage
          status={status}
          {...(status === 503
            ? { description: formatAppMessage(locale, "app.error.service_unavailable") }
            : {})}
          homeHref={homeHref}
          onRetry={() => window.location.reload()}
          renderLink={renderRouterLink}
        />
      )}
    </>
  );
}
