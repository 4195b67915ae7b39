import { Notice, StockAlertsScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useActionData, useLoaderData, useLocation } from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { action, loader } from "./account-stock-alerts.server.ts";

export { action, loader } from "./account-stock-alerts.server.ts";

export const handle: AccountHandle = { accountSection: "stockAlerts" };

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.stockAlerts") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountStockAlertsRoute() {
  const intl = useIntl();
  const { alerts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { locale } = splitLocale(useLocation().pathname);
  const form = routerForm();
  return (
    <>
      {result && !result.cancelled && (
        <Notice tone="error" className="mb-4">
          {intl.formatMessage({ id: errorMessageId(result.code) })}
        </Notice>
      )}
      <StockAlertsScreen
        alerts={alerts.map((alert) => ({
          id: alert.id,
          name: alert.name ?? "",
          ...(alert.seo_link ? { href: localizePath(`/${alert.seo_link}`, locale) } : {}),
          ...(alert.image ? { image: alert.image } : {}),
          inStock: alert.in_stock,
          requestedAt: alert.created_at,
          ...(alert.notified_at ? { notifiedAt: alert.notified_at } : {}),
        }))}
        renderCancelForm={(alertId, { children, ...props }) =>
          form({
            ...props,
            children: (
              <>
                <input type="hidden" name="alert_id" value={alertId} />
                {children}
              </>
            ),
          })
        }
        {...(result?.cancelled
          ? { notice: intl.formatMessage({ id: "app.account.stockAlertCancelled" }) }
          : {})}
        renderLink={renderRouterLink}
        shoppingHref={localizePath(paths.home, locale)}
      />
    </>
  );
}
