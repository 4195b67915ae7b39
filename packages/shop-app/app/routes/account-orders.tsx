import { OrderListScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { toOrderListItem } from "../features/orders/order-view.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { PAGE_PARAM } from "../lib/page-param.ts";
import { paths } from "../lib/paths.ts";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { loader } from "./account-orders.server.ts";

export { loader } from "./account-orders.server.ts";

export const handle: AccountHandle = { accountSection: "orders" };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.orders") }, { name: "robots", content: "noindex" }];
}

export default function AccountOrdersRoute() {
  const { orders } = useLoaderData<typeof loader>();
  const { locale } = splitLocale(useLocation().pathname);
  const list = localizePath(paths.orders, locale);
  const { timeZone } = useIntl();
  return (
    <OrderListScreen
      heading={false}
      orders={orders.items.map((order) =>
        toOrderListItem(order, `${list}/${order.code}`, timeZone),
      )}
      page={orders.page}
      pageCount={orders.page_count}
      getPageHref={(page) => (page > 1 ? `${list}?${PAGE_PARAM}=${page}` : list)}
      shoppingHref={localizePath(paths.home, locale)}
      renderLink={renderRouterLink}
    />
  );
}
