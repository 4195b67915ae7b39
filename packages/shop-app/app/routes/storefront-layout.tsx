import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type MetaArgs,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { catalogueWidgets } from "../features/catalogue-widgets/catalogue-widgets.tsx";
import { isChunkLoadError, reloadAfterChunkError } from "../features/connectivity/chunk-reload.ts";
import { CookieNotice } from "../features/consent/cookie-notice.tsx";
import { ErrorScreen } from "../features/layout/error-screen.tsx";
import { ShopShell } from "../features/layout/shop-shell.tsx";
import { formatAppMessage } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { type PageLayout, ROOT_ROUTE_ID, type RootData } from "../lib/root-data.ts";

export const handle = { storefront: true };

export function meta({ error, location }: MetaArgs) {
  if (!error) return [];
  const { locale } = splitLocale(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: formatAppMessage(locale, notFound ? "app.notFound.title" : "app.serverError.title") },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The deepest page that loaded a layout of its own (siteSettings/getSettings/{page}), with the
 * data its widgets show.
 */
function usePageLayout(fallback: PageLayout): {
  layout: PageLayout;
  widgetData?: Record<string, unknown>;
} {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as
      | { layout?: PageLayout | null; widgetData?: Record<string, unknown> }
      | undefined;
    if (data?.layout)
      return { layout: data.layout, ...(data.widgetData ? { widgetData: data.widgetData } : {}) };
  }
  return { layout: fallback };
}

export default function StorefrontLayout() {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const { layout, widgetData } = usePageLayout(root?.layout ?? emptyPage);
  if (!root) return <Outlet />;
  return (
    <>
      <ShopShell
        root={root}
        layout={layout}
        widgets={catalogueWidgets}
        {...(widgetData ? { widgetData } : {})}
      >
        <Outlet />
      </ShopShell>
      <CookieNotice
        accepted={root.cookieConsent}
        language={root.locale}
        tagManagerId={root.customer.config.settings.google_gtm_id ?? null}
      />
    </>
  );
}

const emptyPage: PageLayout = {
  page: "default",
  header: [],
  left: [],
  center: [],
  right: [],
  footer: [],
  pageLinks: [],
};

export function ErrorBoundary({ error }: { error: unknown }) {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  const content = (
    <ErrorScreen error={error} locale={locale} homeHref={localizePath("/", locale)} />
  );
  if (!root) return content;
  return (
    <ShopShell root={root} layout={root.layout}>
      {content}
    </ShopShell>
  );
}
