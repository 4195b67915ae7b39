import { LoadingBar, OfflineNotice, ToastProvider, UiProvider, useHasToasts } from "@shop/ui";
import { createStore, Provider as StoreProvider } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import stylesheet from "./app.css?url";
import { isChunkLoadError, reloadAfterChunkError } from "./features/connectivity/chunk-reload.ts";
import { useOnline } from "./features/connectivity/use-online.ts";
import { ErrorScreen } from "./features/layout/error-screen.tsx";
import { useLastUrl } from "./features/navigation/use-last-url.ts";
import { useLinkInterception } from "./features/navigation/use-link-interception.ts";
import { SeoLinks } from "./features/seo/seo-links.tsx";
import { useSessionTracking } from "./features/session/use-session-tracking.ts";
import { catalogueFromJson, catalogueOf, registerCatalogue } from "./i18n/messages.ts";
import { localeDir, localizePath, splitLocale } from "./lib/locale.ts";
import { isAdminPath } from "./lib/paths.ts";
import { renderRouterLink } from "./lib/router-link.tsx";
import { StylesheetText } from "./lib/stylesheet-text.ts";
import { useHasBeen } from "./lib/use-has-been.ts";
import type { RootData } from "./root.server.ts";
import { applySnapshot, snapshotEntries } from "./state/customer.ts";

export { loader, middleware } from "./root.server.ts";

/**
 * The root loader (customer state, settings, currencies) runs again when the locale changes, on
 * entering or leaving the admin area (whose messages storefront pages do not carry), after
 * actions and on explicit revalidation (currency switch, sign-in); a plain navigation within one
 * locale keeps it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale) return true;
  // The admin area's messages come with its pages only.
  if (isAdminPath(currentUrl.pathname) !== isAdminPath(nextUrl.pathname)) return true;
  if (nextUrl.searchParams.has("token")) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const locale = data?.locale ?? splitLocale(location.pathname).locale;
  // Before <Meta />: meta functions format titles with the page's catalogue. The server holds
  // every locale's whole catalogue already.
  if (data && !import.meta.env.SSR)
    registerCatalogue(data.locale, catalogueFromJson(data.messages));
  // Storefront pages exist in every locale and are indexed; the admin area is neither.
  const storefront = useMatches().some(
    (match) => (match.handle as { storefront?: boolean } | undefined)?.storefront,
  );
  return (
    <html lang={locale} dir={localeDir(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Stylesheet />
        <Meta />
        <Links />
        {data && storefront ? (
          <SeoLinks origin={data.origin} />
        ) : (
          <meta name="robots" content="noindex" />
        )}
        {data?.head.favicon ? <link rel="icon" href={data.head.favicon} /> : null}
        {data?.head.googleSiteVerification ? (
          <meta name="google-site-verification" content={data.head.googleSiteVerification} />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The stylesheet, inline in the server's document: the first paint waits for no request. The
 * browser adopts that <style> by its href (a React resource, never hydrated by position), so it
 * renders an empty one of the same href and never fetches the file. In development, and when the
 * server cannot read the build, the file is linked.
 */
function Stylesheet() {
  const text = useContext(StylesheetText)(stylesheet);
  const server = typeof document === "undefined";
  if (server ? text === null : import.meta.env.DEV)
    return <link rel="stylesheet" href={stylesheet} precedence="default" />;
  return (
    <style href={stylesheet} precedence="default">
      {text ?? ""}
    </style>
  );
}

function ClientEffects() {
  useSessionTracking();
  useLastUrl();
  useLinkInterception();
  return null;
}

// The toasts' viewport and Radix Toast load with the first toast: most pages never raise one.
const Toaster = lazy(() =>
  import("@shop/ui/components/toast/toast.tsx").then((m) => ({ default: m.Toaster })),
);

/** Everything that floats above the pages: connection notice, toasts, cookie notice. */
function Overlays() {
  const online = useOnline();
  const navigation = useNavigation();
  const toasted = useHasBeen(useHasToasts());
  return (
    <>
      <LoadingBar loading={navigation.state !== "idle"} />
      <OfflineNotice offline={!online} />
      {toasted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

export default function App() {
  const data = useLoaderData<RootData>();
  const [store] = useState(() => createStore());
  useHydrateAtoms(snapshotEntries(data.customer), { store });
  useEffect(() => applySnapshot(store, data.customer), [store, data.customer]);
  return (
    <StoreProvider store={store}>
      <UiProvider
        locale={data.locale}
        messages={catalogueFromJson(data.messages)}
        timeZone={data.timeZone}
        renderLink={renderRouterLink}
      >
        <ToastProvider>
          <ClientEffects />
          <Outlet />
          <Overlays />
        </ToastProvider>
      </UiProvider>
    </StoreProvider>
  );
}

/** Errors outside the storefront shell (root, admin): 404s and everything else as 500. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  const home = location.pathname.startsWith("/admin") ? "/admin" : localizePath("/", locale);
  return (
    <UiProvider locale={locale} messages={catalogueOf(locale)} renderLink={renderRouterLink}>
      <ErrorScreen error={error} locale={locale} homeHref={home} />
    </UiProvider>
  );
}
