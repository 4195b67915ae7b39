import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type MetaArgs,
  Outlet,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { AdminFrame } from "../../features/admin-shell/admin-frame.tsx";
import {
  isChunkLoadError,
  reloadAfterChunkError,
} from "../../features/connectivity/chunk-reload.ts";
import { ErrorScreen } from "../../features/layout/error-screen.tsx";
import { formatAppMessage } from "../../i18n/messages.ts";
import { adminPageAt } from "../../lib/admin-pages.ts";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import { ROOT_ROUTE_ID, type RootData } from "../../lib/root-data.ts";
import type { loader } from "./admin-layout.server.ts";

export { loader } from "./admin-layout.server.ts";

const ADMIN_LAYOUT_ID = "routes/admin/admin-layout";

/**
 * The document's title for every admin page, from its declaration (a parent's meta does not see
 * the matches below it, so the page is found by its path); the error boundary writes its own.
 */
export function meta(args: MetaArgs) {
  if (args.error) return [];
  const page = adminPageAt(args.location.pathname, paths.admin);
  return [{ title: pageTitle(args, page?.title ?? "app.page.admin") }];
}

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  return (
    <AdminFrame shopName={root?.head.shopName ?? ""} adminName={admin.name || admin.email}>
      <Outlet />
    </AdminFrame>
  );
}

/** Errors of admin pages (an unknown admin path, say) inside the admin frame. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const data = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "app.notFound.title" : "app.serverError.title";
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  const text = formatAppMessage(root?.locale ?? "tr", title);
  if (!data) return <title>{text}</title>;
  return (
    <AdminFrame
      shopName={root?.head.shopName ?? ""}
      adminName={data.admin.name || data.admin.email}
      title={title}
    >
      <ErrorScreen error={error} locale={root?.locale ?? "tr"} homeHref="/admin" />
    </AdminFrame>
  );
}
